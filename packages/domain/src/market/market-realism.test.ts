import { describe, expect, it } from "vitest";
import { getInstrument, INSTRUMENTS } from "./instruments";
import { simulateMinutes, type MinutePath } from "./market-history";
import { calibrationOf } from "./market-model";
import { AFTER_MINUTES, newsEventsBetween } from "./market-news";
import {
  annualisedVolatility,
  logReturns,
  randomWalk,
  rms,
  squaredReturnAutocorrelation,
  varianceRatio,
} from "./market-statistics";
import type { Quote } from "./quotes";
import { SimulatedMarket } from "./simulated-market";

const DAY = 86_400_000;
const START = Date.UTC(2024, 0, 1);
const hour = (time: number): number => new Date(time).getUTCHours();

/** A symbol's 1-minute mids over `days`, and a plain random walk with its annual volatility. */
function sample(symbol: string, days: number, seed = "realism-test") {
  const instrument = getInstrument(symbol)!;
  const path = simulateMinutes({ seed, symbol, from: START, to: START + days * DAY })!;
  const sim = logReturns(path.close, path.count);
  const sd = calibrationOf(instrument).minuteVolatility;
  const walk = randomWalk(`${seed}:walk`, path.count, instrument.startPrice, sd);
  return { path, sim, walk: logReturns(walk) };
}

/** Returns whose end minute is in [from, to) UTC hours. */
const inHours = (path: MinutePath, from: number, to: number) => (i: number) => {
  const h = hour(path.time[i + 1]!);
  return h >= from && h < to;
};

describe("the simulated market against a plain random walk", () => {
  const eurusd = sample("EURUSD", 180);

  it("volatility clusters: squared 1-minute returns are clearly autocorrelated, a random walk's are not", () => {
    for (const lag of [1, 5, 30, 60]) {
      expect(squaredReturnAutocorrelation(eurusd.sim, lag)).toBeGreaterThan(0.03);
      expect(Math.abs(squaredReturnAutocorrelation(eurusd.walk, lag))).toBeLessThan(0.015);
    }
    expect(squaredReturnAutocorrelation(eurusd.sim, 1)).toBeGreaterThan(0.08);
  });

  it("FX is busiest in the London / New York overlap and quiet in the Asian night", () => {
    for (const fx of [eurusd, sample("GBPUSD", 60)]) {
      const overlap = rms(fx.sim, inHours(fx.path, 13, 16));
      const asia = rms(fx.sim, inHours(fx.path, 1, 5));
      expect(overlap / asia).toBeGreaterThan(1.6);
      const flat = rms(fx.walk, inHours(fx.path, 13, 16)) / rms(fx.walk, inHours(fx.path, 1, 5));
      expect(flat).toBeGreaterThan(0.9);
      expect(flat).toBeLessThan(1.1);
    }
  });

  it("a scheduled release (US payrolls, first Friday 13:30 UTC) raises volatility in its window", () => {
    const year = sample("EURUSD", 366, "news-test");
    const releases = newsEventsBetween(START, START + 366 * DAY).filter((e) => e.id === "us-nfp");
    expect(releases).toHaveLength(12);
    const after = (t: number) =>
      releases.some((e) => t > e.time && t <= e.time + AFTER_MINUTES * 60_000);
    // The same 30 minutes of the day on every other weekday.
    const sameMinutes = (t: number) => {
      const m = (t - 60_000) % DAY;
      const start = 13.5 * 3_600_000;
      return !after(t) && m >= start && m < start + AFTER_MINUTES * 60_000;
    };
    const at = (r: Float64Array, pick: (t: number) => boolean) =>
      rms(r, (i) => pick(year.path.time[i + 1]!));
    expect(at(year.sim, after) / at(year.sim, sameMinutes)).toBeGreaterThan(1.5);
    const walk = at(year.walk, after) / at(year.walk, sameMinutes);
    expect(walk).toBeGreaterThan(0.7);
    expect(walk).toBeLessThan(1.3);
  });

  it("regimes make trending stretches (variance ratio above 1), and every symbol keeps its annual volatility", () => {
    const ratios: number[] = [];
    const walks: number[] = [];
    for (const instrument of INSTRUMENTS) {
      const s = sample(instrument.symbol, 120, "regimes-test");
      ratios.push(varianceRatio(s.sim, 720));
      walks.push(varianceRatio(s.walk, 720));
      const annual = annualisedVolatility(s.path.time, s.path.close, s.path.count);
      expect(annual / instrument.annualVolatility).toBeGreaterThan(0.75);
      expect(annual / instrument.annualVolatility).toBeLessThan(1.25);
    }
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    expect(mean(ratios)).toBeGreaterThan(1.15);
    expect(Math.abs(mean(walks) - 1)).toBeLessThan(0.07);
  });

  it("spreads widen moderately in thin hours: wider than in the overlap, never past 3x the typical one", () => {
    const market = SimulatedMarket.create({
      seed: "spreads-test",
      startTime: Date.UTC(2024, 2, 11),
      symbols: ["EURUSD", "BTCUSD"],
      ticksPerMinute: 10,
    });
    const quotes = market.ticksUntil(Date.UTC(2024, 2, 18));
    // FX is thinnest after the New York close, crypto in the weekend's small hours.
    const thinHours: Record<string, (q: Quote) => boolean> = {
      EURUSD: (q) => [21, 22, 23].includes(hour(q.time)),
      BTCUSD: (q) => [0, 6].includes(new Date(q.time).getUTCDay()) && hour(q.time) < 6,
    };
    for (const symbol of ["EURUSD", "BTCUSD"]) {
      const i = getInstrument(symbol)!;
      const typical = i.typicalSpreadTicks * i.tickSize;
      const spreads = (pick: (q: Quote) => boolean) =>
        quotes
          .filter((q) => q.symbol === symbol && pick(q))
          .map((q) => q.ask - q.bid)
          .sort((a, b) => a - b);
      const median = (xs: number[]) => xs[Math.floor(xs.length / 2)]!;
      const all = spreads(() => true);
      const thin = spreads(thinHours[symbol]!);
      const busy = spreads((q) => [13, 14, 15].includes(hour(q.time)));
      expect(all.at(-1)!).toBeLessThanOrEqual(3 * typical + i.tickSize / 2);
      expect(median(thin)).toBeGreaterThan(1.2 * median(busy));
      expect(median(thin)).toBeLessThanOrEqual(2 * typical);
      expect(median(busy)).toBeLessThanOrEqual(1.15 * typical);
    }
  });
});
