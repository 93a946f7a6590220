import { useMutation } from "@tanstack/react-query";
import type { TwoFactorSetupResponse } from "@proparena/contracts/two-factor";
import { api } from "../../../lib/api";

/**
 * POST /account/2fa/setup {currentPassword} -> {secret, otpauthUri, qrCodeDataUrl}: a new
 * secret to scan (it replaces an unconfirmed one). A wrong password is a 400 whose `issues` name
 * currentPassword; 409 when two-factor sign-in is already on.
 */
export function setUpTwoFactor(body: { currentPassword: string }): Promise<TwoFactorSetupResponse> {
  return api("POST /account/2fa/setup", { body });
}

export function useSetUpTwoFactor() {
  return useMutation({ mutationFn: setUpTwoFactor });
}
