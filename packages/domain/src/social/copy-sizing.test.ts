import { describe, expect, it } from "vitest";
import { copySize, floorToLotStep } from "./copy-sizing";

// Hand figures. EURUSD at 1.10000, 1:100: one lot is 100,000 EUR x 1.1 = $110,000 of notional,
// $1,100.00 of margin = 110,000 cents per lot.
const fx = { lotMin: 0.01, lotStep: 0.01, lotMax: 50 };
const base = {
  instrument: fx,
  marginPerLot: 110_000,
  multiplier: 1,
  riskPerTradePercent: 5,
};

describe("copySize", () => {
  it("scales by the copier's equity over the source's and by the multiplier", () => {
    // 1 lot x $1,000,000 / $100,000 x 0.5 = 5 lots; 5% of $1M = $50,000 allows 45.45 lots.
    expect(
      copySize({
        ...base,
        sourceVolume: 1,
        sourceEquity: 10_000_000,
        targetEquity: 100_000_000,
        multiplier: 0.5,
      }),
    ).toEqual({ ok: true, volume: 5, proportional: 5, capped: false });
  });

  it("rounds down to the lot step", () => {
    // 0.07 x $200 / $300 = 0.04666... lots -> 0.04.
    const size = copySize({
      ...base,
      sourceVolume: 0.07,
      sourceEquity: 30_000,
      targetEquity: 20_000,
      riskPerTradePercent: 100,
      marginPerLot: 1,
    });
    expect(size).toMatchObject({ ok: true, volume: 0.04, capped: false });
    expect(floorToLotStep(0.11000000000000001, 0.01)).toBe(0.11);
    expect(floorToLotStep(0.3, 0.1)).toBe(0.3);
  });

  it("cuts the volume so its margin stays within the risk per trade", () => {
    // 0.5% of $1,000,000 = $5,000 = 500,000 cents: 500,000 / 110,000 = 4.545 lots -> 4.54
    // (margin $4,994.00), not the proportional 5.
    const size = copySize({
      ...base,
      sourceVolume: 0.5,
      sourceEquity: 10_000_000,
      targetEquity: 100_000_000,
      riskPerTradePercent: 0.5,
    });
    expect(size).toEqual({ ok: true, volume: 4.54, proportional: 5, capped: true });
  });

  it("never goes over the instrument's lot maximum", () => {
    const size = copySize({
      ...base,
      sourceVolume: 8,
      sourceEquity: 10_000_000,
      targetEquity: 100_000_000,
      riskPerTradePercent: 100,
    });
    expect(size).toEqual({ ok: true, volume: 50, proportional: 80, capped: true });
  });

  it("skips a copy below the minimum lot, saying why", () => {
    // 0.01 x $5,000 / $10,000 = 0.005 lots.
    expect(
      copySize({ ...base, sourceVolume: 0.01, sourceEquity: 1_000_000, targetEquity: 500_000 }),
    ).toEqual({
      ok: false,
      proportional: 0.005,
      reason: "The proportional size (0.005 lots) is below the minimum lot (0.01)",
    });
    // 1% of $1,000 = $10 of margin: 1,000 / 110,000 = 0.009 lots.
    expect(
      copySize({
        ...base,
        sourceVolume: 1,
        sourceEquity: 100_000,
        targetEquity: 100_000,
        riskPerTradePercent: 1,
      }),
    ).toEqual({
      ok: false,
      proportional: 1,
      reason: "The risk cap (1% of equity in margin) allows less than the minimum lot (0.01)",
    });
  });

  it("places nothing for an account without positive equity", () => {
    expect(
      copySize({ ...base, sourceVolume: 1, sourceEquity: 0, targetEquity: 100_000 }),
    ).toMatchObject({ ok: false });
  });
});
