import { describe, expect, it } from "vitest";
import { applyQuoteToCandle, bucketStartSeconds } from "./live-candle";

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
});
