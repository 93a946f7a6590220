import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { TwoFactorStatus } from "@proparena/contracts/two-factor";
import { api } from "../../../lib/api";
import { sessionKeys } from "../../../lib/session/session-keys";
import { accountSessionsKey } from "./get-sessions";

/** Whether two-factor sign-in is on; under ["session"], so signing out or in drops it. */
export const twoFactorKey = [...sessionKeys.all, "two-factor"] as const;

/** GET /account/2fa -> {twoFactor: {enabled, enabledAt, recoveryCodesLeft}}. */
export async function getTwoFactor(): Promise<TwoFactorStatus> {
  const { twoFactor } = await api("GET /account/2fa");
  return twoFactor;
}

export function useTwoFactor() {
  return useQuery({ queryKey: twoFactorKey, queryFn: getTwoFactor });
}

/**
 * What a change of two-factor sign-in (on, off, new recovery codes) does here: the status it
 * answered is stored, and the session list is read again, since every other session ended.
 */
export function useTwoFactorChanged() {
  const queryClient = useQueryClient();
  return ({ twoFactor }: { twoFactor: TwoFactorStatus }) => {
    queryClient.setQueryData(twoFactorKey, twoFactor);
    return queryClient.invalidateQueries({ queryKey: accountSessionsKey });
  };
}
