import type { RecordCandle, RecordEvent } from "./record-chart-renderers";

// Plain functions, free of the chart library: tests use them without loading it.

export interface CandleBar {
  /** Whole seconds since the epoch (the chart's UTCTimestamp). */
  time: number;
  open: number;
  high: number;
  low: number;
  close: number;
}

export interface EventMark {
  /** The start of the candle the event falls in, so the chart can place it. */
  time: number;
  label: string;
  price: number | null;
  /** The event's own marker colour, if it has one. */
  color?: string;
}

const seconds = (iso: string) => Math.floor(Date.parse(iso) / 1000);

/** The candles oldest first, one per second at most (the chart needs strictly ascending times). */
export function toCandleBars(candles: readonly RecordCandle[]): CandleBar[] {
  const bySecond = new Map<number, CandleBar>();
  for (const candle of candles) {
    const time = seconds(candle.time);
    if (Number.isNaN(time)) continue;
    bySecond.set(time, {
      time,
      open: candle.open,
      high: candle.high,
      low: candle.low,
      close: candle.close,
    });
  }
  return [...bySecond.values()].sort((a, b) => a.time - b.time);
}

/**
 * Each event on the candle it falls in (the last that opened at or before it; the first for
 * an event before them all), oldest first. No candles: no marks.
 */
export function toEventMarks(
  events: readonly RecordEvent[],
  bars: readonly CandleBar[],
): EventMark[] {
  if (bars.length === 0) return [];
  const marks = events
    .map((event) => {
      const at = seconds(event.time);
      if (Number.isNaN(at)) return null;
      let time = bars[0]!.time;
      for (const bar of bars) {
        if (bar.time > at) break;
        time = bar.time;
      }
      return event.color === undefined
        ? { time, label: event.label, price: event.price }
        : { time, label: event.label, price: event.price, color: event.color };
    })
    .filter((mark): mark is EventMark => mark !== null);
  return marks.sort((a, b) => a.time - b.time);
}

/** The decimals the prices are quoted with (at most 5), for the price scale. */
export function pricePrecision(candles: readonly RecordCandle[]): number {
  let precision = 2;
  for (const candle of candles) {
    for (const value of [candle.open, candle.high, candle.low, candle.close]) {
      const text = String(Number(value.toFixed(5)));
      const dot = text.indexOf(".");
      if (dot >= 0) precision = Math.max(precision, text.length - dot - 1);
    }
  }
  return Math.min(precision, 5);
}
