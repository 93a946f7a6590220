import { describe, expect, it } from "vitest";
import type { Quote } from "@proparena/contracts/trading";
import { usdRate } from "@proparena/domain/market/currency-conversion";
import { requiredMargin } from "@proparena/domain/engine/margin";
import { liveDailyChange, riskAtStopCents, snapVolume, volumeProblem } from "./trading-math";

const eurusd = { quoteCurrency: "USD", contractSize: 100_000, tickSize: 0.00001, lotStep: 0.01 };
const usdjpy = { quoteCurrency: "JPY", contractSize: 100_000, tickSize: 0.001, lotStep: 0.01 };
const quotes: Record<string, Quote> = {
  USDJPY: { symbol: "USDJPY", bid: 149.995, ask: 150.005, time: 1 },
};
const lookup = (symbol: string) => quotes[symbol];

// The figures themselves are the engine's (domain margin/pnl/currency-conversion tests); these
// check that wire instruments reach those functions whole, and the web's risk-at-stop on top.
describe("margin and risk", () => {
  it("EURUSD 1 lot bought at 1.08520: SL 1.08320 risks $200.00", () => {
    expect(riskAtStopCents(eurusd, "buy", 1, 1.0852, 1.0832, 1)).toBe(20_000);
  });

  it("USDJPY 1 lot buy at 150.005 (USDJPY mid 150.000), 1:100 -> margin $1,000.04 (rounded up); SL 149.505 risks $333.33", () => {
    const rate = usdRate(usdjpy, lookup) as number;
    expect(rate).toBeCloseTo(1 / 150, 12);
    expect(requiredMargin(usdjpy, 1, 150.005, rate, 100)).toBe(100_004);
    expect(riskAtStopCents(usdjpy, "buy", 1, 150.005, 149.505, rate)).toBe(33_333);
  });

  it("is unknown while the converting quote is", () => {
    expect(usdRate({ quoteCurrency: "CHF" }, lookup)).toBeNull();
  });

  it("a sell's stop is above the entry; a stop in profit risks nothing", () => {
    expect(riskAtStopCents(eurusd, "sell", 0.5, 1.0851, 1.0861, 1)).toBe(5_000);
    expect(riskAtStopCents(eurusd, "buy", 1, 1.0852, 1.0862, 1)).toBe(0);
  });
});

describe("volume", () => {
  const lots = { lotMin: 0.01, lotStep: 0.01, lotMax: 50 };
  it("accepts volumes on the lot grid within bounds", () => {
    expect(volumeProblem(lots, 0.5)).toBeNull();
    expect(volumeProblem(lots, 0.07)).toBeNull();
  });
  it("explains what is wrong", () => {
    expect(volumeProblem(lots, Number.NaN)).toBe("Enter a volume in lots.");
    expect(volumeProblem(lots, 0.005)).toBe("The minimum is 0.01 lots.");
    expect(volumeProblem(lots, 51)).toBe("The maximum is 50 lots.");
    expect(volumeProblem({ lotMin: 0.1, lotStep: 0.1, lotMax: 100 }, 0.15)).toBe(
      "Lots go in steps of 0.1.",
    );
  });
  it("snaps to the grid without floating noise", () => {
    expect(snapVolume(lots, 0.1 + 0.2)).toBe(0.3);
  });
});

describe("live daily change", () => {
  it("keeps the day's open implied by the snapshot and moves with the live mid", () => {
    const snapshot = { symbol: "X", bid: 101, ask: 101, time: 1 };
    const instrument = { quote: snapshot, dailyChangePercent: 1 };
    expect(liveDailyChange(instrument, snapshot)).toBe(1);
    expect(liveDailyChange(instrument, { symbol: "X", bid: 102, ask: 102, time: 2 })).toBeCloseTo(
      2,
      6,
    );
    expect(liveDailyChange(instrument, { symbol: "X", bid: 99, ask: 99, time: 2 })).toBeCloseTo(
      -1,
      6,
    );
  });
});
