import { useQueries, useQuery } from "@tanstack/react-query";
import type { AccountIntegrity } from "@proparena/contracts/integrity";
import { api } from "./api";

/**
 * The trader's integrity flags per account (issue 29). Shared: the account page shows them in
 * full, the account list and the payouts page only whether something is held.
 */
export const accountIntegrityKeys = {
  all: ["account-integrity"] as const,
  account: (accountId: string) => ["account-integrity", accountId] as const,
};

/** GET /accounts/:id/integrity -> the flags on the account and its owner, the holds, the policy. */
export function getAccountIntegrity(accountId: string): Promise<AccountIntegrity> {
  return api("GET /accounts/:id/integrity", { params: { id: accountId } });
}

export function useAccountIntegrity(accountId: string) {
  return useQuery({
    queryKey: accountIntegrityKeys.account(accountId),
    queryFn: () => getAccountIntegrity(accountId),
    enabled: accountId !== "",
  });
}

/** What a hold holds back on one account. */
export interface AccountHold {
  accountId: string;
  payouts: boolean;
  phasePass: boolean;
}

/**
 * The holds on each of `accountIds`, for a badge or a banner: an account whose answer has not
 * come (or failed) is left out, so a hold is never claimed without the server saying so.
 */
export function useAccountHolds(accountIds: readonly string[]): AccountHold[] {
  return useQueries({
    queries: accountIds.map((accountId) => ({
      queryKey: accountIntegrityKeys.account(accountId),
      queryFn: () => getAccountIntegrity(accountId),
    })),
    combine: (results) =>
      results.flatMap((result, i) => {
        const holds = result.data?.holds;
        if (!holds || (!holds.payouts && !holds.phasePass)) return [];
        return [{ accountId: accountIds[i]!, payouts: holds.payouts, phasePass: holds.phasePass }];
      }),
  });
}
