import type { Indicator } from "@proparena/contracts/arena-tools";
import { describe, expect, it } from "vitest";
import { computeIndicator } from "./indicators";
import { indicatorTitle, newIndicatorId } from "./indicator-names";

const candlesOf = (closes: number[]) => closes.map((close, i) => ({ time: 1_000 + i * 60, close }));
const values = (indicator: Indicator, closes: number[], key = "value") =>
  computeIndicator(indicator, candlesOf(closes)).lines.find((l) => l.key === key)!.points;

describe("indicators (trading-signals)", () => {
  it("MA 3 of 1..5 is 2, 3, 4 from the third candle, on the price pane", () => {
    const ma = computeIndicator({ id: "ma-1", kind: "sma", period: 3 }, candlesOf([1, 2, 3, 4, 5]));
    expect(ma.pane).toBe("price");
    expect(ma.lines[0]!.points).toEqual([
      { time: 1_120, value: 2 },
      { time: 1_180, value: 3 },
      { time: 1_240, value: 4 },
    ]);
  });

  it("EMA 3 (k = 0.5) of 1..5 is 2.25, 3.125, 4.0625 once it has three closes", () => {
    expect(
      values({ id: "e", kind: "ema", period: 3 }, [1, 2, 3, 4, 5]).map((p) => p.value),
    ).toEqual([2.25, 3.125, 4.0625]);
  });

  it("Bollinger 3, 2 of 1, 2, 3: middle 2, bands 2 ± 2·√(2/3)", () => {
    const bands = { id: "b", kind: "bollinger", period: 3, stdDev: 2 } as const;
    const width = 2 * Math.sqrt(2 / 3);
    expect(values(bands, [1, 2, 3], "middle")[0]!.value).toBe(2);
    expect(values(bands, [1, 2, 3], "upper")[0]!.value).toBeCloseTo(2 + width, 10);
    expect(values(bands, [1, 2, 3], "lower")[0]!.value).toBeCloseTo(2 - width, 10);
  });

  it("RSI 14 matches Wilder's worked example (StockCharts) within 0.1, in its own pane", () => {
    const closes = [
      44.34, 44.09, 44.15, 43.61, 44.33, 44.83, 45.1, 45.42, 45.84, 46.08, 45.89, 46.03, 45.61,
      46.28, 46.28, 46.0, 46.03, 46.41, 46.22, 45.64,
    ];
    const rsi = computeIndicator({ id: "r", kind: "rsi", period: 14 }, candlesOf(closes));
    expect(rsi.pane).toBe("own");
    expect(rsi.levels).toEqual([30, 70]);
    const got = rsi.lines[0]!.points.map((p) => p.value);
    const published = [70.53, 66.32, 66.55, 69.41, 66.36, 57.97];
    expect(got).toHaveLength(published.length);
    got.forEach((value, i) => expect(Math.abs(value - published[i]!)).toBeLessThan(0.1));
  });

  it("MACD 2, 3, 2 of 1, 2, 3 is EMA2 − EMA3 = 2.5556 − 2.25 by hand; histogram = MACD − signal", () => {
    const macd = { id: "m", kind: "macd", fast: 2, slow: 3, signal: 2 } as const;
    const closes = [1, 2, 3, 4, 5, 6, 7];
    const line = values(macd, closes, "macd");
    expect(line[0]!.value).toBeCloseTo(23 / 9 - 2.25, 10);
    const signal = values(macd, closes, "signal");
    const histogram = values(macd, closes, "histogram");
    histogram.forEach((h, i) => expect(h.value).toBeCloseTo(line[i]!.value - signal[i]!.value, 10));
    // A flat market has no momentum.
    expect(values(macd, [5, 5, 5, 5, 5], "macd").every((p) => p.value === 0)).toBe(true);
  });

  it("draws nothing before enough candles, names each indicator and finds a free id", () => {
    expect(values({ id: "r", kind: "rsi", period: 14 }, [1, 2, 3])).toEqual([]);
    expect(indicatorTitle({ id: "m", kind: "macd", fast: 12, slow: 26, signal: 9 })).toBe(
      "MACD 12, 26, 9",
    );
    expect(
      newIndicatorId("rsi", [
        { id: "rsi-1", kind: "rsi", period: 14 },
        { id: "rsi-2", kind: "rsi", period: 7 },
      ]),
    ).toBe("rsi-3");
  });
});
