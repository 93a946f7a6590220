import { useQuery } from "@tanstack/react-query";
import type { NoticesResponse } from "@proparena/contracts/notices";
import { api } from "../../../lib/api";
import { sessionKeys } from "../../../lib/session/session-keys";

/** Under ["session"], so signing out drops them. */
export const noticesKey = [...sessionKeys.all, "notices"] as const;

/** How many of the newest notices the list shows. */
export const NOTICES_SHOWN = 20;

/** GET /notices?limit= -> {notices, unread, nextCursor}. */
export function getNotices(): Promise<NoticesResponse> {
  return api("GET /notices", { query: { limit: NOTICES_SHOWN } });
}

/** The trader's newest notices and how many are unread. */
export function useNotices() {
  return useQuery({ queryKey: noticesKey, queryFn: getNotices });
}
