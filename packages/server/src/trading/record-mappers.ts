import type { Account } from "@proparena/domain/engine/account";
import { withKeys } from "@proparena/domain/core/records";
import type { DailyResetEntry, SwapCharge } from "@proparena/domain/engine/engine-events";
import {
  costsIn,
  phaseIn,
  ruleSetOf,
  RULE_SETS,
  type RuleSet,
} from "@proparena/domain/rules/rule-sets";
import type { CancelReason, Order, Side } from "@proparena/domain/engine/orders";
import type { CloseReason, Position } from "@proparena/domain/engine/positions";
import type { Trade } from "@proparena/domain/engine/trades";
import type { PhaseId } from "@proparena/domain/rules/phases";
import type { PlanId } from "@proparena/domain/rules/plans";
import type { RuleEvidence } from "@proparena/domain/rules/rule-evidence";
import type {
  accounts,
  dailySnapshots,
  orders,
  positions,
  swapCharges,
  tradeHistories,
} from "../db/schema";

// Rows <-> the domain's plain records. Times: Date in rows, ms in the domain.
const ms = (d: Date) => d.getTime();
const msOrNull = (d: Date | null) => (d ? d.getTime() : null);
const date = (t: number) => new Date(t);
const dateOrNull = (t: number | null) => (t === null ? null : new Date(t));

type AccountRow = typeof accounts.$inferSelect;
type OrderRow = typeof orders.$inferSelect;
type PositionRow = typeof positions.$inferSelect;
type TradeRow = typeof tradeHistories.$inferSelect;

/**
 * An account row and the evidence of the decision that ended it (rule_decisions), if any, judged
 * by the rules of its phase in the rule set it was opened under. Throws for a version that is not
 * published here: no rules to judge it by.
 */
export function accountFromRow(
  r: AccountRow,
  evidence: RuleEvidence | null,
  ruleSets: readonly RuleSet[] = RULE_SETS,
): Account {
  const set = ruleSetOf(r.ruleSetVersion, ruleSets);
  const rules = set && phaseIn(set, r.phase);
  if (!rules) {
    throw new Error(
      `account ${r.id}: no ${r.phase} rules in rule set ${r.ruleSetVersion} (published: ${ruleSets.map((s) => s.version).join(", ")})`,
    );
  }
  return {
    id: r.id,
    ownerId: r.userId,
    planId: r.plan as PlanId,
    phase: r.phase as PhaseId,
    ruleSetVersion: r.ruleSetVersion,
    rules,
    costs: costsIn(set, r.plan),
    status: r.status as Account["status"],
    startingBalance: r.startingBalanceCents,
    balance: r.balanceCents,
    leverage: r.leverage,
    stopOutLevel: r.stopOutLevel,
    createdAt: ms(r.createdAt),
    dayKey: r.dayKey,
    dayStartBalance: r.dayStartBalanceCents,
    highestEodBalance: r.highestEodBalanceCents,
    tradingDays: r.tradingDays,
    lastTradingDay: r.lastTradingDay,
    endedAt: msOrNull(r.endedAt),
    evidence,
    previousAccountId: r.previousAccountId,
  };
}

export function accountToRow(a: Account): AccountRow {
  return {
    id: a.id,
    userId: a.ownerId!,
    plan: a.planId,
    phase: a.phase,
    ruleSetVersion: a.ruleSetVersion,
    status: a.status,
    startingBalanceCents: a.startingBalance,
    balanceCents: a.balance,
    leverage: a.leverage,
    stopOutLevel: a.stopOutLevel,
    createdAt: date(a.createdAt),
    dayKey: a.dayKey,
    dayStartBalanceCents: a.dayStartBalance,
    highestEodBalanceCents: a.highestEodBalance,
    tradingDays: a.tradingDays,
    lastTradingDay: a.lastTradingDay,
    endedAt: dateOrNull(a.endedAt),
    previousAccountId: a.previousAccountId,
  };
}

export function orderFromRow(r: OrderRow): Order {
  return {
    id: r.id,
    accountId: r.accountId,
    symbol: r.symbol,
    side: r.side as Side,
    type: r.type as Order["type"],
    volume: r.volume,
    price: r.price,
    stopLoss: r.stopLoss,
    takeProfit: r.takeProfit,
    status: r.status as Order["status"],
    createdAt: ms(r.createdAt),
    updatedAt: ms(r.updatedAt),
    filledAt: msOrNull(r.filledAt),
    fillPrice: r.fillPrice,
    positionId: r.positionId,
    cancelledAt: msOrNull(r.cancelledAt),
    cancelReason: r.cancelReason as CancelReason | null,
    ocoWith: r.ocoWith,
  };
}

/**
 * The reference venue's quote at a fill (MARKET_REFERENCE_FEED): what an order row (the opening
 * fill) and a trade row (the closing fill) keep beside our price.
 */
export interface FillReference {
  readonly bid: number;
  readonly ask: number;
  /** The reference quote's time (ms). */
  readonly time: number;
  readonly venue: string;
}

/** An order row; its reference columns always written (null without a reference). */
export function orderToRow(o: Order, reference: FillReference | null = null): OrderRow {
  return withKeys(o, {
    ocoWith: o.ocoWith ?? null,
    createdAt: date(o.createdAt),
    updatedAt: date(o.updatedAt),
    filledAt: dateOrNull(o.filledAt),
    cancelledAt: dateOrNull(o.cancelledAt),
    referenceBid: reference?.bid ?? null,
    referenceAsk: reference?.ask ?? null,
    referenceTime: reference ? date(reference.time) : null,
    referenceVenue: reference?.venue ?? null,
  });
}

/** The reference quote a row kept, or null. */
export function referenceFromRow(r: {
  bid: number | null;
  ask: number | null;
  time: Date | null;
  venue: string | null;
}): FillReference | null {
  if (r.bid === null || r.ask === null || r.time === null || r.venue === null) return null;
  return { bid: r.bid, ask: r.ask, time: r.time.getTime(), venue: r.venue };
}

export function positionFromRow(r: PositionRow): Position {
  return {
    id: r.id,
    accountId: r.accountId,
    orderId: r.orderId,
    symbol: r.symbol,
    side: r.side as Side,
    volume: r.volume,
    openPrice: r.openPrice,
    openTime: ms(r.openTime),
    stopLoss: r.stopLoss,
    takeProfit: r.takeProfit,
    margin: r.marginCents,
    commission: r.commissionCents,
    swapPerNight: r.swapPerNightCents,
    trailingDistance: r.trailingDistance,
  };
}

export function positionToRow(p: Position): PositionRow {
  return {
    id: p.id,
    accountId: p.accountId,
    orderId: p.orderId,
    symbol: p.symbol,
    side: p.side,
    volume: p.volume,
    openPrice: p.openPrice,
    openTime: date(p.openTime),
    stopLoss: p.stopLoss,
    takeProfit: p.takeProfit,
    marginCents: p.margin,
    commissionCents: p.commission,
    swapPerNightCents: p.swapPerNight,
    trailingDistance: p.trailingDistance ?? null,
  };
}

export function tradeFromRow(r: TradeRow): Trade {
  return {
    id: r.id,
    positionId: r.positionId ?? r.id,
    orderId: r.orderId,
    accountId: r.accountId,
    symbol: r.symbol,
    side: r.side as Side,
    volume: r.volume,
    openPrice: r.openPrice,
    openTime: ms(r.openTime),
    closePrice: r.closePrice,
    closeTime: ms(r.closeTime),
    pnl: r.pnlCents,
    commission: r.commissionCents,
    swap: r.swapCents,
    conversionRate: r.conversionRate,
    reason: r.reason as CloseReason,
  };
}

/** A trade row; its close reference columns always written (null without a reference). */
export function tradeToRow(t: Trade, reference: FillReference | null = null): TradeRow {
  return {
    id: t.id,
    // Null for a whole close (the row's id is the position's).
    positionId: t.positionId === t.id ? null : t.positionId,
    accountId: t.accountId,
    orderId: t.orderId,
    symbol: t.symbol,
    side: t.side,
    volume: t.volume,
    openPrice: t.openPrice,
    openTime: date(t.openTime),
    closePrice: t.closePrice,
    closeTime: date(t.closeTime),
    pnlCents: t.pnl,
    conversionRate: t.conversionRate,
    reason: t.reason,
    commissionCents: t.commission,
    swapCents: t.swap,
    closeReferenceBid: reference?.bid ?? null,
    closeReferenceAsk: reference?.ask ?? null,
    closeReferenceTime: reference ? date(reference.time) : null,
    closeReferenceVenue: reference?.venue ?? null,
  };
}

/** A swap_charges row: one rollover's swap on one position. */
export function swapChargeToRow(c: SwapCharge): typeof swapCharges.$inferInsert {
  return {
    positionId: c.positionId,
    accountId: c.accountId,
    time: date(c.time),
    symbol: c.symbol,
    side: c.side,
    volume: c.volume,
    nights: c.nights,
    amountCents: c.amount,
  };
}

/** A daily_snapshots row: an account's figures at the daily reset of `dayKey`. */
export function snapshotToRow(
  reset: { readonly time: number; readonly dayKey: string },
  a: DailyResetEntry,
): typeof dailySnapshots.$inferInsert {
  return {
    accountId: a.accountId,
    dayKey: reset.dayKey,
    time: date(reset.time),
    balanceCents: a.balance,
    equityCents: a.equity,
    highestEodBalanceCents: a.highestEodBalance,
  };
}
