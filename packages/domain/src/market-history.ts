import { aggregateCandles, CandleBuilder, type Candle, type Timeframe } from "./candles";
import { SimulatedMarket } from "./simulated-market";

/**
 * Back history for charts: runs the same simulated market at a reduced tick rate (6 ticks per
 * minute at full activity by default) and keeps 1-minute candles, then aggregates. Three weeks
 * of one symbol take a few tens of milliseconds. `lastMid` lets a live market continue from
 * where the history ends.
 */
export interface HistoryOptions {
  readonly seed: number | string;
  readonly symbol: string;
  readonly from: number;
  readonly to: number;
  readonly ticksPerMinute?: number;
  readonly startMid?: number;
}

export interface History {
  readonly symbol: string;
  readonly candles: Readonly<Record<Timeframe, Candle[]>>;
  readonly lastMid: number | null;
  readonly ticks: number;
}

export function generateHistory(options: HistoryOptions): History {
  const market = SimulatedMarket.create({
    seed: `${String(options.seed)}:history`,
    startTime: options.from,
    symbols: [options.symbol],
    ticksPerMinute: options.ticksPerMinute ?? 6,
    ...(options.startMid !== undefined
      ? { startMids: { [options.symbol]: options.startMid } }
      : {}),
  });
  const builder = new CandleBuilder("1m");
  const minute: Candle[] = [];
  let lastMid: number | null = null;
  const ticks = market.forEachUntil(options.to, (q) => {
    const { closed } = builder.add(q);
    if (closed) minute.push(closed);
    lastMid = (q.bid + q.ask) / 2;
  });
  const live = builder.peek();
  if (live) minute.push(live);
  return {
    symbol: options.symbol,
    ticks,
    lastMid,
    candles: {
      "1m": minute,
      "5m": aggregateCandles(minute, "5m"),
      "15m": aggregateCandles(minute, "15m"),
      "1h": aggregateCandles(minute, "1h"),
      "4h": aggregateCandles(minute, "4h"),
      "1D": aggregateCandles(minute, "1D"),
    },
  };
}
