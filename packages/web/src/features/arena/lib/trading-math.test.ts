import { describe, expect, it } from "vitest";
import type { Quote } from "@proparena/contracts/trading";
import {
  liveDailyChange,
  pnlCents,
  requiredMarginCents,
  riskAtStopCents,
  snapVolume,
  usdPerUnit,
  volumeProblem,
} from "./trading-math";

const eurusd = { contractSize: 100_000, tickSize: 0.00001, lotStep: 0.01 };
const usdjpy = { contractSize: 100_000, tickSize: 0.001, lotStep: 0.01 };
const quotes: Record<string, Quote> = {
  USDJPY: { symbol: "USDJPY", bid: 149.995, ask: 150.005, time: 1 },
  GBPUSD: { symbol: "GBPUSD", bid: 1.2699, ask: 1.2701, time: 1 },
};
const lookup = (symbol: string) => quotes[symbol];

describe("USD conversion", () => {
  it("is 1 for USD, the mid of XXXUSD direct, and 1 / mid of USDXXX inverted", () => {
    expect(usdPerUnit("USD", lookup)).toBe(1);
    expect(usdPerUnit("GBP", lookup)).toBeCloseTo(1.27, 10);
    expect(usdPerUnit("JPY", lookup)).toBeCloseTo(1 / 150, 12);
  });

  it("is null while the converting quote is unknown", () => {
    expect(usdPerUnit("CHF", lookup)).toBeNull();
  });
});

describe("margin and risk", () => {
  it("EURUSD 1 lot at 1.08520, 1:100 -> margin $1,085.20; SL 1.08320 risks $200.00", () => {
    expect(requiredMarginCents(eurusd, 1, 1.0852, 1, 100)).toBe(108_520);
    expect(riskAtStopCents(eurusd, "buy", 1, 1.0852, 1.0832, 1)).toBe(20_000);
  });

  it("USDJPY 1 lot buy at 150.005 (USDJPY mid 150.000), 1:100 -> margin $1,000.04 (rounded up); SL 149.505 risks $333.33", () => {
    const rate = usdPerUnit("JPY", lookup) as number;
    expect(requiredMarginCents(usdjpy, 1, 150.005, rate, 100)).toBe(100_004);
    expect(riskAtStopCents(usdjpy, "buy", 1, 150.005, 149.505, rate)).toBe(33_333);
  });

  it("a sell's stop is above the entry; a stop in profit risks nothing", () => {
    expect(riskAtStopCents(eurusd, "sell", 0.5, 1.0851, 1.0861, 1)).toBe(5_000);
    expect(riskAtStopCents(eurusd, "buy", 1, 1.0852, 1.0862, 1)).toBe(0);
  });
});

describe("P&L", () => {
  it("counts whole ticks and lot steps and rounds once to the cent", () => {
    expect(pnlCents(eurusd, "buy", 1, 1.0852, 1.0862, 1)).toBe(10_000);
    expect(pnlCents(eurusd, "sell", 1, 1.0852, 1.0862, 1)).toBe(-10_000);
    // 7 JPY ticks x 1 lot step... 0.01 lot: 1,000 units x 0.007 = 7 JPY = $0.0467 -> 5 cents
    expect(pnlCents(usdjpy, "buy", 0.01, 150, 150.007, 1 / 150)).toBe(5);
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
