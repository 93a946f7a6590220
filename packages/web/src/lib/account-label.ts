import type { Account } from "@proparena/contracts/trading";

/** How an account is named in pickers: plan, phase, the end of its id, and its status if ended. */
export function accountLabel(account: Pick<Account, "id" | "planLabel" | "phaseName" | "status">) {
  const status = account.status === "active" ? "" : ` — ${account.status}`;
  return `${account.planLabel} · ${account.phaseName} · #${account.id.slice(-6)}${status}`;
}
