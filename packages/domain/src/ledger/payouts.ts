import type { Cents } from "../core/money";
import type { PhaseId } from "../rules/phases";

/**
 * Pools and payout math (DESIGN §6), in integer cents.
 * - Each purchase (revenue R) splits 25% expenses, 5% jackpot, 70% payout budget; the cents
 *   that a percentage cannot split go to the payout budget, so the parts always sum to R.
 * - Weekly, for funded accounts: W = sum of positive weekly profits; payout pool
 *   P = min(70% of the week's revenue, W); the rest of the 70% goes to the emergency pool.
 *   PM = floor(P / W, 2 decimals); each winner gets floor_cents(profit x PM).
 * - Jackpots: 2% of the week's revenue to the funded trader with the highest dollar gain, 2% to
 *   the trader with the highest percent gain (any phase, at least one closed trade), 1% to the
 *   cumulative jackpot.
 */
export interface RevenueSplit {
  readonly revenue: Cents;
  readonly expenses: Cents;
  readonly jackpot: Cents;
  readonly payoutBudget: Cents;
}

export function splitRevenue(revenue: Cents): RevenueSplit {
  const expenses = Math.floor((revenue * 25) / 100);
  const jackpot = Math.floor((revenue * 5) / 100);
  return { revenue, expenses, jackpot, payoutBudget: revenue - expenses - jackpot };
}

export interface WeeklyProfit {
  readonly accountId: string;
  /** Closed balance at the week's end minus at its start, in cents. */
  readonly profit: Cents;
}

export interface WeeklyPayout {
  readonly revenue: Cents;
  /** 70% of the week's revenue. */
  readonly payoutBudget: Cents;
  /** W: the sum of positive weekly profits. */
  readonly winnersProfit: Cents;
  /** P = min(payout budget, W). */
  readonly payoutPool: Cents;
  /** What the payout budget keeps beyond P. */
  readonly emergency: Cents;
  /** PM x 100, an integer: 100 means PM = 1.00, shown as "100%". */
  readonly multiplierPercent: number;
  readonly payouts: ReadonlyArray<{
    readonly accountId: string;
    readonly profit: Cents;
    readonly payout: Cents;
  }>;
  readonly paid: Cents;
  /** P minus what the floors paid out (rounding), never negative. */
  readonly unpaid: Cents;
}

/**
 * `budget` is the payout budget actually booked for the week (the sum of each purchase's 70%,
 * whose rounding cents differ from 70% of the sum); by default 70% of `revenue`. A budget at or
 * below zero (refunds beyond the week's sales) pays nothing.
 */
export function weeklyPayout(
  revenue: Cents,
  profits: readonly WeeklyProfit[],
  budget: Cents = splitRevenue(revenue).payoutBudget,
): WeeklyPayout {
  const winners = profits.filter((p) => p.profit > 0);
  const w = winners.reduce((s, p) => s + p.profit, 0);
  const pool = Math.max(0, Math.min(budget, w));
  const pm = w > 0 ? Math.floor((pool * 100) / w) : 0;
  const payouts = winners.map((p) => ({
    accountId: p.accountId,
    profit: p.profit,
    payout: Math.floor((p.profit * pm) / 100),
  }));
  const paid = payouts.reduce((s, p) => s + p.payout, 0);
  return {
    revenue,
    payoutBudget: budget,
    winnersProfit: w,
    payoutPool: pool,
    emergency: budget - pool,
    multiplierPercent: pm,
    payouts,
    paid,
    unpaid: pool - paid,
  };
}

export interface JackpotCandidate {
  readonly accountId: string;
  readonly phase: PhaseId;
  readonly dollarGain: Cents;
  /** Gain over the week as a fraction of the balance at the week's start (0.05 = 5%). */
  readonly percentGain: number;
  readonly closedTrades: number;
  /** When the account reached its week's figure (its last closed trade of the week). */
  readonly reachedAt?: number;
}

export interface Jackpots {
  readonly highestDollar: { readonly accountId: string; readonly amount: Cents } | null;
  readonly highestPercent: { readonly accountId: string; readonly amount: Cents } | null;
  readonly cumulative: Cents;
}

/**
 * Ties go to whoever reached the figure first (`reachedAt`), then to the lowest account id, so
 * the result never depends on input order. `jackpot` is the jackpot pool actually booked for
 * the week (by default 5% of `revenue`); what a missing winner leaves goes to the cumulative
 * jackpot with the 1%.
 */
export function weeklyJackpots(
  revenue: Cents,
  candidates: readonly JackpotCandidate[],
  jackpot: Cents = splitRevenue(revenue).jackpot,
): Jackpots {
  const two = Math.max(0, Math.min(Math.floor((revenue * 2) / 100), Math.floor(jackpot / 2)));
  const one = jackpot - 2 * two;
  const best = (
    list: JackpotCandidate[],
    key: (c: JackpotCandidate) => number,
  ): JackpotCandidate | null =>
    list.reduce<JackpotCandidate | null>((b, c) => {
      if (key(c) <= 0) return b;
      if (b === null || key(c) > key(b)) return c;
      if (key(c) < key(b)) return b;
      const [rc, rb] = [c.reachedAt ?? Infinity, b.reachedAt ?? Infinity];
      if (rc !== rb) return rc < rb ? c : b;
      if (c.accountId < b.accountId) return c;
      return b;
    }, null);
  const dollar = best(
    candidates.filter((c) => c.phase === "funded"),
    (c) => c.dollarGain,
  );
  const percent = best(
    candidates.filter((c) => c.closedTrades >= 1),
    (c) => c.percentGain,
  );
  return {
    highestDollar: dollar ? { accountId: dollar.accountId, amount: two } : null,
    highestPercent: percent ? { accountId: percent.accountId, amount: two } : null,
    cumulative: one,
  };
}
