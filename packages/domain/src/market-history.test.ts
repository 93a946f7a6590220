import { describe, expect, it } from "vitest";
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
});
