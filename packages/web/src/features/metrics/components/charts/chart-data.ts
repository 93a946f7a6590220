import type { UTCTimestamp } from "lightweight-charts";
import type { EquityPoint } from "./chart-renderers";

export interface LinePoint {
  time: UTCTimestamp;
  value: number;
}

/**
 * One line of the equity chart in dollars, by whole second, oldest first: the chart needs
 * strictly ascending times, so of several points in one second the last one stays.
 */
export function toLine(
  points: readonly EquityPoint[],
  cents: (point: EquityPoint) => number,
): LinePoint[] {
  const bySecond = new Map<number, number>();
  const ordered = [...points].sort((a, b) => Date.parse(a.time) - Date.parse(b.time));
  for (const point of ordered) {
    bySecond.set(Math.floor(Date.parse(point.time) / 1000), cents(point) / 100);
  }
  return [...bySecond].map(([time, value]) => ({ time: time as UTCTimestamp, value }));
}
