import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { NoticesResponse, ReadNoticesBody } from "@proparena/contracts/notices";
import { api } from "../../../lib/api";
import { noticesKey } from "./get-notices";

/** POST /notices/read {ids?} -> {unread}: the listed notices, or all without ids. */
export function readNotices(body: ReadNoticesBody) {
  return api("POST /notices/read", { body });
}

/** Marks notices read; the list shows them read and the count the server's. */
export function useReadNotices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: readNotices,
    onSuccess: ({ unread }, body) => {
      const now = new Date().toISOString();
      queryClient.setQueryData<NoticesResponse>(noticesKey, (current) =>
        current
          ? {
              ...current,
              unread,
              notices: current.notices.map((n) =>
                n.readAt === null && (!body.ids || body.ids.includes(n.id))
                  ? { ...n, readAt: now }
                  : n,
              ),
            }
          : current,
      );
    },
  });
}
