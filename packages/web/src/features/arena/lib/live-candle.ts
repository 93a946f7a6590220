import type { Candle, Quote, Timeframe } from "@proparena/contracts/trading";

/** Bucket lengths in seconds; buckets are aligned on UTC like the server's (4h at 00, 04, … UTC). */
export const TIMEFRAME_SECONDS: Readonly<Record<Timeframe, number>> = {
  "1m": 60,
  "5m": 300,
  "15m": 900,
  "1h": 3_600,
  "4h": 14_400,
  "1D": 86_400,
};

export function bucketStartSeconds(timeMs: number, timeframe: Timeframe): number {
  const size = TIMEFRAME_SECONDS[timeframe];
  return Math.floor(timeMs / 1000 / size) * size;
}

/** The view the chart was showing when it last saw a quote. */
export interface QuoteSighting {
  symbol: string;
  timeframe: Timeframe;
  quote: Quote | undefined;
}

/**
 * Whether the quote is a tick the live candle has not counted yet. The quote already showing when
 * a view (symbol and timeframe) loads is part of that view's history; after that each new quote
 * of the same view is one tick. Seeing the same quote again (a re-render, a switch of view,
 * React's strict-mode re-run) counts nothing.
 */
export function isNewTick(previous: QuoteSighting | null, current: QuoteSighting): boolean {
  return (
    previous !== null &&
    previous.symbol === current.symbol &&
    previous.timeframe === current.timeframe &&
    previous.quote !== current.quote
  );
}

/**
 * Folds a live quote into the last candle. Candles are OHLC of the BID (as the server builds
 * them), so the live candle follows the bid too, and `volume` counts ticks: a new tick adds one.
 * With `newTick` false the quote is one the candle already counts (its price still folds in).
 * A quote that opens the next bucket is that candle's first tick. Returns the candle to draw, or
 * null when the quote is older than the last candle (late or out of order).
 */
export function applyQuoteToCandle(
  last: Candle | null,
  quote: Quote,
  timeframe: Timeframe,
  newTick = true,
): Candle | null {
  const time = bucketStartSeconds(quote.time, timeframe);
  const price = quote.bid;
  if (last && time < last.time) return null;
  if (last && time === last.time) {
    return {
      time,
      open: last.open,
      high: Math.max(last.high, price),
      low: Math.min(last.low, price),
      close: price,
      volume: last.volume + (newTick ? 1 : 0),
    };
  }
  return { time, open: price, high: price, low: price, close: price, volume: 1 };
}
