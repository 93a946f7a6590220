import { useMutation } from "@tanstack/react-query";
import type { MessageResponse, ResetPasswordBody } from "@proparena/contracts/auth";
import { api } from "../../../lib/api";
import { useForgetSession } from "../../../lib/session/forget-session";

/** POST /auth/reset-password {token, password} -> 200; the server revokes every session. */
export function resetPassword(body: ResetPasswordBody): Promise<MessageResponse> {
  return api("POST /auth/reset-password", { body });
}

export function useResetPassword() {
  // Any session this browser had was just revoked on the server.
  const forgetSession = useForgetSession();
  return useMutation({ mutationFn: resetPassword, onSuccess: forgetSession });
}
