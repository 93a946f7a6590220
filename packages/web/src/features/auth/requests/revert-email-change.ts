import { useMutation } from "@tanstack/react-query";
import type { ConfirmEmailChangeResponse } from "@proparena/contracts/account-settings";
import type { ResetPasswordBody } from "@proparena/contracts/auth";
import { api } from "../../../lib/api";
import { useForgetSession } from "../../../lib/session/forget-session";

/**
 * POST /auth/email-change/revert {token, password} -> {message, email}: the link e-mailed
 * to the old address after an e-mail change moves the account back there with this new
 * password, and every session ends. 400 LINK_INVALID (links work once, for 7 days); 409 when
 * another account uses the address now; a refused password is a 400 naming `password`.
 */
export function revertEmailChange(body: ResetPasswordBody): Promise<ConfirmEmailChangeResponse> {
  return api("POST /auth/email-change/revert", { body });
}

export function useRevertEmailChange() {
  // Every session of the account ended, this browser's too.
  const forgetSession = useForgetSession();
  return useMutation({ mutationFn: revertEmailChange, onSuccess: forgetSession });
}
