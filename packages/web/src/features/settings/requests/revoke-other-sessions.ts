import { useMutation, useQueryClient } from "@tanstack/react-query";
import type {
  RevokedSessionsResponse,
  SessionsResponse,
} from "@proparena/contracts/account-settings";
import { api } from "../../../lib/api";
import { accountSessionsKey } from "./get-sessions";

/** POST /account/sessions/revoke-others -> {revoked: n}; this session stays signed in. */
export function revokeOtherSessions(): Promise<RevokedSessionsResponse> {
  return api("POST /account/sessions/revoke-others");
}

export function useRevokeOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeOtherSessions,
    onSuccess: () => {
      queryClient.setQueryData<SessionsResponse>(accountSessionsKey, (data) =>
        data ? { sessions: data.sessions.filter((session) => session.current) } : data,
      );
      return queryClient.invalidateQueries({ queryKey: accountSessionsKey });
    },
  });
}
