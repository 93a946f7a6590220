// `npm run bench -- market-realism [--days 180] [--spread-days 14] [--seed realism]`
// The simulated market beside a plain random walk (geometric Brownian motion with the
// instrument's annual volatility spread evenly over the same open minutes): volatility clustering, trends,
// the session volatility profile, news, the spread by hour, calibration, and the time the back
// history takes. Figures only; nothing is asserted.
import type { AssetClass } from "@proparena/domain/market/instruments";
import { getInstrument, INSTRUMENTS } from "@proparena/domain/market/instruments";
import { MAX_SPREAD_FACTOR, sessionsAtHour } from "@proparena/domain/market/market-activity";
import {
  generateHistory,
  simulateMinutes,
  type MinutePath,
} from "@proparena/domain/market/market-history";
import { calibrationOf } from "@proparena/domain/market/market-model";
import { AFTER_MINUTES, newsEventsBetween } from "@proparena/domain/market/market-news";
import {
  annualisedVolatility,
  logReturns,
  randomWalk,
  rms,
  squaredReturnAutocorrelation,
  varianceRatio,
} from "@proparena/domain/market/market-statistics";
import { SimulatedMarket } from "@proparena/domain/market/simulated-market";
import { numberArg, stringArg } from "./lib/args";
import { fmt, machineLine, percentile } from "./lib/figures";

const DAY = 86_400_000;
const HOUR = 3_600_000;
const START = Date.UTC(2024, 0, 1);
const CLASSES: readonly AssetClass[] = ["fx", "metal", "index", "energy", "crypto"];

interface Sample {
  symbol: string;
  assetClass: AssetClass;
  path: MinutePath;
  /** Return i ends at minute i + 1. */
  sim: Float64Array;
  rw: Float64Array;
  rwPrices: Float64Array;
}

const hourOf = (time: number): number => Math.floor((time % DAY) / HOUR);
const pad = (s: string, n: number): string => s.padEnd(n);
const pair = (a: number, b: number, d = 3): string => `${fmt(a, d)} / ${fmt(b, d)}`;

function sampleOf(symbol: string, seed: string, days: number): Sample {
  const instrument = getInstrument(symbol)!;
  const path = simulateMinutes({ seed, symbol, from: START, to: START + days * DAY })!;
  const sim = logReturns(path.close, path.count);
  const rwPrices = randomWalk(
    `${seed}:rw:${symbol}`,
    path.count,
    instrument.startPrice,
    calibrationOf(instrument).minuteVolatility,
  );
  return {
    symbol,
    assetClass: instrument.assetClass,
    path,
    sim,
    rw: logReturns(rwPrices),
    rwPrices,
  };
}

function clustering(samples: Sample[]): void {
  console.log(
    "\nVolatility clustering: autocorrelation of squared 1-minute returns (simulator / random walk)",
  );
  console.log(
    `${pad("symbol", 8)}${["lag 1", "lag 5", "lag 30", "lag 60"].map((h) => pad(h, 18)).join("")}`,
  );
  for (const s of samples) {
    const cells = [1, 5, 30, 60].map((lag) =>
      pad(
        pair(squaredReturnAutocorrelation(s.sim, lag), squaredReturnAutocorrelation(s.rw, lag)),
        18,
      ),
    );
    console.log(`${pad(s.symbol, 8)}${cells.join("")}`);
  }
}

function trends(samples: Sample[]): void {
  console.log(
    "\nTrends and ranges: variance ratio of 1-minute returns over q minutes (1 = random walk; simulator / random walk)",
  );
  console.log(`${pad("symbol", 8)}${[15, 60, 240, 720].map((q) => pad(`q = ${q}`, 16)).join("")}`);
  for (const s of samples) {
    const cells = [15, 60, 240, 720].map((q) =>
      pad(pair(varianceRatio(s.sim, q), varianceRatio(s.rw, q), 2), 16),
    );
    console.log(`${pad(s.symbol, 8)}${cells.join("")}`);
  }
}

/** Realised volatility of `returns` whose end minute `pick`s, relative to all of them. */
function relativeVolatility(
  s: Sample,
  returns: Float64Array,
  pick: (time: number) => boolean,
): number {
  const all = rms(returns, () => true);
  return rms(returns, (i) => pick(s.path.time[i + 1]!)) / all;
}

function classAverage(samples: Sample[], assetClass: AssetClass, f: (s: Sample) => number): number {
  const of = samples
    .filter((s) => s.assetClass === assetClass)
    .map(f)
    .filter(Number.isFinite);
  return of.length ? of.reduce((a, b) => a + b, 0) / of.length : Number.NaN;
}

function sessionProfile(samples: Sample[]): void {
  console.log(
    "\nSession volatility profile: realised 1-minute volatility by UTC hour, relative to the symbol's average, averaged per asset class (simulator / random walk; blank when closed)",
  );
  console.log(`${pad("hour", 6)}${pad("sessions", 20)}${CLASSES.map((c) => pad(c, 15)).join("")}`);
  for (let h = 0; h < 24; h++) {
    const cells = CLASSES.map((c) => {
      const sim = classAverage(samples, c, (s) =>
        relativeVolatility(s, s.sim, (t) => hourOf(t) === h),
      );
      const rw = classAverage(samples, c, (s) =>
        relativeVolatility(s, s.rw, (t) => hourOf(t) === h),
      );
      return pad(Number.isFinite(sim) ? pair(sim, rw, 2) : "", 15);
    });
    console.log(
      `${pad(String(h).padStart(2, "0"), 6)}${pad(sessionsAtHour(h).join(" + ") || "-", 20)}${cells.join("")}`,
    );
  }
  const windows: [string, (h: number) => boolean][] = [
    ["Asia 00-07", (h) => h < 7],
    ["London 07-12", (h) => h >= 7 && h < 12],
    ["London + NY 12-16", (h) => h >= 12 && h < 16],
    ["New York 16-21", (h) => h >= 16 && h < 21],
    ["late 21-24", (h) => h >= 21],
  ];
  console.log(`\n${pad("by session", 26)}${CLASSES.map((c) => pad(c, 15)).join("")}`);
  for (const [name, inWindow] of windows) {
    const cells = CLASSES.map((c) => {
      const sim = classAverage(samples, c, (s) =>
        relativeVolatility(s, s.sim, (t) => inWindow(hourOf(t))),
      );
      const rw = classAverage(samples, c, (s) =>
        relativeVolatility(s, s.rw, (t) => inWindow(hourOf(t))),
      );
      return pad(Number.isFinite(sim) ? pair(sim, rw, 2) : "", 15);
    });
    console.log(`${pad(name, 26)}${cells.join("")}`);
  }
}

function news(samples: Sample[], days: number): void {
  console.log(
    `\nScheduled news: realised volatility in the ${AFTER_MINUTES} minutes after each release, relative to the same minutes of the day on the other weekdays (simulator / random walk)`,
  );
  const events = newsEventsBetween(START, START + days * DAY);
  const ids = [...new Set(events.map((e) => e.id))];
  for (const symbol of ["EURUSD", "XAUUSD", "NAS100", "USOIL", "BTCUSD"]) {
    const s = samples.find((x) => x.symbol === symbol);
    if (!s) continue;
    const cells = ids.flatMap((id) => {
      const mine = events.filter((e) => e.id === id && e.rule.symbols[symbol] !== undefined);
      if (mine.length === 0) return [];
      const after = (t: number) =>
        mine.some((e) => t > e.time && t <= e.time + AFTER_MINUTES * 60_000);
      const minuteOfDay = new Set(mine.map((e) => e.time % DAY));
      const sameMinutes = (t: number) => {
        const m = (t - 60_000) % DAY;
        return !after(t) && [...minuteOfDay].some((e) => m >= e && m < e + AFTER_MINUTES * 60_000);
      };
      const ratio = (r: Float64Array) => {
        const base = rms(r, (i) => sameMinutes(s.path.time[i + 1]!));
        return rms(r, (i) => after(s.path.time[i + 1]!)) / base;
      };
      return [`${id} ${pair(ratio(s.sim), ratio(s.rw), 1)} (${mine.length})`];
    });
    console.log(`${pad(symbol, 8)}${cells.join("   ")}`);
  }
}

function calibration(samples: Sample[]): void {
  console.log(
    "\nCalibration: annualised volatility from daily closes (instrument's / simulator / random walk)",
  );
  const cells = samples.map((s) => {
    const i = getInstrument(s.symbol)!;
    const sim = annualisedVolatility(s.path.time, s.path.close, s.path.count);
    const rw = annualisedVolatility(s.path.time, s.rwPrices, s.path.count);
    return `${pad(s.symbol, 8)}${fmt(i.annualVolatility * 100, 1)}% / ${fmt(sim * 100, 1)}% / ${fmt(rw * 100, 1)}%`;
  });
  for (let i = 0; i < cells.length; i += 3)
    console.log(
      cells
        .slice(i, i + 3)
        .map((c) => pad(c, 36))
        .join(""),
    );
}

function spreads(seed: string, days: number): void {
  const symbols = ["EURUSD", "XAUUSD", "BTCUSD"];
  const units: Record<string, [string, number]> = {
    EURUSD: ["pips", 0.0001],
    XAUUSD: ["$", 1],
    BTCUSD: ["$", 1],
  };
  const byHour = new Map<string, number[][]>(
    symbols.map((s) => [s, Array.from({ length: 24 }, () => [])]),
  );
  const market = SimulatedMarket.create({ seed, startTime: START, symbols });
  const ticks = market.forEachUntil(START + days * DAY, (q) => {
    byHour.get(q.symbol)![hourOf(q.time)]!.push(q.ask - q.bid);
  });
  console.log(
    `\nSpread by UTC hour, median / p95 over ${fmt(days, 0)} days of simulated ticks (${fmt(ticks, 0)} quotes); a plain random walk quotes one fixed spread, the typical one, at every hour`,
  );
  console.log(`${pad("hour", 6)}${symbols.map((s) => pad(`${s} (${units[s]![0]})`, 22)).join("")}`);
  const sorted = new Map(
    symbols.map((s) => [s, byHour.get(s)!.map((h) => Float64Array.from(h).sort())]),
  );
  for (let h = 0; h < 24; h++) {
    const cells = symbols.map((s) => {
      const list = sorted.get(s)![h]!;
      const [, unit] = units[s]!;
      const d = s === "EURUSD" ? 2 : 2;
      return pad(
        list.length
          ? `${fmt(percentile(list, 50) / unit, d)} / ${fmt(percentile(list, 95) / unit, d)}`
          : "closed",
        22,
      );
    });
    console.log(`${pad(String(h).padStart(2, "0"), 6)}${cells.join("")}`);
  }
  const summary = symbols.map((s) => {
    const i = getInstrument(s)!;
    const [name, unit] = units[s]!;
    const typical = i.typicalSpreadTicks * i.tickSize;
    const widest = Math.max(...sorted.get(s)!.map((h) => h.at(-1) ?? 0));
    const worstHourP95 = Math.max(
      ...sorted
        .get(s)!
        .filter((h) => h.length)
        .map((h) => percentile(h, 95)),
    );
    return `${s}: typical ${fmt(typical / unit, 2)} ${name} (the random walk's at every hour), widest hour's p95 ${fmt(worstHourP95 / typical, 2)}x, widest quote ${fmt(widest / typical, 2)}x (cap ${MAX_SPREAD_FACTOR}x)`;
  });
  for (const line of summary) console.log(line);
}

function historyTiming(seed: string): void {
  const to = START + 400 * DAY;
  const from = to - 90 * DAY;
  const cpu = process.cpuUsage();
  const started = performance.now();
  let candles = 0;
  for (const i of INSTRUMENTS) {
    const h = generateHistory({ seed, symbol: i.symbol, from, to, limit: 10_000 });
    for (const list of Object.values(h.candles)) candles += list.length;
  }
  const used = process.cpuUsage(cpu);
  console.log(
    `\nBack history: 90 days of ${INSTRUMENTS.length} symbols, every timeframe (the newest 10,000 candles of each, what the server keeps): ${fmt(performance.now() - started, 0)} ms wall, ${fmt((used.user + used.system) / 1000, 0)} ms CPU, ${fmt(candles, 0)} candles`,
  );
}

export async function main(args: string[] = []): Promise<void> {
  const days = Math.floor(numberArg(args, "days", 180));
  const spreadDays = Math.floor(numberArg(args, "spread-days", 14));
  const seed = stringArg(args, "seed", "realism");
  console.log(machineLine());
  console.log(
    `Market realism: ${days} days of 1-minute mids per symbol from ${new Date(START).toISOString().slice(0, 10)}, seed "${seed}"; the random walk has each instrument's annual volatility, spread evenly over the same open minutes`,
  );
  const samples = INSTRUMENTS.map((i) => sampleOf(i.symbol, seed, days));
  clustering(samples);
  trends(samples);
  sessionProfile(samples);
  news(samples, days);
  calibration(samples);
  spreads(seed, spreadDays);
  historyTiming(seed);
}
