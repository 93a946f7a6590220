import type { Cents } from "../core/money";
import type { EquityPoint } from "./statistics";
import type { Trade } from "../engine/trades";

/**
 * An account's balance and equity over its life, from what is stored: its start, each trade's
 * close when no other position was open (equity = balance then), the intraday samples and the
 * daily resets (both store equity), and the figures now. A close while another position was
 * open is left out: its equity was not recorded, and the samples around it carry the curve.
 */
export interface CurveInput {
  readonly startingBalance: Cents;
  readonly createdAt: number;
  readonly trades: readonly Trade[];
  /** Open times of the positions still open. */
  readonly openSince: readonly number[];
  readonly samples: readonly EquityPoint[];
  readonly now: EquityPoint | null;
}

/** How many of `sorted` are below `x` (or at most `x` when `inclusive`). */
const countBelow = (sorted: readonly number[], x: number, inclusive: boolean) => {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]! < x || (inclusive && sorted[mid] === x)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
};

export function accountCurve(input: CurveInput): EquityPoint[] {
  const trades = [...input.trades].sort((a, b) => a.closeTime - b.closeTime);
  // A position opened in the same millisecond as a close comes after it; one opened and closed
  // in the same millisecond was never open.
  const held = trades.filter((t) => t.openTime < t.closeTime);
  const opens = [...held.map((t) => t.openTime), ...input.openSince].sort((a, b) => a - b);
  const closes = held.map((t) => t.closeTime).sort((a, b) => a - b);
  const points: EquityPoint[] = [
    { time: input.createdAt, balance: input.startingBalance, equity: input.startingBalance },
  ];
  let balance = input.startingBalance;
  for (const t of trades) {
    balance += t.pnl;
    // Positions opened by the close minus those closed by it: none left means equity = balance.
    const stillOpen = countBelow(opens, t.closeTime, false) - countBelow(closes, t.closeTime, true);
    if (stillOpen === 0) points.push({ time: t.closeTime, balance, equity: balance });
  }
  points.push(...input.samples);
  if (input.now) points.push(input.now);
  return points.sort((a, b) => a.time - b.time);
}

/**
 * At most `max` points, spread evenly over the curve: the first and last kept, and in each
 * bucket between them the lowest and highest equity, so drawdowns survive the thinning.
 */
export function thinCurve(points: readonly EquityPoint[], max: number): EquityPoint[] {
  if (points.length <= max) return [...points];
  const first = points[0]!;
  const last = points[points.length - 1]!;
  const inner = points.slice(1, -1);
  const buckets = Math.max(1, Math.floor((max - 2) / 2));
  const size = inner.length / buckets;
  const out: EquityPoint[] = [first];
  for (let b = 0; b < buckets; b++) {
    const slice = inner.slice(Math.floor(b * size), Math.floor((b + 1) * size));
    if (slice.length === 0) continue;
    let low = slice[0]!;
    let high = slice[0]!;
    for (const p of slice) {
      if (p.equity < low.equity) low = p;
      if (p.equity > high.equity) high = p;
    }
    if (low === high) out.push(low);
    else out.push(...(low.time <= high.time ? [low, high] : [high, low]));
  }
  out.push(last);
  return out;
}
