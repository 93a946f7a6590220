import { describe, expect, it } from "vitest";
import { aggregateCandles, TIMEFRAMES } from "./candles";
import { generateHistory } from "./market-history";

const DAY = 86_400_000;

describe("back history", () => {
  it("three weeks of EURUSD are generated quickly, with candles for every timeframe and none on Saturday", () => {
    const from = Date.UTC(2024, 1, 19); // Monday
    const to = from + 21 * DAY;
    const h = generateHistory({ seed: "h", symbol: "EURUSD", from, to });
    expect(h.candles["1m"].length).toBeGreaterThan(10_000);
    // 15 weekdays plus the 2 hours of each Sunday evening (FX opens Sunday 22:00 UTC)
    expect(h.candles["1D"].length).toBe(18);
    expect(h.candles["1m"].some((c) => new Date(c.time).getUTCDay() === 6)).toBe(false);
    for (const c of h.candles["1h"]) {
      expect(c.low).toBeLessThanOrEqual(Math.min(c.open, c.close));
      expect(c.high).toBeGreaterThanOrEqual(Math.max(c.open, c.close));
    }
    expect(h.lastMid).not.toBeNull();
  }, 3_000);

  it("is deterministic from the seed and continues from a given start price", () => {
    const from = Date.UTC(2024, 2, 1);
    const a = generateHistory({
      seed: 1,
      symbol: "BTCUSD",
      from,
      to: from + DAY,
      startMid: 50_000,
    });
    const b = generateHistory({
      seed: 1,
      symbol: "BTCUSD",
      from,
      to: from + DAY,
      startMid: 50_000,
    });
    expect(b.candles["5m"]).toEqual(a.candles["5m"]);
    expect(Math.abs(a.candles["1m"][0]!.open - 50_000)).toBeLessThan(500);
  });

  it("every timeframe is the aggregate of the 1m candles; a limit keeps the newest of each", () => {
    const from = Date.UTC(2024, 2, 4);
    const options = { seed: "agg", symbol: "XAUUSD", from, to: from + 12 * DAY };
    const all = generateHistory(options);
    for (const tf of TIMEFRAMES)
      expect(all.candles[tf]).toEqual(aggregateCandles(all.candles["1m"], tf));
    const newest = generateHistory({ ...options, limit: 100 });
    for (const tf of TIMEFRAMES) {
      expect(newest.candles[tf]).toEqual(all.candles[tf].slice(-100));
    }
    // Ten weekdays and one Sunday evening (metals open Sunday 23:00 UTC).
    expect(newest.candles["1D"]).toHaveLength(11);
  });

  it("can be scaled to end on a given close: the same path, every candle on the tick grid", () => {
    const from = Date.UTC(2024, 2, 4);
    const options = { seed: "anchor", symbol: "EURUSD", from, to: from + 3 * DAY };
    const plain = generateHistory(options);
    const anchored = generateHistory({ ...options, endClose: 1.2 });
    expect(anchored.candles["1m"].at(-1)!.close).toBe(1.2);
    const ratio = anchored.candles["1h"][5]!.close / plain.candles["1h"][5]!.close;
    expect(ratio).toBeCloseTo(1.2 / plain.candles["1m"].at(-1)!.close, 4);
    for (const c of anchored.candles["1m"]) expect(Math.round(c.close * 1e5) / 1e5).toBe(c.close);
    expect(anchored.model).toEqual(plain.model);
  });
});
