import type { DrawingPoint } from "@proparena/contracts/arena-tools";

/** The index of the first of the ascending `times` at or after `time`. */
function firstAtOrAfter(times: readonly number[], time: number): number {
  let lo = 0;
  let hi = times.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (times[mid]! < time) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * A trend line on a chart whose time axis holds only its candles' times: the segment between
 * the candles inside the line's two times, its prices on the line through the two points. So
 * the line drawn on one timeframe stays the same line on another (shorter by less than a
 * candle at each end), and adds no time the candles do not have. Empty when no two candles fall
 * inside it.
 */
export function trendSegment(
  points: readonly DrawingPoint[],
  candleTimes: readonly number[],
): { time: number; value: number }[] {
  if (points.length !== 2) return [];
  const [a, b] = [...points].sort((p, q) => p.time - q.time) as [DrawingPoint, DrawingPoint];
  if (a.time === b.time) return [];
  const from = firstAtOrAfter(candleTimes, a.time);
  const to = firstAtOrAfter(candleTimes, b.time + 1) - 1;
  if (from >= to) return [];
  const slope = (b.price - a.price) / (b.time - a.time);
  const at = (time: number) => ({ time, value: a.price + slope * (time - a.time) });
  return [at(candleTimes[from]!), at(candleTimes[to]!)];
}
