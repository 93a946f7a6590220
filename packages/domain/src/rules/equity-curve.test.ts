import { describe, expect, it } from "vitest";
import { accountCurve, thinCurve } from "./equity-curve";
import type { Trade } from "../engine/trades";

const H = 3_600_000;
const trade = (id: string, open: number, close: number, pnl: number): Trade => ({
  id,
  positionId: id,
  orderId: `o${id}`,
  accountId: "a",
  symbol: "EURUSD",
  side: "buy",
  volume: 1,
  openPrice: 1.1,
  openTime: open,
  closePrice: 1.1,
  closeTime: close,
  pnl,
  commission: 0,
  swap: 0,
  conversionRate: 1,
  reason: "manual",
});

describe("the equity curve of a $10,000 account", () => {
  it("start, closes with nothing else open (+$100 at 2h, -$50 at 6h), the 4h sample while two overlapped, and now", () => {
    const points = accountCurve({
      startingBalance: 1_000_000,
      createdAt: 0,
      trades: [
        trade("a", 1 * H, 2 * H, 10_000),
        trade("b", 3 * H, 5 * H, 2_000), // closed while c was open: equity unknown, left out
        trade("c", 4 * H, 6 * H, -5_000),
      ],
      openSince: [],
      samples: [{ time: 4.5 * H, balance: 1_010_000, equity: 1_009_000 }],
      now: { time: 7 * H, balance: 1_007_000, equity: 1_007_000 },
    });
    expect(points).toEqual([
      { time: 0, balance: 1_000_000, equity: 1_000_000 },
      { time: 2 * H, balance: 1_010_000, equity: 1_010_000 },
      { time: 4.5 * H, balance: 1_010_000, equity: 1_009_000 },
      { time: 6 * H, balance: 1_007_000, equity: 1_007_000 },
      { time: 7 * H, balance: 1_007_000, equity: 1_007_000 },
    ]);
  });

  it("a close while a position is still open now is left out", () => {
    const points = accountCurve({
      startingBalance: 1_000_000,
      createdAt: 0,
      trades: [trade("a", 2 * H, 3 * H, 500)],
      openSince: [1 * H],
      samples: [],
      now: null,
    });
    expect(points.map((p) => p.time)).toEqual([0]);
  });

  it("thinning 10,000 points to 1,000 keeps the first, the last and the deepest drawdown", () => {
    const points = Array.from({ length: 10_000 }, (_, i) => ({
      time: i,
      balance: 1_000_000,
      equity: i === 4_321 ? 1 : 1_000_000 + (i % 7),
    }));
    const thin = thinCurve(points, 1_000);
    expect(thin.length).toBeLessThanOrEqual(1_000);
    expect(thin[0]).toBe(points[0]);
    expect(thin.at(-1)).toBe(points.at(-1));
    expect(thin.find((p) => p.equity === 1)?.time).toBe(4_321);
    expect(thin.every((p, i) => i === 0 || p.time > thin[i - 1]!.time)).toBe(true);
    expect(thinCurve(points.slice(0, 5), 1_000)).toEqual(points.slice(0, 5));
  });
});
