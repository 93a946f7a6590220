import { useQuery } from "@tanstack/react-query";
import type { TwoFactorStatus } from "@proparena/contracts/two-factor";
import { apiFetch } from "../../../lib/api-client";
import { sessionKeys } from "../../../lib/session/session-keys";

/** Whether two-factor sign-in is on; under ["session"], so signing out or in drops it. */
export const twoFactorKey = [...sessionKeys.all, "two-factor"] as const;

/** GET /api/account/2fa -> {twoFactor: {enabled, enabledAt, recoveryCodesLeft}}. */
export async function getTwoFactor(): Promise<TwoFactorStatus> {
  const { twoFactor } = await apiFetch<{ twoFactor: TwoFactorStatus }>("/account/2fa");
  return twoFactor;
}

export function useTwoFactor() {
  return useQuery({ queryKey: twoFactorKey, queryFn: getTwoFactor });
}
