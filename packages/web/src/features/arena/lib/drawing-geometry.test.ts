import { describe, expect, it } from "vitest";
import { trendSegment } from "./drawing-geometry";

const quarterHours = Array.from({ length: 9 }, (_, i) => 3_600 + i * 900); // 01:00 to 03:00

describe("trend lines on the candles' time axis", () => {
  it("joins the two points when they are candle times", () => {
    expect(
      trendSegment(
        [
          { time: 3_600, price: 1.1 },
          { time: 7_200, price: 1.2 },
        ],
        quarterHours,
      ),
    ).toEqual([
      { time: 3_600, value: 1.1 },
      { time: 7_200, value: 1.2 },
    ]);
  });

  it("keeps to the same line between candles inside it, whatever order the points came in", () => {
    // Drawn from 01:10 (1.0) to 02:40 (2.0): the candles inside are 01:15 and 02:30.
    const segment = trendSegment(
      [
        { time: 3_600 + 6_000, price: 2 },
        { time: 3_600 + 600, price: 1 },
      ],
      quarterHours,
    );
    expect(segment.map((p) => p.time)).toEqual([3_600 + 900, 3_600 + 5_400]);
    expect(segment[0]!.value).toBeCloseTo(1 + 300 / 5_400, 12);
    expect(segment[1]!.value).toBeCloseTo(1 + 4_800 / 5_400, 12);
  });

  it("draws nothing when fewer than two candles fall inside it", () => {
    const inside = [
      { time: 3_700, price: 1 },
      { time: 4_400, price: 2 },
    ];
    expect(trendSegment(inside, quarterHours)).toEqual([]);
    expect(trendSegment([{ time: 3_600, price: 1 }], quarterHours)).toEqual([]);
  });
});
