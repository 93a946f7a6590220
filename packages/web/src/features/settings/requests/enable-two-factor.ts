import { useMutation } from "@tanstack/react-query";
import type { TwoFactorCodesResponse } from "@proparena/contracts/two-factor";
import { api } from "../../../lib/api";
import { useTwoFactorChanged } from "./get-two-factor";

/**
 * POST /account/2fa/enable {code} -> {twoFactor, recoveryCodes, endedSessions}: the first
 * code from the app turns it on; the ten recovery codes are answered this once, and every other
 * session (all opened without two-factor) is signed out. A wrong code is a 400
 * TWO_FACTOR_INVALID whose `issues` name `code`; 429 TWO_FACTOR_DELAYED when codes wait.
 */
export function enableTwoFactor(body: { code: string }): Promise<TwoFactorCodesResponse> {
  return api("POST /account/2fa/enable", { body });
}

export function useEnableTwoFactor() {
  const twoFactorChanged = useTwoFactorChanged();
  return useMutation({
    mutationFn: enableTwoFactor,
    onSuccess: twoFactorChanged,
  });
}
