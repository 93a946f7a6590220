import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { MessageResponse, ResetPasswordBody } from "@proparena/contracts/auth";
import { apiFetch } from "../../../lib/api-client";
import { clearToken } from "../../../lib/auth-token";
import { sessionKeys } from "../../../lib/session/session-keys";

/** POST /api/auth/reset-password {token, password} -> 200; the server revokes every session. */
export function resetPassword(body: ResetPasswordBody): Promise<MessageResponse> {
  return apiFetch<MessageResponse>("/auth/reset-password", { method: "POST", body });
}

export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPassword,
    onSuccess: () => {
      // Any session this browser had was just revoked on the server.
      clearToken();
      queryClient.removeQueries({ queryKey: sessionKeys.all });
    },
  });
}
