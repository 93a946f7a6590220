import type { MetricsResponse } from "@proparena/contracts/metrics";
import { objectiveChecklist } from "@proparena/domain/rules/objectives";
import { computeStatistics, instrumentBreakdown } from "@proparena/domain/rules/statistics";
import type { AccountSummary } from "@proparena/domain/engine/trading-engine";
import { wireAccount } from "../../trading/wire-views";
import type { ServiceContext } from "../service-context";
import { tradesOf } from "./account-records";

/** GET /api/accounts/:id/metrics: the checklist, statistics and per-instrument figures. */
export async function accountMetrics(
  ctx: ServiceContext,
  summary: AccountSummary,
): Promise<MetricsResponse> {
  const { account } = summary;
  const trades = await tradesOf(ctx, account.id);
  const s = computeStatistics({
    startingBalance: account.startingBalance,
    trades,
    timeZone: ctx.settings.resetTimeZone,
  });
  return {
    account: wireAccount(summary),
    objectives: objectiveChecklist(account, summary.equity).map((o) => ({
      id: o.id,
      label: o.label,
      status: o.status,
      thresholdValue: o.threshold,
      currentValue: o.current,
      leftValue: o.left,
      unit: o.unit,
      progress: o.progress,
      detail: o.detail,
    })),
    statistics: {
      trades: s.trades,
      wins: s.wins,
      losses: s.losses,
      winRate: s.winRate,
      grossProfitCents: s.grossProfit,
      grossLossCents: s.grossLoss,
      netProfitCents: s.netProfit,
      profitFactor: s.profitFactor,
      averageWinCents: s.averageWin,
      averageLossCents: s.averageLoss,
      expectancyCents: s.expectancy,
      bestTradeCents: s.bestTrade,
      worstTradeCents: s.worstTrade,
      bestDayShare: s.bestDayShare,
      bestDay: s.bestDay?.day ?? null,
      averageHoldingMs: s.averageHoldingMs,
      lotsTraded: s.lotsTraded,
      sharpe: s.sharpe,
      tradingDays: s.tradingDays,
      longestWinStreak: s.longestWinStreak,
      longestLoseStreak: s.longestLoseStreak,
      maxDrawdownCents: s.maxDrawdown,
    },
    instruments: instrumentBreakdown(trades).map((i) => ({
      symbol: i.symbol,
      trades: i.trades,
      wins: i.wins,
      winRate: i.winRate,
      netProfitCents: i.netProfit,
      lotsTraded: i.lotsTraded,
    })),
  };
}
