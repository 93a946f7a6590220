import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useNavigate } from "react-router";
import type { Notice, NoticesResponse } from "@proparena/contracts/notices";
import { SOCKET_EVENTS } from "@proparena/contracts/socket-events";
import { useToast } from "../../../components/toast";
import { useRealtimeConnection } from "../../../lib/realtime-context";
import { noticesKey } from "../requests/get-notices";
import { NOTICE_LOOK } from "./notice-look";

function isNotice(value: unknown): value is Notice {
  if (typeof value !== "object" || value === null) return false;
  const n = value as Record<string, unknown>;
  return typeof n.id === "string" && typeof n.title === "string" && n.kind !== undefined;
}

/** A toast's few words of a notice's body: its first line, cut at a word near 160 characters. */
export function briefly(body: string, limit = 160): string {
  const line = body.split("\n")[0] ?? "";
  if (line.length <= limit) return line;
  const cut = line.slice(0, limit);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), limit / 2)).trimEnd()}…`;
}

/**
 * Each notice the server pushes (`notice:new`) becomes a toast the trader can open (its link,
 * e.g. the breach's evidence) and joins the notices list at the top, unread.
 */
export function useNoticeStream(): void {
  const connection = useRealtimeConnection();
  const queryClient = useQueryClient();
  const toast = useToast();
  const navigate = useNavigate();

  useEffect(() => {
    const subscribe = connection?.subscribe?.bind(connection);
    if (!subscribe) return;
    return subscribe(SOCKET_EVENTS.notice, (payload) => {
      if (!isNotice(payload)) return;
      const look = NOTICE_LOOK[payload.kind] ?? NOTICE_LOOK.payout;
      const link = payload.link;
      toast.show({
        tone: look.tone,
        title: payload.title,
        description: briefly(payload.body),
        action: link
          ? { label: look.open, href: link, onClick: () => void navigate(link) }
          : undefined,
      });
      queryClient.setQueryData<NoticesResponse>(noticesKey, (current) =>
        current && !current.notices.some((n) => n.id === payload.id)
          ? {
              ...current,
              unread: current.unread + 1,
              notices: [payload, ...current.notices],
            }
          : current,
      );
      void queryClient.invalidateQueries({ queryKey: noticesKey });
    });
  }, [connection, queryClient, toast, navigate]);
}
