import { describe, expect, it } from "vitest";
import {
  formatCountdown,
  formatDay,
  formatDuration,
  formatLots,
  formatPercentChange,
  formatPrice,
  formatShare,
  formatSignedUsd,
  formatTradeReason,
  formatUsd,
} from "./format-trading";

describe("trading formatting", () => {
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

  it("shows days, shares, holding times and close reasons", () => {
    expect(formatDay("2025-01-06T23:59:00.000Z")).toBe("Jan 6, 2025");
    expect(formatShare(0.625)).toBe("62.5%");
    expect(formatShare(0)).toBe("0.0%");
    expect(formatDuration(45_000)).toBe("45s");
    expect(formatDuration(12 * 60_000 + 5_000)).toBe("12m 05s");
    expect(formatDuration(3 * 3_600_000 + 20 * 60_000)).toBe("3h 20m");
    expect(formatDuration(2 * 86_400_000 + 4 * 3_600_000)).toBe("2d 4h");
    expect(formatTradeReason("takeProfit")).toBe("Take profit");
    expect(formatTradeReason("somethingNew")).toBe("somethingNew");
  });
});
