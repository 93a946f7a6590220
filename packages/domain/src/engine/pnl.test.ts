import { describe, expect, it } from "vitest";
import { usdRate } from "../market/currency-conversion";
import { getInstrument } from "../market/instruments";
import { entryPrice, exitPrice, pnlCents, pnlInQuoteCurrency, tickStepValue } from "./pnl";
import { baseQuotes, quote } from "../testing/engine-fixture";

const I = (s: string) => getInstrument(s)!;
const quotes = new Map(baseQuotes().map((q) => [q.symbol, q]));
const lookup = (s: string) => quotes.get(s);

describe("P&L in USD cents, rounded once", () => {
  it("EURUSD: buy 1 lot at 1.08510, closed at 1.08610 (10 pips) = +$100.00", () => {
    expect(pnlCents(I("EURUSD"), "buy", 1, 1.0851, 1.0861, 1)).toBe(10_000);
    expect(tickStepValue(I("EURUSD"))).toBe(0.01);
  });

  it("USDJPY: buy 1 lot at 150.010, closed at 151.000 = 99,000 JPY = $655.61 at USDJPY mid 151.005", () => {
    const i = I("USDJPY");
    expect(pnlInQuoteCurrency(i, "buy", 1, 150.01, 151.0)).toBeCloseTo(99_000, 6);
    const rate = 1 / 151.005;
    expect(pnlCents(i, "buy", 1, 150.01, 151.0, rate)).toBe(65_561);
  });

  it("USDJPY converts at the current USDJPY mid (150.005): 1 JPY = $0.0066664", () => {
    expect(usdRate(I("USDJPY"), lookup)).toBeCloseTo(1 / 150.005, 12);
    expect(usdRate(I("EURJPY"), lookup)).toBeCloseTo(1 / 150.005, 12);
    expect(usdRate(I("EURGBP"), lookup)).toBeCloseTo(1.27006, 12);
    expect(usdRate(I("XAUUSD"), lookup)).toBe(1);
    expect(usdRate(I("USDJPY"), () => undefined)).toBeNull();
  });

  it("EURGBP: sell 1 lot at 0.85430, closed at 0.85330 = +£100 = +$127.01 at GBPUSD mid 1.27006", () => {
    expect(pnlCents(I("EURGBP"), "sell", 1, 0.8543, 0.8533, 1.27006)).toBe(12_701);
  });

  it("XAUUSD: sell 0.5 lot at 2350.00, closed at 2340.25 = +$487.50", () => {
    expect(pnlCents(I("XAUUSD"), "sell", 0.5, 2350.0, 2340.25, 1)).toBe(48_750);
  });

  it("BTCUSD: half a cent rounds away from zero: +0.5 cent -> +1, -0.5 cent -> -1", () => {
    const btc = I("BTCUSD");
    expect(pnlCents(btc, "buy", 0.01, 65_000, 65_000.5, 1)).toBe(1);
    expect(pnlCents(btc, "buy", 0.01, 65_000.5, 65_000, 1)).toBe(-1);
    expect(pnlCents(btc, "buy", 0.03, 65_025, 65_000, 1)).toBe(-75);
  });

  it("buys open at the ask and close at the bid; sells the reverse", () => {
    const q = quote("EURUSD", 1.085, 1.0851);
    expect([entryPrice("buy", q), exitPrice("buy", q)]).toEqual([1.0851, 1.085]);
    expect([entryPrice("sell", q), exitPrice("sell", q)]).toEqual([1.085, 1.0851]);
    // opening and closing at once costs the spread: 1 lot EURUSD, 1 pip = -$10.00
    expect(pnlCents(I("EURUSD"), "buy", 1, 1.0851, 1.085, 1)).toBe(-1_000);
  });
});
