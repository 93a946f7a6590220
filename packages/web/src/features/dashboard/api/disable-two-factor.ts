import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TwoFactorStatus } from "@proparena/contracts/two-factor";
import { apiFetch } from "../../../lib/api-client";
import { twoFactorKey } from "./get-two-factor";

/**
 * POST /api/account/2fa/disable {currentPassword, code} -> {twoFactor}: off again, the recovery
 * codes gone. A wrong password or code is a 400 whose `issues` name the field.
 */
export async function disableTwoFactor(body: {
  currentPassword: string;
  code: string;
}): Promise<TwoFactorStatus> {
  const { twoFactor } = await apiFetch<{ twoFactor: TwoFactorStatus }>("/account/2fa/disable", {
    method: "POST",
    body,
  });
  return twoFactor;
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableTwoFactor,
    onSuccess: (twoFactor) => queryClient.setQueryData(twoFactorKey, twoFactor),
  });
}
