import type { Instrument } from "./instruments";
import { volatilityShapeAt } from "./market-activity";
import { newsEffectAt, NO_NEWS, type NewsEffect } from "./market-news";
import { Random, type RandomState } from "../core/random";
import { isMarketOpen, nextCloseTime, nextOpenTime, WEEK_MS } from "./sessions";

/**
 * The simulated market's price model, one symbol, one open minute at a time (log mid price):
 *
 *   x(m+1) = x(m) + jump + drift(regime) + sd(m) * z,   z ~ N(0, 1)
 *   sd(m)  = base * sqrt(h(m)) * regimeVolatility * session(m) * news(m)
 *   h(m)   = omega + ALPHA * h(m-1) * u(m-1)^2 + BETA * h(m-1)    (GARCH(1,1), mean 1)
 *
 * where u is the minute's standardised move, its jump included (capped at SHOCK_CAP).
 *
 * - Regimes switch by a Markov chain counted in open minutes: a range (mean REGIMES.range
 *   minutes, no drift, reverting to where it began with a RANGE_HALF_LIFE_MINUTES half-life)
 *   turns into a trend up or down (mean REGIMES.trend minutes, a constant drift), which ends in
 *   a range again.
 * - `session` is the intraday profile (market-activity.ts), `news` the calendar's multiplier
 *   (market-news.ts); jumps come at jumpsPerDay per 1,440 open minutes, plus one at each
 *   release of a scheduled event that moves the symbol.
 * - While the market is closed the model is frozen (regimes and variance keep their state);
 *   the first open minute after a close carries a gap of CLOSED_VOLATILITY x the open-market
 *   volatility over the closed time (a weekend moves about as much as an open hour).
 * - Calibration (`calibrationOf`): the drift takes TREND_SHARE of the long-run variance, jumps
 *   their own share, the diffusion the rest, so daily volatility over a long sample stays the
 *   instrument's annualVolatility (spread over its open minutes of the year).
 *
 * Everything random comes from the model's own seeded stream, drawn only when an open minute
 * is stepped: how often it is advanced (every tick, or once per minute for back history)
 * does not change its path.
 */
export type Regime = "range" | "up" | "down";

export interface MarketModelState {
  readonly regime: Regime;
  /** Log price a range reverts to. */
  readonly center: number;
  /** GARCH variance multiplier of the current minute (mean 1). */
  readonly variance: number;
  /** The current minute's standardised shock (it feeds the next minute's variance). */
  readonly shock: number;
  /** Start of the current minute (ms). */
  readonly minute: number;
  /** Log mid at the start of the current minute (after its jump, if any) and at its end. */
  readonly open: number;
  readonly close: number;
  /** Diffusion sd of the current minute (log). */
  readonly sd: number;
  readonly random: RandomState;
}

export const MINUTE = 60_000;

/** Mean durations in open minutes and relative volatility of each regime. */
export const REGIMES = {
  range: { minutes: 720, volatility: 0.85 },
  trend: { minutes: 360, volatility: 1.2 },
} as const;
export const TREND_SHARE = 0.45;
export const RANGE_HALF_LIFE_MINUTES = 1_440;
export const GARCH_ALPHA = 0.05;
export const GARCH_BETA = 0.94;
export const CLOSED_VOLATILITY = 0.15;
/** The largest standardised move that feeds the variance (a jump of 5 sd or more counts as 5). */
export const SHOCK_CAP = 5;

export interface Calibration {
  /** The instrument's annual volatility spread evenly over its open minutes (sd per minute). */
  readonly minuteVolatility: number;
  /** Diffusion sd per open minute before the session, regime, GARCH and news factors. */
  readonly base: number;
  readonly drift: number;
  readonly reversion: number;
  readonly rangeVolatility: number;
  readonly trendVolatility: number;
  readonly leaveRange: number;
  readonly leaveTrend: number;
  readonly trendChance: number;
  readonly jumpChance: number;
  /** 1 / sqrt(mean session shape^2 over the open minutes of a week). */
  readonly sessionNorm: number;
  readonly closedSd: number;
  /** GARCH's constant, so the variance multiplier averages 1 with the jumps feeding it. */
  readonly omega: number;
}

const CALIBRATIONS = new Map<string, Calibration>();
const HOUR = 3_600_000;
/** A Sunday 00:00 UTC, to walk one week of sessions. */
const REFERENCE_WEEK = Date.UTC(2024, 0, 7);

/** The model's constants for an instrument (a pure function of its parameters, memoised). */
export function calibrationOf(instrument: Instrument): Calibration {
  const known = CALIBRATIONS.get(instrument.symbol);
  if (known) return known;
  let openHours = 0;
  let shape2 = 0;
  for (let t = REFERENCE_WEEK; t < REFERENCE_WEEK + WEEK_MS; t += HOUR) {
    if (!isMarketOpen(instrument, t)) continue;
    openHours++;
    shape2 += volatilityShapeAt(instrument.assetClass, t) ** 2;
  }
  const openMinutesPerYear = openHours * 60 * (365.25 / 7);
  const v = instrument.annualVolatility ** 2 / openMinutesPerYear;
  const lr = REGIMES.range.minutes;
  const lt = REGIMES.trend.minutes;
  const trendChance = lt / (lr + lt);
  const rangeChance = 1 - trendChance;
  const norm = Math.sqrt(
    rangeChance * REGIMES.range.volatility ** 2 + trendChance * REGIMES.trend.volatility ** 2,
  );
  const rangeVolatility = REGIMES.range.volatility / norm;
  const trendVolatility = REGIMES.trend.volatility / norm;
  const reversion = Math.LN2 / RANGE_HALF_LIFE_MINUTES;
  // What a range's mean reversion leaves of its diffusion variance over its (exponential) life.
  const rangeKeeps = 1 / (1 + 2 * reversion * lr);
  const jumpChance = instrument.jumpsPerDay / 1_440;
  const jumpVariance = jumpChance * instrument.jumpSize ** 2;
  const diffusion = Math.max(0.1 * v, (1 - TREND_SHARE) * v - jumpVariance);
  const base = Math.sqrt(
    diffusion /
      (rangeChance * rangeVolatility ** 2 * rangeKeeps + trendChance * trendVolatility ** 2),
  );
  const calibration: Calibration = {
    minuteVolatility: Math.sqrt(v),
    base,
    drift: Math.sqrt((TREND_SHARE * v) / (trendChance * (2 * lt - 1))),
    reversion,
    rangeVolatility,
    trendVolatility,
    leaveRange: 1 / lr,
    leaveTrend: 1 / lt,
    trendChance,
    jumpChance,
    sessionNorm: 1 / Math.sqrt(shape2 / openHours),
    closedSd: CLOSED_VOLATILITY * base,
    // E[u^2] is 1 plus what the jumps add: nearly every jump is past the cap.
    omega: 1 - GARCH_BETA - GARCH_ALPHA * (1 + jumpChance * (SHOCK_CAP ** 2 - 1)),
  };
  CALIBRATIONS.set(instrument.symbol, calibration);
  return calibration;
}

/** The model of one symbol: its state, stepped an open minute at a time. */
export class MarketModel {
  regime: Regime;
  center: number;
  variance: number;
  shock: number;
  minute: number;
  open: number;
  close: number;
  sd: number;
  /** Derived, not state: the news effect of the current minute. */
  news: NewsEffect = NO_NEWS;
  private readonly cal: Calibration;
  /** Derived, not state: the current open window ends here (or -Infinity when unknown). */
  private openUntil = Number.NEGATIVE_INFINITY;

  private constructor(
    readonly instrument: Instrument,
    readonly random: Random,
    s: Omit<MarketModelState, "random">,
  ) {
    this.cal = calibrationOf(instrument);
    this.regime = s.regime;
    this.center = s.center;
    this.variance = s.variance;
    this.shock = s.shock;
    this.minute = s.minute;
    this.open = s.open;
    this.close = s.close;
    this.sd = s.sd;
  }

  /** A model starting at `time` from `mid`, in a regime drawn from the chain's long-run odds. */
  static start(instrument: Instrument, random: Random, time: number, mid: number): MarketModel {
    const u = random.next();
    const cal = calibrationOf(instrument);
    const regime: Regime = u < cal.trendChance / 2 ? "up" : u < cal.trendChance ? "down" : "range";
    const x = Math.log(mid);
    return new MarketModel(instrument, random, {
      regime,
      center: x,
      variance: 1,
      shock: 1,
      minute: floorMinute(time) - MINUTE,
      open: x,
      close: x,
      sd: 0,
    });
  }

  static resume(instrument: Instrument, state: MarketModelState): MarketModel {
    return new MarketModel(instrument, Random.resume(state.random), state);
  }

  /**
   * A saved model carried on from `time` and `mid` (the live feed after the back history, or
   * after a restart): its regime, variance and random stream go on; its price is `mid`.
   */
  static continueFrom(
    instrument: Instrument,
    saved: MarketModelState,
    time: number,
    mid: number,
  ): MarketModel {
    const x = Math.log(mid);
    return new MarketModel(instrument, Random.resume(saved.random), {
      ...saved,
      center: x + (saved.center - saved.close),
      minute: floorMinute(time) - MINUTE,
      open: x,
      close: x,
      sd: 0,
    });
  }

  state(): MarketModelState {
    return {
      regime: this.regime,
      center: this.center,
      variance: this.variance,
      shock: this.shock,
      minute: this.minute,
      open: this.open,
      close: this.close,
      sd: this.sd,
      random: this.random.state(),
    };
  }

  /** Moves every price level by `dx` (log): a quote published from outside the model. */
  shift(dx: number): void {
    this.center += dx;
    this.open += dx;
    this.close += dx;
  }

  /**
   * Steps every open minute that starts at or before `time`; `onMinute` sees each one. Closed
   * minutes are skipped, the reopening carries the gap.
   */
  advanceTo(time: number, onMinute?: (model: MarketModel) => void): void {
    while (time >= this.minute + MINUTE) {
      let next = this.minute + MINUTE;
      if (next >= this.openUntil) {
        if (!isMarketOpen(this.instrument, next)) {
          const reopen = nextOpenTime(this.instrument, next);
          if (reopen > time) return;
          this.close +=
            this.cal.closedSd * Math.sqrt((reopen - next) / MINUTE) * this.random.normal();
          next = reopen;
        }
        this.openUntil = nextCloseTime(this.instrument, next);
      }
      this.step(next);
      onMinute?.(this);
    }
  }

  private step(minute: number): void {
    const cal = this.cal;
    const random = this.random;
    const u = random.next();
    if (this.regime === "range") {
      if (u < cal.leaveRange) this.regime = u < cal.leaveRange / 2 ? "up" : "down";
    } else if (u < cal.leaveTrend) {
      this.regime = "range";
      this.center = this.close;
    }
    this.variance =
      1 -
      GARCH_ALPHA -
      GARCH_BETA +
      GARCH_ALPHA * this.variance * this.shock ** 2 +
      GARCH_BETA * this.variance;
    const news = newsEffectAt(this.instrument.symbol, minute);
    this.news = news;
    const regimeVolatility = this.regime === "range" ? cal.rangeVolatility : cal.trendVolatility;
    const session = volatilityShapeAt(this.instrument.assetClass, minute) * cal.sessionNorm;
    this.sd = cal.base * Math.sqrt(this.variance) * regimeVolatility * session * news.volatility;
    const drift =
      this.regime === "up"
        ? cal.drift
        : this.regime === "down"
          ? -cal.drift
          : -cal.reversion * (this.close - this.center);
    const z = random.normal();
    let jump = 0;
    if (random.next() < cal.jumpChance) jump += this.instrument.jumpSize * random.normal();
    if (news.jump > 0) jump += news.jump * this.instrument.jumpSize * random.normal();
    // A jump counts in the next minute's variance too (capped): volatility follows big moves.
    this.shock = jump === 0 ? z : Math.min(SHOCK_CAP, Math.abs(z + jump / this.sd));
    this.minute = minute;
    this.open = this.close + jump;
    this.close = this.open + drift + this.sd * z;
  }
}

export function floorMinute(time: number): number {
  return Math.floor(time / MINUTE) * MINUTE;
}

const REGIME_NAMES: readonly string[] = ["range", "up", "down"];

/** Checks a saved model state (it comes back from storage as JSON). */
export function isMarketModelState(value: unknown): value is MarketModelState {
  if (typeof value !== "object" || value === null) return false;
  const s = value as Record<string, unknown>;
  const finite = (k: string) => typeof s[k] === "number" && Number.isFinite(s[k]);
  return (
    REGIME_NAMES.includes(s.regime as string) &&
    ["center", "variance", "shock", "minute", "open", "close", "sd"].every(finite) &&
    (s.variance as number) > 0 &&
    Array.isArray(s.random) &&
    s.random.length === 4 &&
    s.random.every((n) => Number.isInteger(n) && Math.abs(n) < 2 ** 32)
  );
}
