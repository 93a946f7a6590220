import type {
  Account as WireAccount,
  Order as WireOrder,
  Position as WirePosition,
  RuleEvidence as WireEvidence,
  Trade as WireTrade,
} from "@proparena/contracts/trading";
import type { Account } from "@proparena/domain/engine/account";
import type { Order } from "@proparena/domain/engine/orders";
import type { Position } from "@proparena/domain/engine/positions";
import type { ClosedTradeFacts, Trade } from "@proparena/domain/engine/trades";
import { getPlan } from "@proparena/domain/rules/plans";
import type { RuleEvidence } from "@proparena/domain/rules/rule-evidence";
import type { AccountSummary, PositionView } from "@proparena/domain/engine/trading-engine";
import { swapAt } from "@proparena/domain/rules/trading-costs";

// The domain's records in the wire format of packages/contracts/src/trading.ts.
const iso = (t: number) => new Date(t).toISOString();
const isoOrNull = (t: number | null) => (t === null ? null : iso(t));

export function wireEvidence(e: RuleEvidence): WireEvidence {
  return {
    rule: e.rule,
    outcome: e.outcome,
    threshold: e.threshold,
    observed: e.observed,
    unit: e.unit,
    time: iso(e.time),
    quote: e.quote,
    quotes: [...e.quotes],
    startingBalanceCents: e.startingBalance,
    balanceCents: e.balance,
    equityCents: e.equity,
    dayStartBalanceCents: e.dayStartBalance,
    highestEodBalanceCents: e.highestEodBalance,
    usedMarginCents: e.usedMargin,
    positions: e.positions.map((p) => ({
      positionId: p.positionId,
      symbol: p.symbol,
      side: p.side,
      volume: p.volume,
      openPrice: p.openPrice,
      price: p.price,
      conversionRate: p.conversionRate,
      pnlCents: p.pnl,
      marginCents: p.margin,
      commissionCents: p.commission ?? 0,
      swapCents: p.swap ?? 0,
    })),
    message: e.message,
  };
}

export function wireAccount(view: AccountSummary): WireAccount {
  const a: Account = view.account;
  const o = view.objectives;
  const rules = a.rules;
  return {
    id: a.id,
    planId: a.planId,
    planLabel: getPlan(a.planId)?.label ?? a.planId,
    phase: a.phase,
    phaseName: `Phase ${rules.numeral} ${rules.name} (${rules.nickname})`,
    ruleSetVersion: a.ruleSetVersion,
    status: a.status,
    leverage: a.leverage,
    startingBalanceCents: a.startingBalance,
    balanceCents: a.balance,
    equityCents: view.equity,
    floatingPnlCents: view.floatingPnl,
    usedMarginCents: view.usedMargin,
    freeMarginCents: view.freeMargin,
    marginLevel: view.marginLevel,
    objectives: {
      dailyLossFloorCents: o.dailyLossFloor,
      dailyLossLeftCents: o.dailyLossLeft,
      maxLossFloorCents: o.maxLossFloor,
      maxLossLeftCents: o.maxLossLeft,
      targetBalanceCents: o.targetBalance,
      targetLeftCents: o.targetLeft,
      targetProgress: o.targetProgress,
      tradingDays: o.tradingDays,
      minTradingDays: o.minTradingDays,
      nextResetAt: iso(o.nextResetAt),
    },
    evidence: a.evidence ? wireEvidence(a.evidence) : null,
    previousAccountId: a.previousAccountId,
    createdAt: iso(a.createdAt),
    endedAt: isoOrNull(a.endedAt),
  };
}

export function wireOrder(o: Order): WireOrder {
  return {
    id: o.id,
    accountId: o.accountId,
    symbol: o.symbol,
    side: o.side,
    type: o.type,
    volume: o.volume,
    price: o.price,
    stopLoss: o.stopLoss,
    takeProfit: o.takeProfit,
    status: o.status,
    createdAt: iso(o.createdAt),
    filledAt: isoOrNull(o.filledAt),
    fillPrice: o.fillPrice,
    cancelledAt: isoOrNull(o.cancelledAt),
    cancelReason: o.cancelReason,
    ocoWith: o.ocoWith ?? null,
  };
}

/**
 * A position in the wire format: valued (a PositionView) with its P&L and swap so far, or a
 * record, with no P&L and its swap at `time`.
 */
export function wirePosition(p: Position | PositionView, time: number): WirePosition {
  const live = "pnl" in p ? p : null;
  return {
    id: p.id,
    accountId: p.accountId,
    symbol: p.symbol,
    side: p.side,
    volume: p.volume,
    openPrice: p.openPrice,
    openTime: iso(p.openTime),
    stopLoss: p.stopLoss,
    takeProfit: p.takeProfit,
    marginCents: p.margin,
    currentPrice: live ? live.price : null,
    pnlCents: live ? live.pnl : 0,
    commissionCents: p.commission,
    swapCents: live ? live.swap : swapAt(p, time),
    swapPerNightCents: p.swapPerNight,
    trailingDistance: p.trailingDistance ?? null,
  };
}

/** What the API shows of any closed trade (a trade's row, an integrity flag's evidence). */
export function wireClosedTrade(t: ClosedTradeFacts) {
  return { id: t.id, accountId: t.accountId, ...wireClosedTradeFacts(t) };
}

/** A closed trade's facts without its ids (contracts `closedTradeFactsSchema`): a public book's. */
export function wireClosedTradeFacts(t: ClosedTradeFacts) {
  return {
    symbol: t.symbol,
    side: t.side,
    volume: t.volume,
    openPrice: t.openPrice,
    openTime: iso(t.openTime),
    closePrice: t.closePrice,
    closeTime: iso(t.closeTime),
    pnlCents: t.pnl,
  };
}

export function wireTrade(t: Trade): WireTrade {
  return {
    ...wireClosedTrade(t),
    commissionCents: t.commission,
    swapCents: t.swap,
    reason: t.reason,
    positionId: t.positionId,
  };
}
