import { describe, expect, it } from "vitest";
import {
  aggregateCandles,
  bucketStart,
  CandleBuilder,
  candlesFromQuotes,
  isTimeframe,
  TIMEFRAMES,
} from "./candles";
import type { Quote } from "./quotes";
import { SimulatedMarket } from "./simulated-market";

const T = Date.UTC(2024, 2, 12, 10, 0);
const q = (sec: number, bid: number): Quote => ({
  symbol: "EURUSD",
  time: T + sec * 1000,
  bid,
  ask: bid + 0.0001,
});

describe("candles", () => {
  it("1m candles from ticks: open, high, low, close of the bid and the tick count", () => {
    const c = candlesFromQuotes(
      [q(0, 1.1), q(10, 1.102), q(30, 1.099), q(59, 1.101), q(60, 1.103)],
      "1m",
    );
    expect(c).toEqual([
      { time: T, open: 1.1, high: 1.102, low: 1.099, close: 1.101, ticks: 4 },
      { time: T + 60_000, open: 1.103, high: 1.103, low: 1.103, close: 1.103, ticks: 1 },
    ]);
  });

  it("buckets align on UTC: 4h at 08:00, 1D at 00:00", () => {
    expect(bucketStart(Date.UTC(2024, 2, 12, 10, 17), "4h")).toBe(Date.UTC(2024, 2, 12, 8));
    expect(bucketStart(Date.UTC(2024, 2, 12, 10, 17), "1D")).toBe(Date.UTC(2024, 2, 12));
    expect(bucketStart(Date.UTC(2024, 2, 12, 10, 17), "15m")).toBe(Date.UTC(2024, 2, 12, 10, 15));
    expect(TIMEFRAMES).toEqual(["1m", "5m", "15m", "1h", "4h", "1D"]);
    expect(isTimeframe("1h")).toBe(true);
    expect(isTimeframe("2h")).toBe(false);
  });

  it("aggregating 1m candles equals building each timeframe straight from the ticks", () => {
    const ticks = SimulatedMarket.create({ seed: 4, startTime: T, symbols: ["XAUUSD"] }).ticksUntil(
      T + 30 * 3_600_000,
    );
    const minute = candlesFromQuotes(ticks, "1m");
    for (const tf of TIMEFRAMES) {
      expect(aggregateCandles(minute, tf)).toEqual(candlesFromQuotes(ticks, tf));
    }
  });

  it("the builder reports the candle that closes when a new bucket starts", () => {
    const b = new CandleBuilder("1m");
    expect(b.add(q(0, 1.1)).closed).toBeNull();
    expect(b.add(q(30, 1.2)).current.high).toBe(1.2);
    const { closed, current } = b.add(q(61, 1.15));
    expect(closed).toEqual({ time: T, open: 1.1, high: 1.2, low: 1.1, close: 1.2, ticks: 2 });
    expect(current.open).toBe(1.15);
  });
});
