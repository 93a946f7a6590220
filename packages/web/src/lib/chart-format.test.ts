import type { BarPrice } from "lightweight-charts";
import { describe, expect, it } from "vitest";
import {
  chartPriceFormatter,
  formatChartCount,
  formatChartDollars,
  formatDollarTickmarks,
} from "./chart-format";
import { countFormat, dollarFormat, priceFormatOf } from "./chart-theme";

describe("chart axis and label formats", () => {
  it("writes dollars US style with cents on value labels, never 1000022.00", () => {
    expect(formatChartDollars(1_000_022)).toBe("$1,000,022.00");
    expect(formatChartDollars(1_000_022.5)).toBe("$1,000,022.50");
    expect(formatChartDollars(-1_234.56)).toBe("-$1,234.56");
    // Float noise from cents / 100 does not show.
    expect(formatChartDollars(0.1 + 0.2)).toBe("$0.30");
  });

  it("drops the cents on the axis marks when every mark is a whole dollar, and keeps them all otherwise", () => {
    expect(formatDollarTickmarks([1_000_020, 1_000_022, 1_000_024])).toEqual([
      "$1,000,020",
      "$1,000,022",
      "$1,000,024",
    ]);
    expect(formatDollarTickmarks([999_999.5, 1_000_000, 1_000_000.5])).toEqual([
      "$999,999.50",
      "$1,000,000.00",
      "$1,000,000.50",
    ]);
    expect(formatDollarTickmarks([])).toEqual([]);
  });

  it("writes prices with the instrument's digits, grouped", () => {
    expect(chartPriceFormatter(2)(97_012.3)).toBe("97,012.30");
    expect(chartPriceFormatter(5)(1.08512)).toBe("1.08512");
    expect(chartPriceFormatter(3)(151.2)).toBe("151.200");
    expect(formatChartCount(12_345)).toBe("12,345");
  });

  it("is what the charts' series formats use", () => {
    const price = (value: number) => value as BarPrice;
    expect(dollarFormat.formatter(price(1_000_022))).toBe("$1,000,022.00");
    expect(dollarFormat.tickmarksFormatter?.([price(1_000_022)])).toEqual(["$1,000,022"]);
    expect(countFormat.formatter(price(1_500))).toBe("1,500");
    const btc = priceFormatOf(2, 0.01);
    expect(btc).toMatchObject({ type: "custom", minMove: 0.01 });
    expect(btc.formatter(price(97_012.35))).toBe("97,012.35");
  });
});
