import { activityAt } from "./market-activity";
import { getInstrument, INSTRUMENTS, roundToTick, type Instrument } from "./instruments";
import type { Quote } from "./quotes";
import { Random, type RandomState } from "./random";
import { isMarketOpen, nextOpenTime } from "./sessions";

/**
 * A deterministic simulated market. Each symbol runs its own seeded stream ("<seed>:<symbol>"):
 * - the mid price follows geometric Brownian motion with the instrument's annual volatility,
 *   scaled by the intraday activity pattern, plus occasional normally distributed jumps;
 * - ticks arrive as a Poisson process whose rate follows the activity pattern;
 * - the spread widens in thin hours and on the first quote after a market reopens;
 * - no ticks while the market is closed: the first tick after a close carries the whole move
 *   over the closed period, so weekend and daily-break gaps happen naturally.
 * Same seed, same start, same symbols => the same ticks, bit for bit.
 */
const MS_PER_YEAR = 365.25 * 24 * 3_600_000;
const MS_PER_DAY = 24 * 3_600_000;

export interface SymbolFeedState {
  readonly symbol: string;
  readonly mid: number;
  readonly nextTime: number;
  readonly lastTime: number;
  readonly reopened: boolean;
  readonly random: RandomState;
  readonly last: Quote;
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
  /** Overrides each instrument's tick rate (ticks per minute at full activity). */
  readonly ticksPerMinute?: number;
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
    this.last = last ?? this.makeQuote(lastTime, activityAt(instrument.assetClass, lastTime));
    this.nextTime = nextTime ?? this.schedule(lastTime);
  }

  private schedule(from: number): number {
    const activity = activityAt(this.instrument.assetClass, from);
    const ratePerMs = (this.ticksPerMinute * activity) / 60_000;
    let t = from + Math.max(50, Math.round(this.random.exponential(ratePerMs)));
    if (!isMarketOpen(this.instrument, t)) {
      t = nextOpenTime(this.instrument, t) + this.random.int(0, 2_000);
      this.reopened = true;
    }
    return t;
  }

  private makeQuote(time: number, activity: number): Quote {
    const i = this.instrument;
    const widen =
      (1 + 2.5 * (1 - activity)) * (0.9 + 0.3 * this.random.next()) * (this.reopened ? 3 : 1);
    const spreadTicks = Math.max(1, Math.round(i.typicalSpreadTicks * widen));
    const bid = roundToTick(this.mid - (spreadTicks * i.tickSize) / 2, i);
    const ask = roundToTick(bid + spreadTicks * i.tickSize, i);
    return { symbol: i.symbol, time, bid, ask };
  }

  step(): Quote {
    const i = this.instrument;
    const time = this.nextTime;
    const dt = time - this.lastTime;
    const activity = activityAt(i.assetClass, time);
    const sigma = i.annualVolatility * Math.sqrt(activity) * 1.2;
    const dtYears = dt / MS_PER_YEAR;
    let logReturn =
      -0.5 * sigma * sigma * dtYears + sigma * Math.sqrt(dtYears) * this.random.normal();
    if (this.random.next() < (i.jumpsPerDay * dt) / MS_PER_DAY) {
      logReturn += i.jumpSize * this.random.normal();
    }
    this.mid *= Math.exp(logReturn);
    const floor = i.startPrice * 0.05;
    if (this.mid < floor) this.mid = floor;
    const quote = this.makeQuote(time, activity);
    this.reopened = false;
    this.last = quote;
    this.lastTime = time;
    this.nextTime = this.schedule(time);
    return quote;
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
      feeds.push(
        new SymbolFeed(
          instrument,
          random,
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
    if (feed && mid > 0) feed.mid = mid;
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
