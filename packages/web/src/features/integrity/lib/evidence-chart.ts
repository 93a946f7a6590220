import type { Timeframe } from "@proparena/contracts/trading";
import type { IntegrityTrade } from "@proparena/contracts/integrity";

/** What the back office's candle chart draws (the shape of the record chart's props). */
export interface EvidenceChartProps {
  symbol: string;
  candles: readonly { time: string; open: number; high: number; low: number; close: number }[];
  events: readonly { label: string; time: string; price: number | null; color?: string }[];
}

/** Own trades in the brand's teal, the other accounts' in amber (the evidence table's colours). */
export const OWN_COLOR = "#2dd4bf";
export const OTHER_COLOR = "#fbbf24";

const MINUTE = 60_000;
const MAX_CANDLES = 2000;
const TIMEFRAME_MS: readonly [Timeframe, number][] = [
  ["1m", MINUTE],
  ["5m", 5 * MINUTE],
  ["15m", 15 * MINUTE],
  ["1h", 60 * MINUTE],
  ["4h", 240 * MINUTE],
  ["1D", 1_440 * MINUTE],
];

/** The symbols of the evidence's trades, in order of first appearance. */
export function evidenceSymbols(trades: readonly IntegrityTrade[]): string[] {
  return [...new Set(trades.map((trade) => trade.symbol))];
}

/**
 * The candles to ask for around a symbol's trades: from 30 minutes before the first open to 30
 * after the last close (ms since the epoch), in the finest timeframe that fits in one answer.
 */
export function candleWindow(trades: readonly IntegrityTrade[]): {
  from: number;
  to: number;
  tf: Timeframe;
} {
  const opens = trades.map((trade) => Date.parse(trade.openTime));
  const closes = trades.map((trade) => Date.parse(trade.closeTime));
  const from = Math.min(...opens) - 30 * MINUTE;
  const to = Math.max(...closes) + 30 * MINUTE;
  const tf =
    TIMEFRAME_MS.find(([, ms]) => (to - from) / ms <= MAX_CANDLES)?.[0] ?? ("1D" as Timeframe);
  return { from, to, tf };
}

/** A marker at the open and at the close of each trade, own and other in two colours. */
export function tradeMarks(trades: readonly IntegrityTrade[]): EvidenceChartProps["events"] {
  return trades.flatMap((trade) => {
    const whose = trade.own ? "Own" : "Other";
    const color = trade.own ? OWN_COLOR : OTHER_COLOR;
    return [
      {
        label: `${whose} ${trade.side} open`,
        time: trade.openTime,
        price: trade.openPrice,
        color,
      },
      {
        label: `${whose} ${trade.side} close`,
        time: trade.closeTime,
        price: trade.closePrice,
        color,
      },
    ];
  });
}

/** The API's candles (`time` in seconds) as the chart takes them (ISO times). */
export function chartCandles(
  candles: readonly { time: number; open: number; high: number; low: number; close: number }[],
): EvidenceChartProps["candles"] {
  return candles.map(({ time, open, high, low, close }) => ({
    time: new Date(time * 1000).toISOString(),
    open,
    high,
    low,
    close,
  }));
}
