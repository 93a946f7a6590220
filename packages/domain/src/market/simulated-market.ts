import { getInstrument, INSTRUMENTS, roundToTick, type Instrument } from "./instruments";
import { activityAt, MAX_SPREAD_FACTOR, spreadFactorAt } from "./market-activity";
import { MarketModel, MINUTE, type MarketModelState } from "./market-model";
import { newsEffectAt } from "./market-news";
import type { Quote } from "./quotes";
import { Random, type RandomState } from "../core/random";
import { isMarketOpen, nextOpenTime } from "./sessions";

/**
 * A deterministic simulated market. Each symbol runs two seeded streams:
 * - its price model (market-model.ts: regimes, GARCH variance, session profile, news, jumps),
 *   which fixes the mid price at the end of every open minute;
 * - its ticks ("<seed>:<symbol>"): arrival times (a Poisson process whose rate follows the
 *   session profile and the news), the mid inside the minute (a Brownian bridge to the
 *   model's minute close, so ticks and minute candles tell the same story), and the spread
 *   (the busy-hours spread widened in thin hours, around news and on a reopening, at most
 *   MAX_SPREAD_FACTOR times it, with a little noise).
 * No ticks while the market is closed: the first tick after a close carries the gap.
 * Same seed, same start, same symbols => the same ticks, bit for bit.
 */
export interface SymbolFeedState {
  readonly symbol: string;
  readonly mid: number;
  readonly nextTime: number;
  readonly lastTime: number;
  readonly reopened: boolean;
  readonly random: RandomState;
  readonly last: Quote;
  readonly model: MarketModelState;
}

export interface SimulatedMarketState {
  readonly feeds: readonly SymbolFeedState[];
}

export interface SimulatedMarketOptions {
  readonly seed: number | string;
  readonly startTime: number;
  /** Defaults to the whole catalogue. */
  readonly symbols?: readonly string[];
  /** Starting mid prices (for example the last close of the back history). */
  readonly startMids?: Readonly<Record<string, number>>;
  /**
   * Models to carry on (regime, variance, their random stream), for example where the back
   * history ended: the live market continues it without a seam.
   */
  readonly startModels?: Readonly<Record<string, MarketModelState>>;
  /** Overrides each instrument's tick rate (ticks per minute at full activity). */
  readonly ticksPerMinute?: number;
}

/** How much a reopening widens the first spread. */
const REOPEN_SPREAD = 2;

/** The spread in ticks at `time`, before noise (what the back history's candles use too). */
export function spreadTicksAt(
  instrument: Instrument,
  time: number,
  reopened = false,
  news = newsEffectAt(instrument.symbol, time),
): number {
  const factor =
    spreadFactorAt(instrument.assetClass, time) * news.spread * (reopened ? REOPEN_SPREAD : 1);
  return instrument.typicalSpreadTicks * Math.min(MAX_SPREAD_FACTOR, factor);
}

/** A quote around `mid` with a spread of `spreadTicks` (rounded, capped, at least one tick). */
export function quoteAround(
  instrument: Instrument,
  time: number,
  mid: number,
  spreadTicks: number,
): Quote {
  const ticks = Math.max(
    1,
    Math.min(
      Math.floor(instrument.typicalSpreadTicks * MAX_SPREAD_FACTOR),
      Math.round(spreadTicks),
    ),
  );
  const bid = roundToTick(mid - (ticks * instrument.tickSize) / 2, instrument);
  const ask = roundToTick(bid + ticks * instrument.tickSize, instrument);
  return { symbol: instrument.symbol, time, bid, ask };
}

class SymbolFeed {
  mid: number;
  nextTime: number;
  lastTime: number;
  reopened: boolean;
  last: Quote;

  constructor(
    readonly instrument: Instrument,
    readonly random: Random,
    readonly model: MarketModel,
    readonly ticksPerMinute: number,
    mid: number,
    lastTime: number,
    nextTime: number | null,
    reopened: boolean,
    last: Quote | null,
  ) {
    this.mid = mid;
    this.lastTime = lastTime;
    this.reopened = reopened;
    this.last = last ?? this.makeQuote(lastTime);
    this.nextTime = nextTime ?? this.schedule(lastTime);
  }

  private schedule(from: number): number {
    const i = this.instrument;
    const rate =
      this.ticksPerMinute * activityAt(i.assetClass, from) * newsEffectAt(i.symbol, from).ticks;
    let t = from + Math.max(50, Math.round(this.random.exponential(rate / MINUTE)));
    if (!isMarketOpen(i, t)) {
      t = nextOpenTime(i, t) + this.random.int(0, 2_000);
      this.reopened = true;
    }
    return t;
  }

  private makeQuote(time: number): Quote {
    const noise = 0.9 + 0.2 * this.random.next();
    return quoteAround(
      this.instrument,
      time,
      this.mid,
      spreadTicksAt(this.instrument, time, this.reopened) * noise,
    );
  }

  step(): Quote {
    const time = this.nextTime;
    const m = this.model;
    m.advanceTo(time);
    // The mid inside the model's minute: a Brownian bridge from the last known point (the
    // previous tick, or the minute's open) to the minute's close.
    const fromTime = this.lastTime >= m.minute ? this.lastTime : m.minute;
    const fromX = this.lastTime >= m.minute ? Math.log(this.mid) : m.open;
    const end = m.minute + MINUTE;
    const w = (time - fromTime) / (end - fromTime);
    const variance = (m.sd * m.sd * (time - fromTime) * (end - time)) / ((end - fromTime) * MINUTE);
    this.mid = Math.exp(fromX + w * (m.close - fromX) + Math.sqrt(variance) * this.random.normal());
    const quote = this.makeQuote(time);
    this.reopened = false;
    this.last = quote;
    this.lastTime = time;
    this.nextTime = this.schedule(time);
    return quote;
  }

  moveTo(mid: number): void {
    this.model.shift(Math.log(mid / this.mid));
    this.mid = mid;
  }

  state(): SymbolFeedState {
    return {
      symbol: this.instrument.symbol,
      mid: this.mid,
      nextTime: this.nextTime,
      lastTime: this.lastTime,
      reopened: this.reopened,
      random: this.random.state(),
      last: this.last,
      model: this.model.state(),
    };
  }
}

export class SimulatedMarket {
  private readonly feeds: SymbolFeed[];

  private constructor(feeds: SymbolFeed[]) {
    this.feeds = feeds;
  }

  static create(options: SimulatedMarketOptions): SimulatedMarket {
    const symbols = options.symbols ?? INSTRUMENTS.map((i) => i.symbol);
    const feeds: SymbolFeed[] = [];
    for (const symbol of symbols) {
      const instrument = getInstrument(symbol);
      if (!instrument) continue;
      const mid = options.startMids?.[symbol] ?? instrument.startPrice;
      const random = new Random(`${String(options.seed)}:${symbol}`);
      const saved = options.startModels?.[symbol];
      const model = saved
        ? MarketModel.continueFrom(instrument, saved, options.startTime, mid)
        : MarketModel.start(
            instrument,
            new Random(`${String(options.seed)}:${symbol}:model`),
            options.startTime,
            mid,
          );
      feeds.push(
        new SymbolFeed(
          instrument,
          random,
          model,
          options.ticksPerMinute ?? instrument.ticksPerMinute,
          mid,
          options.startTime,
          null,
          false,
          null,
        ),
      );
    }
    return new SimulatedMarket(feeds);
  }

  /** Resumes exactly where `state()` was taken. */
  static resume(state: SimulatedMarketState, ticksPerMinute?: number): SimulatedMarket {
    const feeds: SymbolFeed[] = [];
    for (const f of state.feeds) {
      const instrument = getInstrument(f.symbol);
      if (!instrument) continue;
      feeds.push(
        new SymbolFeed(
          instrument,
          Random.resume(f.random),
          MarketModel.resume(instrument, f.model),
          ticksPerMinute ?? instrument.ticksPerMinute,
          f.mid,
          f.lastTime,
          f.nextTime,
          f.reopened,
          f.last,
        ),
      );
    }
    return new SimulatedMarket(feeds);
  }

  state(): SimulatedMarketState {
    return { feeds: this.feeds.map((f) => f.state()) };
  }

  /** The latest quote of every symbol (at start: the opening prices). */
  quotes(): Quote[] {
    return this.feeds.map((f) => f.last);
  }

  /**
   * Moves `symbol`'s mid to `mid`: its next ticks continue from there (a quote published from
   * outside the simulation, such as the test market's). Unknown symbols are ignored.
   */
  moveTo(symbol: string, mid: number): void {
    const feed = this.feeds.find((f) => f.instrument.symbol === symbol);
    if (feed && mid > 0) feed.moveTo(mid);
  }

  /** Time of the next tick of any symbol. */
  peekTime(): number {
    let t = Number.POSITIVE_INFINITY;
    for (const f of this.feeds) if (f.nextTime < t) t = f.nextTime;
    return t;
  }

  /** The next tick across all symbols, in time order (ties: catalogue order). */
  next(): Quote | null {
    let best: SymbolFeed | null = null;
    for (const f of this.feeds) if (best === null || f.nextTime < best.nextTime) best = f;
    return best ? best.step() : null;
  }

  /** Calls `onTick` for every tick with time <= `until`, in order. Returns the count. */
  forEachUntil(until: number, onTick: (quote: Quote) => void): number {
    let n = 0;
    while (this.peekTime() <= until) {
      const q = this.next();
      if (!q) break;
      onTick(q);
      n++;
    }
    return n;
  }

  /** Every tick with time <= `until`. */
  ticksUntil(until: number): Quote[] {
    const out: Quote[] = [];
    this.forEachUntil(until, (q) => out.push(q));
    return out;
  }
}
