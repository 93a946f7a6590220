import type { Cents } from "../core/money";

/**
 * A public book's figures (the openbook, issue 31), from what is stored: its starting and
 * closed balance, the profit weekly settlements took off it, its equity curve and its closed
 * trades. Percentages are rounded to 2 decimals.
 */

/** The fewest percent of drawdown the score divides by: no drawdown is not infinite skill. */
export const SCORE_DRAWDOWN_FLOOR_PERCENT = 2;
/** Trades at which the score counts half: a handful of lucky trades does not top the list. */
export const SCORE_TRADES_HALF_WEIGHT = 10;

export const SCORE_EXPLAINED =
  `Return divided by the maximum drawdown (at least ${SCORE_DRAWDOWN_FLOOR_PERCENT}%), ` +
  `weighted by trades / (trades + ${SCORE_TRADES_HALF_WEIGHT}) so a few lucky trades do not top the list.`;

const round2 = (x: number) => Math.round(x * 100) / 100 || 0;

/**
 * What the trading made, in percent of the starting balance: the closed balance now plus the
 * profit settlements took off it (a funded account's balance goes back to its start when a week
 * pays out), less the start.
 */
export function returnPercent(startingBalance: Cents, balance: Cents, profitTaken: Cents): number {
  if (startingBalance <= 0) return 0;
  return round2(((balance + profitTaken - startingBalance) / startingBalance) * 100);
}

/**
 * The deepest fall of equity from its running peak, in percent of that peak; the points in time
 * order. 0 for a curve that never fell (or has no point).
 */
export function maxDrawdownPercent(points: readonly { readonly equity: Cents }[]): number {
  let peak = -Infinity;
  let deepest = 0;
  for (const { equity } of points) {
    if (equity > peak) peak = equity;
    if (peak > 0 && (peak - equity) / peak > deepest) deepest = (peak - equity) / peak;
  }
  return drawdownPercent(deepest);
}

/**
 * A drawdown's fraction of its peak ((peak - equity) / peak) in percent, 2 decimals: what
 * `maxDrawdownPercent` answers, for a fraction computed elsewhere (the list's query).
 */
export const drawdownPercent = (fraction: number) => round2(fraction * 100);

/**
 * The curve as if nothing had been paid out: each point's equity (and balance) plus the profit
 * taken off by the settlements at or before its time, so a payout is no drawdown.
 */
export function withProfitAddedBack<P extends { time: number; balance: Cents; equity: Cents }>(
  points: readonly P[],
  taken: readonly { readonly time: number; readonly amount: Cents }[],
): P[] {
  const sorted = [...taken].sort((a, b) => a.time - b.time);
  let i = 0;
  let added = 0;
  return [...points]
    .sort((a, b) => a.time - b.time)
    .map((p) => {
      while (i < sorted.length && sorted[i]!.time <= p.time) added += sorted[i++]!.amount;
      return added === 0 ? p : { ...p, balance: p.balance + added, equity: p.equity + added };
    });
}

/** Winning closed trades in percent of closed trades; null before the first. */
export function winRatePercent(trades: number, wins: number): number | null {
  return trades > 0 ? round2((wins / trades) * 100) : null;
}

/**
 * The risk-adjusted score the list sorts by (SCORE_EXPLAINED): return over the maximum drawdown
 * (at least the floor), times trades / (trades + half weight).
 */
export function riskAdjustedScore(
  returnPct: number,
  maxDrawdownPct: number,
  trades: number,
): number {
  const weight = trades / (trades + SCORE_TRADES_HALF_WEIGHT);
  return round2((returnPct / Math.max(maxDrawdownPct, SCORE_DRAWDOWN_FLOOR_PERCENT)) * weight);
}

export interface BookFigureInput {
  readonly startingBalance: Cents;
  readonly balance: Cents;
  readonly profitTaken: Cents;
  /** From the curve with the profit added back (`maxDrawdownPercent`). */
  readonly maxDrawdownPercent: number;
  readonly trades: number;
  readonly wins: number;
}

export interface BookFigures {
  readonly returnPercent: number;
  readonly maxDrawdownPercent: number;
  readonly score: number;
  readonly winRatePercent: number | null;
}

export function bookFigures(input: BookFigureInput): BookFigures {
  const ret = returnPercent(input.startingBalance, input.balance, input.profitTaken);
  return {
    returnPercent: ret,
    maxDrawdownPercent: input.maxDrawdownPercent,
    score: riskAdjustedScore(ret, input.maxDrawdownPercent, input.trades),
    winRatePercent: winRatePercent(input.trades, input.wins),
  };
}
