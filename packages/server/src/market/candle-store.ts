import {
  aggregateCandles,
  CandleBuilder,
  TIMEFRAMES,
  type Candle,
  type Timeframe,
} from "@proparena/domain/market/candles";
import type { Quote } from "@proparena/domain/market/quotes";

interface LiveBucket {
  builder: CandleBuilder;
  /** The history candle of the live bucket, continued by live ticks. */
  base: Candle | null;
  time: number | null;
}

/** Most candles kept per symbol and timeframe (1m: about a week). */
export const MAX_CANDLES = 10_000;

/**
 * Candles of every symbol and timeframe in memory: history first, then the live market one
 * tick at a time. Closed 1-minute candles are handed to `onClosedMinute` for persistence.
 */
export class CandleStore {
  private readonly series = new Map<string, Record<Timeframe, Candle[]>>();
  private readonly lives = new Map<string, Record<Timeframe, LiveBucket>>();

  constructor(
    private readonly onClosedMinute: (symbol: string, candle: Candle) => void = () => {},
  ) {}

  private seriesOf(symbol: string): Record<Timeframe, Candle[]> {
    let s = this.series.get(symbol);
    if (!s) {
      s = Object.fromEntries(TIMEFRAMES.map((tf) => [tf, []])) as unknown as Record<
        Timeframe,
        Candle[]
      >;
      this.series.set(symbol, s);
      this.lives.set(
        symbol,
        Object.fromEntries(
          TIMEFRAMES.map((tf) => [tf, { builder: new CandleBuilder(tf), base: null, time: null }]),
        ) as unknown as Record<Timeframe, LiveBucket>,
      );
    }
    return s;
  }

  /** Loads history (all timeframes), oldest first. */
  load(symbol: string, history: Partial<Record<Timeframe, readonly Candle[]>>): void {
    const s = this.seriesOf(symbol);
    for (const tf of TIMEFRAMES) {
      const incoming = history[tf];
      if (!incoming?.length) continue;
      const last = s[tf].at(-1)?.time ?? -Infinity;
      // Only the newest MAX_CANDLES can stay; a loop, not push(...all), which overflows the
      // stack past ~120k candles (a long replay file).
      const fresh = incoming.filter((c) => c.time > last);
      for (const candle of fresh.slice(-MAX_CANDLES)) s[tf].push(candle);
      if (s[tf].length > MAX_CANDLES) s[tf].splice(0, s[tf].length - MAX_CANDLES);
    }
  }

  /** Appends persisted 1-minute candles and rebuilds the coarser timeframes from them. */
  loadMinutes(symbol: string, minutes: readonly Candle[]): void {
    if (minutes.length === 0) return;
    const history: Partial<Record<Timeframe, Candle[]>> = { "1m": [...minutes] };
    for (const tf of TIMEFRAMES) if (tf !== "1m") history[tf] = aggregateCandles(minutes, tf);
    const s = this.seriesOf(symbol);
    // A coarse bucket that straddles history and live data is replaced by a merged one.
    for (const tf of TIMEFRAMES) {
      const first = history[tf]?.[0];
      const last = s[tf].at(-1);
      if (first && last && last.time === first.time) {
        history[tf]![0] = {
          time: first.time,
          open: last.open,
          high: Math.max(last.high, first.high),
          low: Math.min(last.low, first.low),
          close: first.close,
          ticks: last.ticks + first.ticks,
        };
        s[tf].pop();
      }
    }
    this.load(symbol, history);
  }

  ingest(quote: Quote): void {
    const s = this.seriesOf(quote.symbol);
    const lives = this.lives.get(quote.symbol)!;
    for (const tf of TIMEFRAMES) {
      const series = s[tf];
      const live = lives[tf];
      const { closed, current } = live.builder.add(quote);
      if (closed) {
        const final = merge(live.base, closed);
        if (series.at(-1)?.time === final.time) series[series.length - 1] = final;
        if (tf === "1m") this.onClosedMinute(quote.symbol, final);
        live.base = null;
      }
      if (live.time !== current.time) {
        // First tick of a bucket: a history candle of the same bucket becomes its base.
        live.time = current.time;
        if (series.at(-1)?.time === current.time) live.base = series.pop()!;
      }
      const shown = merge(live.base, current);
      if (series.at(-1)?.time === shown.time) series[series.length - 1] = shown;
      else {
        series.push(shown);
        if (series.length > MAX_CANDLES) series.shift();
      }
    }
  }

  candles(symbol: string, timeframe: Timeframe, from?: number, to?: number, limit = 500): Candle[] {
    const series = this.series.get(symbol)?.[timeframe] ?? [];
    let end = series.length;
    if (to !== undefined) while (end > 0 && series[end - 1]!.time > to) end--;
    let start = Math.max(0, end - limit);
    if (from !== undefined) while (start < end && series[start]!.time < from) start++;
    return series.slice(start, end);
  }

  last(symbol: string, timeframe: Timeframe): Candle | undefined {
    return this.series.get(symbol)?.[timeframe].at(-1);
  }
}

/** A bucket's candle from history (base) continued by live ticks. */
function merge(base: Candle | null, live: Candle): Candle {
  if (!base || base.time !== live.time) return live;
  return {
    time: live.time,
    open: base.open,
    high: Math.max(base.high, live.high),
    low: Math.min(base.low, live.low),
    close: live.close,
    ticks: base.ticks + live.ticks,
  };
}
