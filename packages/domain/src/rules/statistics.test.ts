import { describe, expect, it } from "vitest";
import type { Trade } from "../engine/trades";
import {
  computeStatistics,
  dailyReturns,
  equityCurve,
  instrumentBreakdown,
  sharpeRatio,
} from "./statistics";

const D = (day: number, hour: number) => Date.UTC(2024, 2, day, hour);
const trade = (id: string, pnl: number, close: number, volume: number): Trade => ({
  id,
  positionId: id,
  orderId: `o${id}`,
  accountId: "a",
  symbol: "EURUSD",
  side: "buy",
  volume,
  openPrice: 1.08,
  openTime: close - 3_600_000,
  closePrice: 1.08,
  closeTime: close,
  pnl,
  commission: 0,
  swap: 0,
  conversionRate: 1,
  reason: "manual",
});
// $10,000 account: +$500, +$300 on the 12th, -$200, -$100 on the 13th, +$400 on the 14th
const trades = [
  trade("t1", 50_000, D(12, 10), 1),
  trade("t2", 30_000, D(12, 14), 0.5),
  trade("t3", -20_000, D(13, 10), 2),
  trade("t4", -10_000, D(13, 15), 1),
  trade("t5", 40_000, D(14, 11), 0.5),
];

describe("statistics of a $10,000 account with 5 trades (+500, +300, -200, -100, +400)", () => {
  const s = computeStatistics({ startingBalance: 1_000_000, trades });

  it("win rate 60%, profit factor 4.0, average win $400, average loss -$150, expectancy $180", () => {
    expect([s.trades, s.wins, s.losses, s.breakeven]).toEqual([5, 3, 2, 0]);
    expect(s.winRate).toBe(0.6);
    expect([s.grossProfit, s.grossLoss, s.netProfit]).toEqual([120_000, 30_000, 90_000]);
    expect(s.profitFactor).toBe(4);
    expect([s.averageWin, s.averageLoss, s.expectancy]).toEqual([40_000, -15_000, 18_000]);
  });

  it("best day the 12th with $800 = 88.9% of the $900 net profit; 3 trading days; 5 lots; streaks 2 and 2; max drawdown $300", () => {
    expect(s.bestDay).toEqual({ day: "2024-03-12", profit: 80_000 });
    expect(s.bestDayShare).toBeCloseTo(8 / 9, 12);
    expect([
      s.tradingDays,
      s.lotsTraded,
      s.longestWinStreak,
      s.longestLoseStreak,
      s.maxDrawdown,
    ]).toEqual([3, 5, 2, 2, 30_000]);
  });

  it("best trade +$500, worst -$200, each held one hour", () => {
    expect([s.bestTrade, s.worstTrade, s.averageHoldingMs]).toEqual([50_000, -20_000, 3_600_000]);
  });

  it("per instrument: EURUSD 3 trades (+$700, 2 of 3 won, 2.5 lots), GBPUSD 2 (+$200, 1 of 2, 2.5 lots)", () => {
    const mixed = trades.map((t, i) => (i === 2 || i === 4 ? { ...t, symbol: "GBPUSD" } : t));
    expect(instrumentBreakdown(mixed)).toEqual([
      { symbol: "EURUSD", trades: 3, wins: 2, winRate: 2 / 3, netProfit: 70_000, lotsTraded: 2.5 },
      { symbol: "GBPUSD", trades: 2, wins: 1, winRate: 0.5, netProfit: 20_000, lotsTraded: 2.5 },
    ]);
    expect(instrumentBreakdown([])).toEqual([]);
  });

  it("Sharpe on daily returns (+8%, -2.78%, +3.81%), annualised with sqrt(365)", () => {
    const r = [0.08, -30_000 / 1_080_000, 40_000 / 1_050_000];
    expect(dailyReturns(1_000_000, trades).map((d) => d.return)).toEqual(r);
    const mean = (r[0]! + r[1]! + r[2]!) / 3;
    const sd = Math.sqrt(r.reduce((a, x) => a + (x - mean) ** 2, 0) / 2);
    expect(s.sharpe).toBeCloseTo((mean / sd) * Math.sqrt(365), 12);
    expect(sharpeRatio([0.01])).toBeNull();
    expect(sharpeRatio([0.01, 0.01])).toBeNull();
  });

  it("days without trades count as zero returns between the first and last trading day", () => {
    const gap = [trade("x", 10_000, D(12, 10), 1), trade("y", 10_000, D(15, 10), 1)];
    expect(dailyReturns(1_000_000, gap).map((d) => [d.day, d.pnl])).toEqual([
      ["2024-03-12", 10_000],
      ["2024-03-13", 0],
      ["2024-03-14", 0],
      ["2024-03-15", 10_000],
    ]);
  });

  it("equity curve: closed balance after each trade, or equity samples with the closed balance at their time", () => {
    expect(equityCurve(1_000_000, trades, [], D(12, 0)).map((p) => p.balance)).toEqual([
      1_000_000, 1_050_000, 1_080_000, 1_060_000, 1_050_000, 1_090_000,
    ]);
    const samples = [
      { time: D(12, 12), equity: 1_049_000 },
      { time: D(13, 12), equity: 1_055_000 },
    ];
    expect(equityCurve(1_000_000, trades, samples)).toEqual([
      { time: D(12, 12), balance: 1_050_000, equity: 1_049_000 },
      { time: D(13, 12), balance: 1_060_000, equity: 1_055_000 },
    ]);
  });

  it("no trades: zeros and nulls, never NaN or Infinity", () => {
    const empty = computeStatistics({ startingBalance: 1_000_000, trades: [] });
    expect(empty).toMatchObject({
      trades: 0,
      winRate: null,
      profitFactor: null,
      averageWin: null,
      averageLoss: null,
      expectancy: null,
      sharpe: null,
      bestDay: null,
      bestDayShare: null,
      tradingDays: 0,
      lotsTraded: 0,
      bestTrade: null,
      worstTrade: null,
      averageHoldingMs: null,
    });
    expect(
      computeStatistics({ startingBalance: 1_000_000, trades: [trade("w", 100, D(12, 1), 1)] })
        .profitFactor,
    ).toBeNull();
  });

  it("trading days follow the time zone: 23:30 UTC is the next day in Prague", () => {
    const late = [trade("l", 100, D(12, 23) + 30 * 60_000 + 3_600_000, 1)]; // opened 23:30 UTC on the 12th
    expect(
      computeStatistics({ startingBalance: 1_000_000, trades: late, timeZone: "Europe/Prague" })
        .bestDay?.day,
    ).toBe("2024-03-13");
  });
});
