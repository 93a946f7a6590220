import { settlementLines, type LedgerLine } from "./ledger";
import type { Cents } from "../core/money";
import { weeklyJackpots, weeklyPayout, type Jackpots, type WeeklyPayout } from "./payouts";
import type { PhaseId } from "../rules/phases";
import {
  scalingAfterWeek,
  type ScalingOutcome,
  type ScalingPlan,
  type ScalingProgress,
} from "../rules/scaling";

/** An account's week, as the settlement needs it. */
export interface WeekAccount {
  readonly accountId: string;
  readonly userId: string;
  readonly planId: string;
  readonly phase: PhaseId;
  readonly status: "active" | "passed" | "failed" | "closed";
  readonly startingBalance: Cents;
  /** Closed balance when the week started. */
  readonly weekStartBalance: Cents;
  /** Closed balance when the week ended. */
  readonly weekEndBalance: Cents;
  /** Trades closed during the week. */
  readonly closedTrades: number;
  /** When its last trade of the week closed (ties of the jackpots go to the earliest). */
  readonly reachedAt: number | null;
  /** The scaling plan of its rule set (funded accounts), or none. */
  readonly scaling?: ScalingPlan | null;
  /** Where it stood in that plan before this week (null: nothing settled into it yet). */
  readonly scalingProgress?: ScalingProgress | null;
}

/** A funded account's week through its scaling plan (scaling.ts). */
export interface WeekScaling {
  readonly accountId: string;
  readonly progress: ScalingProgress;
  /** The month this week closed, if it was the month's last week. */
  readonly closedMonth: ScalingOutcome["closedMonth"];
  readonly fromSize: Cents;
  /** Larger than fromSize when the week earned a step: the balance and floors move up as much. */
  readonly toSize: Cents;
}

export type CreditKind = "payout" | "jackpotDollar" | "jackpotPercent";

export interface WeekCredit {
  readonly accountId: string;
  readonly userId: string;
  readonly kind: CreditKind;
  /** The week's profit (payout, dollar jackpot) in cents, or percent gain x 10,000 (basis points). */
  readonly figure: number;
  readonly amount: Cents;
}

export interface WeekSettlement {
  readonly payout: WeeklyPayout;
  readonly jackpots: Jackpots;
  readonly credits: readonly WeekCredit[];
  /** Funded accounts whose profit was paid out: their balance returns to the starting balance. */
  readonly resets: readonly string[];
  /** The ledger transaction (sums to zero). */
  readonly lines: readonly LedgerLine[];
  /** Every funded account under a scaling plan, with its progress after this week. */
  readonly scaling: readonly WeekScaling[];
}

/**
 * Settles a week (DESIGN §6): funded accounts' positive weekly profits share the payout pool
 * by the payout multiplier, the jackpots go to the best funded dollar gain and the best percent
 * gain (any phase, at least one closed trade), and the booked budget and jackpot pool are spent
 * to the cent. The free Beta accounts take no real money; failed and closed accounts take none.
 * Only winners' balances are reset: a loss stays on the account. Funded accounts whose rule
 * set has a scaling plan move through it with the week's profit (scaling.ts): the week that
 * completes the plan's run of profitable months grows the account's size.
 */
export function settleWeek(input: {
  /** The settled week's Monday: "2027-04-26". */
  weekKey: string;
  revenue: Cents;
  budget: Cents;
  jackpot: Cents;
  accounts: readonly WeekAccount[];
}): WeekSettlement {
  const eligible = input.accounts.filter(
    (a) => a.planId !== "BETA" && (a.status === "active" || a.status === "passed"),
  );
  const funded = eligible.filter((a) => a.phase === "funded" && a.status === "active");
  const profitOf = (a: WeekAccount) => a.weekEndBalance - a.weekStartBalance;
  const payout = weeklyPayout(
    input.revenue,
    funded.map((a) => ({ accountId: a.accountId, profit: profitOf(a) })),
    input.budget,
  );
  const jackpots = weeklyJackpots(
    input.revenue,
    eligible.map((a) => ({
      accountId: a.accountId,
      phase: a.phase,
      dollarGain: profitOf(a),
      percentGain: a.weekStartBalance > 0 ? profitOf(a) / a.weekStartBalance : 0,
      closedTrades: a.closedTrades,
      ...(a.reachedAt !== null ? { reachedAt: a.reachedAt } : {}),
    })),
    input.jackpot,
  );
  const byId = new Map(input.accounts.map((a) => [a.accountId, a]));
  const credits: WeekCredit[] = payout.payouts
    .filter((p) => p.payout > 0)
    .map((p) => ({
      accountId: p.accountId,
      userId: byId.get(p.accountId)!.userId,
      kind: "payout" as const,
      figure: p.profit,
      amount: p.payout,
    }));
  for (const [kind, win] of [
    ["jackpotDollar", jackpots.highestDollar],
    ["jackpotPercent", jackpots.highestPercent],
  ] as const) {
    if (!win || win.amount <= 0) continue;
    const a = byId.get(win.accountId)!;
    const figure =
      kind === "jackpotDollar"
        ? profitOf(a)
        : Math.round((profitOf(a) / a.weekStartBalance) * 10_000);
    credits.push({ accountId: a.accountId, userId: a.userId, kind, figure, amount: win.amount });
  }
  const lines = settlementLines({
    budget: input.budget,
    jackpot: input.jackpot,
    payouts: credits.filter((c) => c.kind === "payout"),
    jackpotWins: credits.filter((c) => c.kind !== "payout"),
  });
  const scaling: WeekScaling[] = funded
    .filter((a) => a.scaling)
    .map((a) => {
      const outcome = scalingAfterWeek(a.scaling!, {
        weekKey: input.weekKey,
        profit: profitOf(a),
        size: a.startingBalance,
        progress: a.scalingProgress ?? null,
      });
      return {
        accountId: a.accountId,
        progress: outcome.progress,
        closedMonth: outcome.closedMonth,
        fromSize: a.startingBalance,
        toSize: outcome.size,
      };
    });
  return {
    payout,
    jackpots,
    credits,
    resets: payout.payouts.filter((p) => p.profit > 0).map((p) => p.accountId),
    lines,
    scaling,
  };
}
