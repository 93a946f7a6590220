import { useMutation } from "@tanstack/react-query";
import type { TwoFactorCodesResponse } from "@proparena/contracts/two-factor";
import { api } from "../../../lib/api";
import { useTwoFactorChanged } from "./get-two-factor";

/**
 * POST /account/2fa/recovery-codes {code} -> {twoFactor, recoveryCodes, endedSessions}: ten
 * new recovery codes, shown this once; the old ones stop working and every other session is
 * signed out. A wrong code is a 400 TWO_FACTOR_INVALID; 429 TWO_FACTOR_DELAYED when codes wait.
 */
export function regenerateRecoveryCodes(body: { code: string }): Promise<TwoFactorCodesResponse> {
  return api("POST /account/2fa/recovery-codes", { body });
}

export function useRegenerateRecoveryCodes() {
  const twoFactorChanged = useTwoFactorChanged();
  return useMutation({
    mutationFn: regenerateRecoveryCodes,
    onSuccess: twoFactorChanged,
  });
}
