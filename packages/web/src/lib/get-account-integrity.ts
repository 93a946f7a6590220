import { useQuery } from "@tanstack/react-query";
import type { AccountHolds, AccountIntegrity } from "@proparena/contracts/integrity";
import { api } from "./api";

/**
 * The trader's integrity flags per account (issue 29). Shared: the account page shows them in
 * full, the account list and the payouts page only whether something is held.
 */
export const accountIntegrityKeys = {
  all: ["account-integrity"] as const,
  account: (accountId: string) => ["account-integrity", accountId] as const,
  /** Every account's holds at once (GET /integrity/holds). */
  holds: ["account-integrity", "holds"] as const,
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

/** GET /integrity/holds -> the trader's accounts that something holds now. */
export function getAccountHolds(): Promise<AccountHolds> {
  return api("GET /integrity/holds");
}

/**
 * The holds on each of `accountIds`, for a badge or a banner, in one request for all the
 * trader's accounts: while the answer has not come (or failed) none is listed, so a hold is
 * never claimed without the server saying so.
 */
export function useAccountHolds(accountIds: readonly string[]): AccountHold[] {
  const holds = useQuery({ queryKey: accountIntegrityKeys.holds, queryFn: getAccountHolds });
  const wanted = new Set(accountIds);
  return (holds.data?.holds ?? []).filter(
    (hold) => wanted.has(hold.accountId) && (hold.payouts || hold.phasePass),
  );
}
