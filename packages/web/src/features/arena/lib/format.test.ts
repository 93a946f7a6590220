import { describe, expect, it } from "vitest";
import {
  formatCountdown,
  formatLots,
  formatPercentChange,
  formatPrice,
  formatSignedUsd,
  formatUsd,
} from "./format";

describe("arena formatting", () => {
  it("shows money in US style with cents", () => {
    expect(formatUsd(123_456)).toBe("$1,234.56");
    expect(formatUsd(-5_000)).toBe("-$50.00");
    expect(formatSignedUsd(1_230)).toBe("+$12.30");
    expect(formatSignedUsd(-400)).toBe("-$4.00");
    expect(formatSignedUsd(0)).toBe("$0.00");
  });

  it("shows prices with the instrument's digits", () => {
    expect(formatPrice(1.0852, 5)).toBe("1.08520");
    expect(formatPrice(150.005, 3)).toBe("150.005");
    expect(formatPrice(3512.4, 2)).toBe("3,512.40");
  });

  it("shows lots, changes and countdowns", () => {
    expect(formatLots(1)).toBe("1.00");
    expect(formatLots(0.5)).toBe("0.50");
    expect(formatLots(0.125)).toBe("0.125");
    expect(formatPercentChange(0.4249)).toBe("+0.42%");
    expect(formatPercentChange(-1.05)).toBe("-1.05%");
    expect(formatPercentChange(-0.001)).toBe("0.00%");
    expect(formatCountdown(5 * 3_600_000 + 3 * 60_000 + 9_500)).toBe("05:03:09");
    expect(formatCountdown(-10)).toBe("00:00:00");
  });
});
