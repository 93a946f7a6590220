import { useMutation, useQueryClient } from "@tanstack/react-query";
import type {
  RevokedSessionsResponse,
  SessionInfo,
  SessionsResponse,
} from "@proparena/contracts/account-settings";
import { ERROR_CODES } from "@proparena/contracts/error-codes";
import { isApiRequestError } from "../../../lib/api-client";
import { api } from "../../../lib/api";
import { clearToken } from "../../../lib/auth-token";
import { sessionKeys } from "../../../lib/session/session-keys";
import { accountSessionsKey } from "./get-sessions";

/** DELETE /account/sessions/:id -> {revoked: 1}; 404 when it is not one of the trader's live sessions. */
export function revokeSession(id: string): Promise<RevokedSessionsResponse> {
  return api("DELETE /account/sessions/:id", { params: { id } });
}

function isGone(error: unknown): boolean {
  return isApiRequestError(error) && error.status === 404 && error.code === ERROR_CODES.notFound;
}

/**
 * Signs one session out. Revoking the current session is a sign-out: after `beforeSignOut`
 * this browser forgets its token and session data as sign-out does, and the route guard sends
 * it to sign-in. A session that had already ended (404) just leaves the list.
 */
export function useRevokeSession({
  onRevoked,
  beforeSignOut,
}: {
  onRevoked?: (session: SessionInfo) => void;
  beforeSignOut?: () => void;
} = {}) {
  const queryClient = useQueryClient();
  const dropFromList = (id: string) => {
    queryClient.setQueryData<SessionsResponse>(accountSessionsKey, (data) =>
      data ? { sessions: data.sessions.filter((session) => session.id !== id) } : data,
    );
    return queryClient.invalidateQueries({ queryKey: accountSessionsKey });
  };
  return useMutation({
    mutationFn: (session: SessionInfo) => revokeSession(session.id),
    onSuccess: async (_data, session) => {
      if (session.current) {
        beforeSignOut?.();
        clearToken();
        queryClient.removeQueries({ queryKey: sessionKeys.all });
        return;
      }
      onRevoked?.(session);
      await dropFromList(session.id);
    },
    onError: (error, session) => {
      if (isGone(error) && !session.current) void dropFromList(session.id);
    },
  });
}
