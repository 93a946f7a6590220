import { describe, expect, it } from "vitest";
import {
  bookFigures,
  maxDrawdownPercent,
  returnPercent,
  riskAdjustedScore,
  winRatePercent,
  withProfitAddedBack,
} from "./book-figures";

const point = (time: number, equity: number, balance = equity) => ({ time, balance, equity });

describe("book figures", () => {
  it("return counts the profit settlements took off the balance", () => {
    // $100,000 start, $104,000 now: 4%.
    expect(returnPercent(100_000_00, 104_000_00, 0)).toBe(4);
    // Paid out $6,000 of profit (balance back to start), then $1,500 more: 7.5%.
    expect(returnPercent(100_000_00, 101_500_00, 6_000_00)).toBe(7.5);
    // A loss of $333.33 on $10,000: -3.3333% rounds to -3.33.
    expect(returnPercent(10_000_00, 9_666_67, 0)).toBe(-3.33);
    expect(returnPercent(0, 0, 0)).toBe(0);
  });

  it("max drawdown is the deepest fall from the running peak, in percent of that peak", () => {
    // 100k -> 110k -> 99k (10% below 110k) -> 120k -> 114k (5%): 10%.
    const curve = [100_000, 110_000, 99_000, 120_000, 114_000].map((e, i) => point(i, e * 100));
    expect(maxDrawdownPercent(curve)).toBe(10);
    // Falling from the first point: 100k -> 97.5k is 2.5%.
    expect(maxDrawdownPercent([point(0, 100_000_00), point(1, 97_500_00)])).toBe(2.5);
    expect(maxDrawdownPercent([point(0, 100_000_00), point(1, 101_000_00)])).toBe(0);
    expect(maxDrawdownPercent([])).toBe(0);
  });

  it("a payout is no drawdown once the profit it took is added back", () => {
    // 100k start, 105k, the settlement at t=2 takes $5,000 (balance back to 100k), then 103k.
    const curve = [
      point(0, 100_000_00),
      point(1, 105_000_00),
      point(2, 100_000_00),
      point(3, 103_000_00),
    ];
    const taken = [{ time: 2, amount: 5_000_00 }];
    // As stored, the payout looks like a fall of 5k from 105k: 4.76%.
    expect(maxDrawdownPercent(curve)).toBe(4.76);
    const added = withProfitAddedBack(curve, taken);
    expect(added.map((p) => p.equity)).toEqual([100_000_00, 105_000_00, 105_000_00, 108_000_00]);
    expect(added.map((p) => p.balance)).toEqual([100_000_00, 105_000_00, 105_000_00, 108_000_00]);
    expect(maxDrawdownPercent(added)).toBe(0);
  });

  it("win rate and the score", () => {
    expect(winRatePercent(0, 0)).toBeNull();
    expect(winRatePercent(3, 2)).toBe(66.67);
    // 12% return, 4% drawdown, 30 trades: 3 x 30/40 = 2.25.
    expect(riskAdjustedScore(12, 4, 30)).toBe(2.25);
    // No drawdown divides by the 2% floor: 6% / 2 x 10/20 = 1.5.
    expect(riskAdjustedScore(6, 0, 10)).toBe(1.5);
    // A loss scores below zero: -5% / 10% x 90/100 = -0.45.
    expect(riskAdjustedScore(-5, 10, 90)).toBe(-0.45);
    expect(riskAdjustedScore(8, 3, 0)).toBe(0);
    expect(
      bookFigures({
        startingBalance: 50_000_00,
        balance: 52_000_00,
        profitTaken: 1_000_00,
        maxDrawdownPercent: 2.5,
        trades: 40,
        wins: 22,
      }),
    ).toEqual({ returnPercent: 6, maxDrawdownPercent: 2.5, score: 1.92, winRatePercent: 55 });
  });
});
