import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TwoFactorCodesResponse } from "@proparena/contracts/two-factor";
import { apiFetch } from "../../../lib/api-client";
import { twoFactorKey } from "./get-two-factor";

/**
 * POST /api/account/2fa/enable {code} -> {twoFactor, recoveryCodes}: the first code from the
 * app turns it on; the ten recovery codes are answered this once. A wrong code is a 400
 * TWO_FACTOR_INVALID whose `issues` name `code`.
 */
export function enableTwoFactor(body: { code: string }): Promise<TwoFactorCodesResponse> {
  return apiFetch<TwoFactorCodesResponse>("/account/2fa/enable", { method: "POST", body });
}

export function useEnableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enableTwoFactor,
    onSuccess: ({ twoFactor }) => queryClient.setQueryData(twoFactorKey, twoFactor),
  });
}
