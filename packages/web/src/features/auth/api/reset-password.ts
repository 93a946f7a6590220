import { useMutation } from "@tanstack/react-query";
import type { MessageResponse, ResetPasswordBody } from "@proparena/contracts/auth";
import { apiFetch } from "../../../lib/api-client";
import { useForgetSession } from "../../../lib/session/forget-session";

/** POST /api/auth/reset-password {token, password} -> 200; the server revokes every session. */
export function resetPassword(body: ResetPasswordBody): Promise<MessageResponse> {
  return apiFetch<MessageResponse>("/auth/reset-password", { method: "POST", body });
}

export function useResetPassword() {
  // Any session this browser had was just revoked on the server.
  const forgetSession = useForgetSession();
  return useMutation({ mutationFn: resetPassword, onSuccess: forgetSession });
}
