import type { Cents } from "../core/money";
import { splitRevenue } from "./payouts";

/**
 * The double-entry ledger's pure side (DESIGN §7). Every movement of money is a transaction of
 * lines that sum to zero. Sign convention: a positive amount is money the business holds
 * (debit: `cash`), a negative amount is money owed to a pool (credit). A pool's balance is
 * therefore minus the sum of its lines.
 */
export const LEDGER_ACCOUNTS = [
  "cash",
  "revenue",
  "expenses_pool",
  "vault",
  "founders",
  "jackpot_pool",
  "jackpot_cumulative",
  "payout_budget",
  "payout_pool",
  "emergency_pool",
  "merch_revenue",
  // Payouts on chain (issue 30): funded into the PayoutDistributor and not yet claimed.
  "chain_pool",
  // The operator's bond in the PayoutDistributor (what late penalties are paid from).
  "chain_bond",
  // Late penalties the contract paid to traders from the operator's bond.
  "late_penalties",
] as const;
export type PoolAccount = (typeof LEDGER_ACCOUNTS)[number];
/**
 * A pool, what the business owes one trader (`trader_payable:<userId>`), or a payout credit kept back by integrity flags until they are
 * decided (`integrity_hold:<credit id>`, issue 29).
 */
export type LedgerAccount = PoolAccount | `trader_payable:${string}` | `integrity_hold:${string}`;

export interface LedgerLine {
  readonly account: LedgerAccount;
  readonly amount: Cents;
}

/** True when the lines are whole cents and sum to zero (a valid transaction). */
export function isBalanced(lines: readonly LedgerLine[]): boolean {
  let sum = 0;
  for (const line of lines) {
    if (!Number.isSafeInteger(line.amount)) return false;
    sum += line.amount;
  }
  return sum === 0;
}

/**
 * A paid purchase of `amount` cents: the cash comes in and is owed, at once, to the pools of
 * DESIGN §6 (25% expenses, 5% jackpot, 70% payout budget; the cents a percentage cannot split
 * go to the payout budget). A free purchase (100% coupon) moves nothing: no lines.
 */
export function purchaseLines(amount: Cents): LedgerLine[] {
  if (amount === 0) return [];
  const split = splitRevenue(amount);
  return [
    { account: "cash", amount: split.revenue },
    { account: "expenses_pool", amount: -split.expenses },
    { account: "jackpot_pool", amount: -split.jackpot },
    { account: "payout_budget", amount: -split.payoutBudget },
  ];
}

/**
 * A paid merch order of `amount` cents: the cash comes in as merch revenue, all of it. Merch is
 * not challenge revenue, so none of it goes to the pools of DESIGN §6 (nor to a week's payout
 * budget or jackpot). Booked under its own reference (`merch:<order id>`).
 */
export function merchLines(amount: Cents): LedgerLine[] {
  if (amount === 0) return [];
  return [
    { account: "cash", amount },
    { account: "merch_revenue", amount: -amount },
  ];
}

/** The lines that undo a transaction (a refund): the same accounts, opposite amounts. */
export function reversalLines(lines: readonly LedgerLine[]): LedgerLine[] {
  return lines.map((line) => ({
    account: line.account,
    amount: line.amount === 0 ? 0 : -line.amount,
  }));
}

/** Balances by account from lines: a pool's balance is what it is owed (minus its sum). */
export function poolBalances(lines: readonly LedgerLine[]): Map<LedgerAccount, Cents> {
  const sums = new Map<LedgerAccount, Cents>();
  for (const line of lines) sums.set(line.account, (sums.get(line.account) ?? 0) + line.amount);
  for (const [account, sum] of sums) {
    if (account !== "cash") sums.set(account, sum === 0 ? 0 : -sum);
  }
  return sums;
}

/** What one trader is owed from a weekly settlement (payouts and jackpots). */
export interface TraderCredit {
  readonly userId: string;
  readonly amount: Cents;
}

function owed(credits: readonly TraderCredit[]): LedgerLine[] {
  const byUser = new Map<string, Cents>();
  for (const c of credits) byUser.set(c.userId, (byUser.get(c.userId) ?? 0) + c.amount);
  return [...byUser]
    .filter(([, amount]) => amount !== 0)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([userId, amount]) => ({ account: `trader_payable:${userId}` as const, amount: -amount }));
}

/**
 * A week's settlement (DESIGN §6) as one transaction: the week's payout budget pays the
 * winners and the rest of it (flooring residue included) goes to the emergency pool; the
 * week's jackpot pool pays the jackpot winners and the rest rolls into the cumulative jackpot.
 * A negative budget or jackpot (refunds beyond the week's sales) is covered by those pools.
 */
export function settlementLines(input: {
  budget: Cents;
  jackpot: Cents;
  payouts: readonly TraderCredit[];
  jackpotWins: readonly TraderCredit[];
}): LedgerLine[] {
  const paid = input.payouts.reduce((s, p) => s + p.amount, 0);
  const won = input.jackpotWins.reduce((s, p) => s + p.amount, 0);
  const lines: LedgerLine[] = [
    { account: "payout_budget", amount: input.budget },
    ...owed([...input.payouts, ...input.jackpotWins]),
    { account: "emergency_pool", amount: -(input.budget - paid) },
    { account: "jackpot_pool", amount: input.jackpot },
    { account: "jackpot_cumulative", amount: -(input.jackpot - won) },
  ];
  return lines.filter((line) => line.amount !== 0);
}
