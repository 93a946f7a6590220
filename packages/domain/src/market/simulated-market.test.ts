import { describe, expect, it } from "vitest";
import { getInstrument, isOnTick } from "./instruments";
import { generateHistory } from "./market-history";
import { isMarketModelState } from "./market-model";
import type { Quote } from "./quotes";
import { isMarketOpen } from "./sessions";
import { SimulatedMarket } from "./simulated-market";

const MON = Date.UTC(2024, 2, 11, 0, 0); // Monday 00:00 UTC
const HOUR = 3_600_000;

describe("simulated market", () => {
  it("same seed and start => the same ticks, bit for bit; another seed => other ticks", () => {
    const a = SimulatedMarket.create({ seed: 1, startTime: MON }).ticksUntil(MON + HOUR);
    const b = SimulatedMarket.create({ seed: 1, startTime: MON }).ticksUntil(MON + HOUR);
    const c = SimulatedMarket.create({ seed: 2, startTime: MON }).ticksUntil(MON + HOUR);
    expect(a.length).toBeGreaterThan(1_000);
    expect(b).toEqual(a);
    expect(c).not.toEqual(a);
  });

  it("moveTo: a symbol's next ticks continue from the given mid; the other symbols are untouched", () => {
    const a = SimulatedMarket.create({
      seed: "move",
      startTime: MON,
      symbols: ["EURUSD", "XAUUSD"],
    });
    const b = SimulatedMarket.create({
      seed: "move",
      startTime: MON,
      symbols: ["EURUSD", "XAUUSD"],
    });
    b.moveTo("EURUSD", 2.5);
    b.moveTo("NOPE", 1);
    const ta = a.ticksUntil(MON + 60_000);
    const tb = b.ticksUntil(MON + 60_000);
    const first = tb.find((q) => q.symbol === "EURUSD")!;
    expect(first.bid).toBeGreaterThan(2.49);
    expect(first.ask).toBeLessThan(2.51);
    expect(tb.filter((q) => q.symbol === "XAUUSD")).toEqual(
      ta.filter((q) => q.symbol === "XAUUSD"),
    );
  });

  it("resumes from its saved state exactly", () => {
    const m = SimulatedMarket.create({ seed: "resume", startTime: MON });
    m.ticksUntil(MON + HOUR);
    const copy = SimulatedMarket.resume(JSON.parse(JSON.stringify(m.state())));
    expect(copy.ticksUntil(MON + 2 * HOUR)).toEqual(m.ticksUntil(MON + 2 * HOUR));
  });

  it("ticks are in time order, on the tick grid, with bid < ask, and only while the market is open", () => {
    const m = SimulatedMarket.create({
      seed: 3,
      startTime: Date.UTC(2024, 2, 15, 18),
      ticksPerMinute: 6,
    }); // Friday 18:00
    const ticks = m.ticksUntil(Date.UTC(2024, 2, 18, 2)); // Monday 02:00
    let last = 0;
    const problems: string[] = [];
    const symbols = new Set<string>();
    for (const q of ticks) {
      const i = getInstrument(q.symbol)!;
      if (q.time < last) problems.push(`out of order ${q.symbol} ${q.time}`);
      last = q.time;
      if (!(q.ask > q.bid)) problems.push(`crossed ${q.symbol} ${q.bid}/${q.ask}`);
      if (!isOnTick(q.bid, i) || !isOnTick(q.ask, i))
        problems.push(`off tick ${q.symbol} ${q.bid}`);
      if (!isMarketOpen(i, q.time))
        problems.push(`closed ${q.symbol} ${new Date(q.time).toISOString()}`);
      symbols.add(q.symbol);
    }
    expect(problems).toEqual([]);
    expect(ticks.length).toBeGreaterThan(5_000);
    const saturday = ticks.filter((q) => new Date(q.time).getUTCDay() === 6);
    expect(new Set(saturday.map((q) => q.symbol))).toEqual(new Set(["BTCUSD", "ETHUSD"]));
    expect(symbols.size).toBe(12);
  });

  it("FX reopens Sunday 22:00 with a gap and a wide first spread", () => {
    const m = SimulatedMarket.create({ seed: 9, startTime: Date.UTC(2024, 2, 15, 21, 0) });
    const ticks = m.ticksUntil(Date.UTC(2024, 2, 17, 23, 0)).filter((q) => q.symbol === "EURUSD");
    const friday = ticks.filter((q) => q.time < Date.UTC(2024, 2, 15, 22));
    const sunday = ticks.filter((q) => q.time >= Date.UTC(2024, 2, 17, 22));
    expect(friday.length).toBeGreaterThan(10);
    expect(sunday.length).toBeGreaterThan(10);
    const lastFri = friday[friday.length - 1]!;
    const firstSun = sunday[0]!;
    const typical = getInstrument("EURUSD")!.typicalSpreadTicks * 0.00001;
    expect(firstSun.ask - firstSun.bid).toBeGreaterThan(2 * typical);
    expect(firstSun.time - lastFri.time).toBeGreaterThan(47 * HOUR);
  });

  it("spreads are wider in thin hours (21:00-23:00 UTC) than in the London/New York overlap, but not even twice as wide", () => {
    const m = SimulatedMarket.create({
      seed: 5,
      startTime: Date.UTC(2024, 2, 12, 0),
      symbols: ["EURUSD"],
    });
    const ticks = m.ticksUntil(Date.UTC(2024, 2, 14, 0));
    const avg = (qs: Quote[]): number => qs.reduce((s, q) => s + (q.ask - q.bid), 0) / qs.length;
    const hour = (q: Quote): number => new Date(q.time).getUTCHours();
    const thin = ticks.filter((q) => hour(q) >= 21 && hour(q) < 23);
    const busy = ticks.filter((q) => hour(q) >= 13 && hour(q) < 15);
    expect(avg(thin)).toBeGreaterThan(1.4 * avg(busy));
    expect(avg(thin)).toBeLessThan(2 * avg(busy));
    expect(busy.length).toBeGreaterThan(2 * thin.length); // more ticks when busy
  });

  it("daily volatility of EURUSD log returns is near its 7% annual volatility (within a factor of 2)", () => {
    const m = SimulatedMarket.create({
      seed: 11,
      startTime: MON,
      symbols: ["EURUSD"],
      ticksPerMinute: 4,
    });
    const closes: number[] = [];
    let day = -1;
    let last = 0;
    m.forEachUntil(MON + 60 * 24 * HOUR, (q) => {
      const d = Math.floor(q.time / (24 * HOUR));
      if (d !== day && day !== -1) closes.push(last);
      day = d;
      last = (q.bid + q.ask) / 2;
    });
    const r = closes.slice(1).map((c, i) => Math.log(c / closes[i]!));
    const sd = Math.sqrt(r.reduce((s, x) => s + x * x, 0) / r.length);
    const expected = (0.07 * Math.sqrt(365.25 / 365.25)) / Math.sqrt(260);
    expect(sd).toBeGreaterThan(expected / 2);
    expect(sd).toBeLessThan(expected * 2);
  });

  it("ticks and the back history follow the same minute path: the model does not depend on how often it is stepped", () => {
    const to = MON + 6 * HOUR;
    const history = generateHistory({ seed: "path", symbol: "EURUSD", from: MON, to });
    const market = SimulatedMarket.create({
      seed: "path:history",
      startTime: MON,
      symbols: ["EURUSD"],
    });
    const ticks = market.ticksUntil(to - 1);
    expect(ticks.at(-1)!.time).toBeGreaterThan(to - 60_000);
    expect(market.state().feeds[0]!.model).toEqual(history.model);
    // The last minute's candle closes near the model's close (a bid, half a spread below).
    const close = Math.exp(history.model!.close);
    expect(Math.abs(history.candles["1m"].at(-1)!.close - close)).toBeLessThan(0.0002);
  });

  it("the live market carries on where the history ends: same regime, variance and model stream, from its last price", () => {
    const history = generateHistory({
      seed: "seam",
      symbol: "XAUUSD",
      from: MON - 5 * 24 * HOUR,
      to: MON + 10 * HOUR,
    });
    const saved = history.model!;
    expect(isMarketModelState(JSON.parse(JSON.stringify(saved)))).toBe(true);
    const live = SimulatedMarket.create({
      seed: "seam:live",
      startTime: MON + 10 * HOUR,
      symbols: ["XAUUSD"],
      startMids: { XAUUSD: history.lastMid! },
      startModels: { XAUUSD: saved },
    });
    const model = live.state().feeds[0]!.model;
    const unsigned = (r: readonly number[]) => r.map((n) => n >>> 0);
    expect([model.regime, model.variance, model.shock, unsigned(model.random)]).toEqual([
      saved.regime,
      saved.variance,
      saved.shock,
      unsigned(saved.random),
    ]);
    expect(model.center - model.close).toBeCloseTo(saved.center - saved.close, 12);
    const first = live.quotes()[0]!;
    expect(Math.abs((first.bid + first.ask) / 2 - history.lastMid!)).toBeLessThan(0.1);
    const next = live.ticksUntil(MON + 10 * HOUR + 60_000);
    expect(Math.abs(next.at(-1)!.bid - history.candles["1m"].at(-1)!.close)).toBeLessThan(3);
    // What comes back from storage is checked before a market continues it.
    expect(isMarketModelState({ ...saved, regime: "sideways" })).toBe(false);
    expect(isMarketModelState({ ...saved, variance: -1 })).toBe(false);
    expect(isMarketModelState({ ...saved, random: [1, 2, 3] })).toBe(false);
  });
});
