import { describe, expect, it } from "vitest";
import { lotsForRisk } from "./position-sizing";

const lots = { lotMin: 0.01, lotStep: 0.01, lotMax: 50 };
const eurusd = { quoteCurrency: "USD", contractSize: 100_000, tickSize: 0.00001, ...lots };
const usdjpy = { quoteCurrency: "JPY", contractSize: 100_000, tickSize: 0.001, ...lots };

describe("size from risk", () => {
  it("EURUSD buy at 1.08520, stop 1.08320 (20 pips, $200 a lot): $500 is 2.50 lots, $333 is 1.66", () => {
    const at = {
      instrument: eurusd,
      side: "buy",
      entry: 1.0852,
      stopLoss: 1.0832,
      rate: 1,
    } as const;
    expect(lotsForRisk({ ...at, riskCents: 50_000 })).toEqual({
      ok: true,
      lots: 2.5,
      riskCents: 50_000,
      riskPerLotCents: 20_000,
    });
    // 1.665 lots rounds down: the risk is never exceeded.
    const down = lotsForRisk({ ...at, riskCents: 33_300 });
    expect(down).toMatchObject({ ok: true, lots: 1.66, riskCents: 33_200 });
  });

  it("USDJPY buy at 150.005, stop 149.505 at 150 yen a dollar ($333.33 a lot): $1,000 is 3.00 lots", () => {
    const result = lotsForRisk({
      instrument: usdjpy,
      side: "buy",
      entry: 150.005,
      stopLoss: 149.505,
      rate: 1 / 150,
      riskCents: 100_000,
    });
    expect(result).toMatchObject({ ok: true, lots: 3, riskPerLotCents: 33_333 });
  });

  it("a sell's stop sits above; a stop on the wrong side, no risk or too little is refused", () => {
    const sell = { instrument: eurusd, side: "sell", entry: 1.0851, rate: 1 } as const;
    // 10 pips above: $100 a lot, so $250 is 2.50 lots.
    expect(lotsForRisk({ ...sell, stopLoss: 1.0861, riskCents: 25_000 })).toMatchObject({
      lots: 2.5,
    });
    expect(lotsForRisk({ ...sell, stopLoss: 1.0841, riskCents: 25_000 })).toEqual({
      ok: false,
      reason: "A sell's stop loss is above the entry price.",
    });
    expect(lotsForRisk({ ...sell, stopLoss: 1.0861, riskCents: 0 }).ok).toBe(false);
    // $0.50 buys less than 0.01 lots ($1.00 at this stop).
    expect(lotsForRisk({ ...sell, stopLoss: 1.0861, riskCents: 50 })).toMatchObject({ ok: false });
  });

  it("is capped at the maximum lots", () => {
    expect(
      lotsForRisk({
        instrument: eurusd,
        side: "buy",
        entry: 1.0852,
        stopLoss: 1.0851,
        rate: 1,
        riskCents: 100_000_000,
      }),
    ).toMatchObject({ ok: true, lots: 50 });
  });
});
