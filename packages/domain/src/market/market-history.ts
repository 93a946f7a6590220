import { bucketStart, TIMEFRAME_MS, TIMEFRAMES, type Candle, type Timeframe } from "./candles";
import { getInstrument, roundToTick, type Instrument } from "./instruments";
import { activityAt } from "./market-activity";
import { MarketModel, MINUTE, type MarketModelState } from "./market-model";
import { Random } from "../core/random";
import { spreadTicksAt } from "./simulated-market";

/**
 * Back history for charts, generated a minute at a time straight from the price model (no
 * ticks): each open minute's candle has the model's open and close, a high and a low drawn
 * from the Brownian bridge between them, and a tick count drawn around the session's tick
 * rate; candles are of the bid, as live ones are. The model's state at the end (`model`) and
 * `lastMid` let the live market carry on from there without a seam. The model's stream is
 * "<seed>:history:<symbol>:model", the one a SimulatedMarket seeded "<seed>:history" gives the
 * symbol, so history and that market's ticks follow the same minute path.
 */
export interface HistoryOptions {
  readonly seed: number | string;
  readonly symbol: string;
  readonly from: number;
  readonly to: number;
  /** Ticks per minute at full activity, for the candles' tick counts (default: the instrument's). */
  readonly ticksPerMinute?: number;
  readonly startMid?: number;
  /**
   * Where the last candle's close should land (a bid, like every candle): the whole path is
   * scaled to meet it, so history generated again (a longer span, a newer model) still joins the
   * live minutes recorded after it.
   */
  readonly endClose?: number;
  /** Most candles kept per timeframe, the newest (default: all). */
  readonly limit?: number;
}

export interface History {
  readonly symbol: string;
  readonly candles: Readonly<Record<Timeframe, Candle[]>>;
  readonly lastMid: number | null;
  readonly ticks: number;
  /**
   * The price model where the history ends (null for an unknown symbol), before any `endClose`
   * scaling: `MarketModel.continueFrom` puts it at the live price.
   */
  readonly model: MarketModelState | null;
}

/** The open minutes of a model run, column by column: mid prices before rounding. */
export interface MinutePath {
  readonly count: number;
  readonly time: Float64Array;
  readonly open: Float64Array;
  readonly high: Float64Array;
  readonly low: Float64Array;
  readonly close: Float64Array;
  /** Half the spread in price (the candle's bid is the mid minus this). */
  readonly halfSpread: Float64Array;
  readonly ticks: Float64Array;
  readonly model: MarketModelState;
}

/** Runs the model of `symbol` over every open minute that starts in [from, to). */
export function simulateMinutes(
  options: Omit<HistoryOptions, "endClose" | "limit">,
): MinutePath | null {
  const instrument = getInstrument(options.symbol);
  if (!instrument) return null;
  const seed = `${String(options.seed)}:history:${instrument.symbol}`;
  const details = new Random(seed);
  const model = MarketModel.start(
    instrument,
    new Random(`${seed}:model`),
    options.from,
    options.startMid ?? instrument.startPrice,
  );
  const size = Math.max(0, Math.ceil((options.to - options.from) / MINUTE) + 1);
  const path = {
    count: 0,
    time: new Float64Array(size),
    open: new Float64Array(size),
    high: new Float64Array(size),
    low: new Float64Array(size),
    close: new Float64Array(size),
    halfSpread: new Float64Array(size),
    ticks: new Float64Array(size),
  };
  const rate = options.ticksPerMinute ?? instrument.ticksPerMinute;
  const halfTick = instrument.tickSize / 2;
  model.advanceTo(options.to - 1, (m) => {
    const d = m.close - m.open;
    const s2 = m.sd * m.sd;
    // The extremes of a Brownian bridge from open to close with the minute's variance.
    const up = (d + Math.sqrt(d * d - 2 * s2 * Math.log(details.nextOpen()))) / 2;
    const down = (d - Math.sqrt(d * d - 2 * s2 * Math.log(details.nextOpen()))) / 2;
    const lambda = rate * activityAt(instrument.assetClass, m.minute) * m.news.ticks;
    const ticks = Math.round(lambda + Math.sqrt(lambda) * details.normal());
    if (ticks <= 0) return;
    const i = path.count++;
    const open = Math.exp(m.open);
    path.time[i] = m.minute;
    path.open[i] = open;
    path.high[i] = open * Math.exp(up);
    path.low[i] = open * Math.exp(down);
    path.close[i] = Math.exp(m.close);
    path.halfSpread[i] = spreadTicksAt(instrument, m.minute, false, m.news) * halfTick;
    path.ticks[i] = ticks;
  });
  return { ...path, model: model.state() };
}

export function generateHistory(options: HistoryOptions): History {
  const path = simulateMinutes(options);
  const instrument = getInstrument(options.symbol);
  const empty = { "1m": [], "5m": [], "15m": [], "1h": [], "4h": [], "1D": [] };
  if (!path || !instrument || path.count === 0) {
    return {
      symbol: options.symbol,
      ticks: 0,
      lastMid: null,
      model: path?.model ?? null,
      candles: empty,
    };
  }
  const last = path.count - 1;
  const scale =
    options.endClose !== undefined && options.endClose > 0
      ? (options.endClose + path.halfSpread[last]!) / path.close[last]!
      : 1;
  const candles = bidCandles(instrument, path, scale, options.limit ?? Number.POSITIVE_INFINITY);
  let ticks = 0;
  for (let i = 0; i < path.count; i++) ticks += path.ticks[i]!;
  return {
    symbol: options.symbol,
    ticks,
    lastMid: path.close[last]! * scale,
    model: path.model,
    candles,
  };
}

type Building = { -readonly [K in keyof Candle]: Candle[K] };

/**
 * Candles of every timeframe in one pass (the same buckets as `aggregateCandles`), the newest
 * `limit` of each. A bucket gathers the unrounded bids and is rounded once when it closes:
 * rounding to the tick is monotonic, so the highest rounded price is the rounded highest.
 */
function bidCandles(
  instrument: Instrument,
  path: MinutePath,
  scale: number,
  limit: number,
): Record<Timeframe, Candle[]> {
  const out = Object.fromEntries(TIMEFRAMES.map((tf) => [tf, []])) as unknown as Record<
    Timeframe,
    Candle[]
  >;
  const cutoff = TIMEFRAMES.map((tf) => firstKept(path, tf, limit));
  const oldest = Math.min(...cutoff);
  const spans = TIMEFRAMES.map((tf) => TIMEFRAME_MS[tf]);
  const building: (Building | null)[] = TIMEFRAMES.map(() => null);
  const ends = TIMEFRAMES.map(() => Number.NEGATIVE_INFINITY);
  const close = (k: number) => {
    const b = building[k];
    if (!b) return;
    out[TIMEFRAMES[k]!].push({
      time: b.time,
      open: roundToTick(b.open, instrument),
      high: roundToTick(b.high, instrument),
      low: roundToTick(b.low, instrument),
      close: roundToTick(b.close, instrument),
      ticks: b.ticks,
    });
  };
  for (let i = 0; i < path.count; i++) {
    const time = path.time[i]!;
    if (time < oldest) continue;
    const half = path.halfSpread[i]!;
    const o = path.open[i]! * scale - half;
    const h = path.high[i]! * scale - half;
    const l = path.low[i]! * scale - half;
    const c = path.close[i]! * scale - half;
    const ticks = path.ticks[i]!;
    for (let k = 0; k < TIMEFRAMES.length; k++) {
      if (time < cutoff[k]!) continue;
      const b = building[k];
      if (b && time < ends[k]!) {
        if (h > b.high) b.high = h;
        if (l < b.low) b.low = l;
        b.close = c;
        b.ticks += ticks;
      } else {
        close(k);
        const start = Math.floor(time / spans[k]!) * spans[k]!;
        building[k] = { time: start, open: o, high: h, low: l, close: c, ticks };
        ends[k] = start + spans[k]!;
      }
    }
  }
  for (let k = 0; k < TIMEFRAMES.length; k++) close(k);
  return out;
}

/** The start of the oldest of the newest `limit` buckets of `timeframe`. */
function firstKept(path: MinutePath, timeframe: Timeframe, limit: number): number {
  if (limit >= path.count) return Number.NEGATIVE_INFINITY;
  let buckets = 0;
  let last = Number.NaN;
  for (let i = path.count - 1; i >= 0; i--) {
    const start = bucketStart(path.time[i]!, timeframe);
    if (start === last) continue;
    if (++buckets > limit) return last;
    last = start;
  }
  return Number.NEGATIVE_INFINITY;
}
