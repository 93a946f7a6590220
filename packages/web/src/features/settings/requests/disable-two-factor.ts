import { useMutation } from "@tanstack/react-query";
import type { TwoFactorDisableResponse } from "@proparena/contracts/two-factor";
import { api } from "../../../lib/api";
import { useTwoFactorChanged } from "./get-two-factor";

/**
 * POST /account/2fa/disable {currentPassword, code} -> {twoFactor, endedSessions}: off
 * again, the recovery codes gone, every other session signed out. A wrong password or code is
 * a 400 whose `issues` name the field; 429 TWO_FACTOR_DELAYED when codes wait.
 */
export function disableTwoFactor(body: {
  currentPassword: string;
  code: string;
}): Promise<TwoFactorDisableResponse> {
  return api("POST /account/2fa/disable", { body });
}

export function useDisableTwoFactor() {
  const twoFactorChanged = useTwoFactorChanged();
  return useMutation({
    mutationFn: disableTwoFactor,
    onSuccess: twoFactorChanged,
  });
}
