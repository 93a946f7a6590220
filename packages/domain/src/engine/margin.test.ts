import { describe, expect, it } from "vitest";
import { getInstrument } from "../market/instruments";
import { freeMargin, isBelowStopOut, marginLevel, requiredMargin } from "./margin";

const I = (s: string) => getInstrument(s)!;

describe("margin = notional / leverage in USD, rounded up to the cent", () => {
  it("EURUSD 1 lot at 1.08510, 1:100 = $1,085.10", () => {
    expect(requiredMargin(I("EURUSD"), 1, 1.0851, 1, 100)).toBe(108_510);
  });

  it("USDJPY 1 lot at 150.010, converted at 1 / 150.005 = $1,000.04 (rounded up)", () => {
    expect(requiredMargin(I("USDJPY"), 1, 150.01, 1 / 150.005, 100)).toBe(100_004);
  });

  it("XAUUSD 1 lot at 2350.25 = $2,350.25; BTCUSD 1 lot at 65,025 = $650.25; US30 1 lot at 39,002 = $390.02", () => {
    expect(requiredMargin(I("XAUUSD"), 1, 2350.25, 1, 100)).toBe(235_025);
    expect(requiredMargin(I("BTCUSD"), 1, 65_025, 1, 100)).toBe(65_025);
    expect(requiredMargin(I("US30"), 1, 39_002, 1, 100)).toBe(39_002);
  });

  it("free margin and margin level: equity $2,000, margin $1,000 -> free $1,000, level 200%", () => {
    expect(freeMargin(200_000, 100_000)).toBe(100_000);
    expect(marginLevel(200_000, 100_000)).toBe(200);
    expect(marginLevel(200_000, 0)).toBeNull();
  });

  it("stop-out at 50%: margin $1,000 -> equity $499.99 is below, $500.00 is not", () => {
    expect(isBelowStopOut(49_999, 100_000, 50)).toBe(true);
    expect(isBelowStopOut(50_000, 100_000, 50)).toBe(false);
    expect(isBelowStopOut(-5, 0, 50)).toBe(false);
  });
});
