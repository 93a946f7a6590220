import type { Quote } from "./quotes";

/**
 * Candles (OHLC of the bid) aggregated from ticks. Buckets are aligned on UTC: a 4h candle
 * starts at 00:00, 04:00, ... UTC and a 1D candle at 00:00 UTC. `ticks` counts the quotes.
 */
export type Timeframe = "1m" | "5m" | "15m" | "1h" | "4h" | "1D";

export const TIMEFRAMES: readonly Timeframe[] = ["1m", "5m", "15m", "1h", "4h", "1D"];

export const TIMEFRAME_MS: Readonly<Record<Timeframe, number>> = {
  "1m": 60_000,
  "5m": 300_000,
  "15m": 900_000,
  "1h": 3_600_000,
  "4h": 14_400_000,
  "1D": 86_400_000,
};

export interface Candle {
  /** Start of the bucket, ms since the epoch. */
  readonly time: number;
  readonly open: number;
  readonly high: number;
  readonly low: number;
  readonly close: number;
  readonly ticks: number;
}

/** A candle still being built: its high, low, close and ticks change as prices come. */
type OpenCandle = { -readonly [K in keyof Candle]: Candle[K] };

export function isTimeframe(value: unknown): value is Timeframe {
  return typeof value === "string" && (TIMEFRAMES as readonly string[]).includes(value);
}

export function bucketStart(time: number, timeframe: Timeframe): number {
  const ms = TIMEFRAME_MS[timeframe];
  return Math.floor(time / ms) * ms;
}

/** Builds candles one tick at a time (for a live chart). */
export class CandleBuilder {
  private current: OpenCandle | null = null;

  constructor(readonly timeframe: Timeframe) {}

  /** Adds a price; returns the candle that just closed (if the bucket changed) and the live one. */
  addPrice(time: number, price: number, count = 1): { closed: Candle | null; current: Candle } {
    const start = bucketStart(time, this.timeframe);
    let closed: Candle | null = null;
    const c = this.current;
    if (c && c.time === start) {
      if (price > c.high) c.high = price;
      if (price < c.low) c.low = price;
      c.close = price;
      c.ticks += count;
      return { closed, current: { ...c } };
    }
    if (c) closed = { ...c };
    this.current = {
      time: start,
      open: price,
      high: price,
      low: price,
      close: price,
      ticks: count,
    };
    return { closed, current: { ...this.current } };
  }

  add(quote: Quote): { closed: Candle | null; current: Candle } {
    return this.addPrice(quote.time, quote.bid);
  }

  /** The candle in progress, if any. */
  peek(): Candle | null {
    return this.current ? { ...this.current } : null;
  }
}

/** Candles of the bid from ticks in time order. */
export function candlesFromQuotes(quotes: readonly Quote[], timeframe: Timeframe): Candle[] {
  const out: Candle[] = [];
  const builder = new CandleBuilder(timeframe);
  for (const q of quotes) {
    const { closed } = builder.add(q);
    if (closed) out.push(closed);
  }
  const last = builder.peek();
  if (last) out.push(last);
  return out;
}

/** Re-buckets finer candles (in time order) into a coarser timeframe. */
export function aggregateCandles(candles: readonly Candle[], timeframe: Timeframe): Candle[] {
  const out: Candle[] = [];
  let cur: OpenCandle | null = null;
  for (const c of candles) {
    const start = bucketStart(c.time, timeframe);
    if (cur && cur.time === start) {
      if (c.high > cur.high) cur.high = c.high;
      if (c.low < cur.low) cur.low = c.low;
      cur.close = c.close;
      cur.ticks += c.ticks;
    } else {
      if (cur) out.push(cur);
      cur = { time: start, open: c.open, high: c.high, low: c.low, close: c.close, ticks: c.ticks };
    }
  }
  if (cur) out.push(cur);
  return out;
}
