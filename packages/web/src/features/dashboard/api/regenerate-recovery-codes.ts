import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TwoFactorCodesResponse } from "@proparena/contracts/two-factor";
import { apiFetch } from "../../../lib/api-client";
import { twoFactorKey } from "./get-two-factor";

/**
 * POST /api/account/2fa/recovery-codes {code} -> {twoFactor, recoveryCodes}: ten new recovery
 * codes, shown this once; the old ones stop working. A wrong code is a 400 TWO_FACTOR_INVALID.
 */
export function regenerateRecoveryCodes(body: { code: string }): Promise<TwoFactorCodesResponse> {
  return apiFetch<TwoFactorCodesResponse>("/account/2fa/recovery-codes", { method: "POST", body });
}

export function useRegenerateRecoveryCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: regenerateRecoveryCodes,
    onSuccess: ({ twoFactor }) => queryClient.setQueryData(twoFactorKey, twoFactor),
  });
}
