import { describe, expect, it } from "vitest";
import { applyQuoteToCandle, bucketStartSeconds, isNewTick } from "./live-candle";

const at = (iso: string) => Date.parse(iso);
const quote = (iso: string, bid: number) => ({
  symbol: "EURUSD",
  bid,
  ask: bid + 0.0001,
  time: at(iso),
});

describe("live candle", () => {
  it("aligns buckets on UTC", () => {
    expect(bucketStartSeconds(at("2025-01-06T05:17:30Z"), "4h")).toBe(
      at("2025-01-06T04:00:00Z") / 1000,
    );
    expect(bucketStartSeconds(at("2025-01-06T05:17:30Z"), "15m")).toBe(
      at("2025-01-06T05:15:00Z") / 1000,
    );
  });

  it("folds a bid into the current candle and opens the next bucket", () => {
    const last = {
      time: at("2025-01-06T05:15:00Z") / 1000,
      open: 1.1,
      high: 1.2,
      low: 1.0,
      close: 1.1,
      volume: 3,
    };
    expect(applyQuoteToCandle(last, quote("2025-01-06T05:20:00Z", 1.25), "15m")).toEqual({
      ...last,
      high: 1.25,
      close: 1.25,
      volume: 4,
    });
    expect(applyQuoteToCandle(last, quote("2025-01-06T05:30:00Z", 1.05), "15m")).toEqual({
      time: at("2025-01-06T05:30:00Z") / 1000,
      open: 1.05,
      high: 1.05,
      low: 1.05,
      close: 1.05,
      volume: 1,
    });
    expect(applyQuoteToCandle(last, quote("2025-01-06T05:00:00Z", 1.05), "15m")).toBeNull();
  });

  it("counts each quote as one tick of the live candle's volume", () => {
    const quotes = [
      quote("2025-01-06T05:15:01Z", 1.1),
      quote("2025-01-06T05:15:02Z", 1.12),
      quote("2025-01-06T05:15:03Z", 1.09),
      quote("2025-01-06T05:16:00Z", 1.11),
    ];
    const volumes: number[] = [];
    let last = null;
    for (const q of quotes) {
      last = applyQuoteToCandle(last, q, "1m");
      volumes.push(last?.volume ?? -1);
    }
    expect(volumes).toEqual([1, 2, 3, 1]);
  });

  it("re-folds a quote the candle already counts without adding a tick", () => {
    const last = {
      time: at("2025-01-06T05:15:00Z") / 1000,
      open: 1.1,
      high: 1.2,
      low: 1.0,
      close: 1.1,
      volume: 7,
    };
    const q = quote("2025-01-06T05:20:00Z", 1.15);
    expect(applyQuoteToCandle(last, q, "15m", false)).toEqual({ ...last, close: 1.15 });
    // A bucket the history does not have yet cannot have counted the quote.
    expect(
      applyQuoteToCandle(last, quote("2025-01-06T05:31:00Z", 1.15), "15m", false)?.volume,
    ).toBe(1);
  });
});

describe("new ticks", () => {
  const q1 = quote("2025-01-06T05:15:01Z", 1.1);
  const q2 = quote("2025-01-06T05:15:02Z", 1.12);
  const view = (q: typeof q1 | undefined, timeframe: "1m" | "1h" = "1m", symbol = "EURUSD") => ({
    symbol,
    timeframe,
    quote: q,
  });

  it("counts a new quote of the same view", () => {
    expect(isNewTick(view(q1), view(q2))).toBe(true);
    expect(isNewTick(view(undefined), view(q1))).toBe(true);
  });

  it("does not count the quote a view loads with, nor the same quote twice", () => {
    expect(isNewTick(null, view(q1))).toBe(false);
    expect(isNewTick(view(q1), view(q1))).toBe(false);
  });

  it("does not count the quote a switch of timeframe or symbol re-shows", () => {
    expect(isNewTick(view(q1, "1m"), view(q1, "1h"))).toBe(false);
    expect(isNewTick(view(q1, "1m"), view(q2, "1h"))).toBe(false);
    expect(isNewTick(view(q1, "1m", "GBPUSD"), view(q2, "1m", "EURUSD"))).toBe(false);
  });
});
