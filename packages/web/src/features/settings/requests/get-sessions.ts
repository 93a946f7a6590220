import { useQuery } from "@tanstack/react-query";
import type { SessionsResponse } from "@proparena/contracts/account-settings";
import { api } from "../../../lib/api";
import { sessionKeys } from "../../../lib/session/session-keys";

/** The trader's signed-in sessions; under ["session"], so signing out or in drops them. */
export const accountSessionsKey = [...sessionKeys.all, "account-sessions"] as const;

/** GET /account/sessions: live sessions, the current one first, then by last use. */
export function getSessions(): Promise<SessionsResponse> {
  return api("GET /account/sessions");
}

export function useSessions() {
  return useQuery({ queryKey: accountSessionsKey, queryFn: getSessions });
}
