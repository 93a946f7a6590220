import type { UTCTimestamp } from "lightweight-charts";

/** One sample of an account's curve (the metrics' and the openbook's equity points). */
export interface EquityPoint {
  time: string;
  balanceCents: number;
  equityCents: number;
}

/** A horizontal line across the equity chart: a loss floor or the profit target. */
export interface ChartLevel {
  id: "dailyLoss" | "maxLoss" | "target";
  title: string;
  cents: number;
}

export interface EquityChartProps {
  points: readonly EquityPoint[];
  levels: readonly ChartLevel[];
}

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
