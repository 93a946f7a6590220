import type { Account } from "@proparena/contracts/trading";

/** The plan of Beta accounts (domain plans.ts): the only accounts a copying may go into. */
export const BETA_PLAN_ID = "BETA";

/** The trader's accounts a copying may go into: their active Beta accounts. */
export function copyTargets(accounts: readonly Account[]): Account[] {
  return accounts.filter(
    (account) => account.planId === BETA_PLAN_ID && account.status === "active",
  );
}
