import type { Account } from "./account";
import {
  accountTotals,
  valueAccount,
  valuePosition,
  type AccountTotals,
  type PositionValue,
} from "./account-valuation";
import type { AccountState, EngineState } from "./engine-state";
import { freeMargin, marginLevel } from "./margin";
import type { Cents } from "../core/money";
import type { Order } from "./orders";
import type { Position } from "./positions";
import { describeInput, ok, reject, type Result } from "../core/result";
import type { RiskEngineStats } from "./risk-engine";
import { floorsOf } from "../rules/rule-decisions";
import { nextDayStart } from "../core/time-zones";
import { withKeys } from "../core/records";

/**
 * Account summary: what the engine tells about an account at the current quotes, read-only.
 * The summary (equity, floating P&L, margin in use, free margin, margin level) with the
 * objectives (room left above the daily and max-loss floors, progress to the target, trading
 * days, next daily reset); the full view adds the positions valued at the current quotes and
 * the pending orders. Also the engine-wide counts (stats).
 */

export interface PositionView extends Position {
  readonly price: number;
  /** Price P&L + commission + swap so far. */
  readonly pnl: Cents;
  /** Swap so far (the commission is the position's own). */
  readonly swap: Cents;
  readonly conversionRate: number;
}

export interface Objectives {
  readonly dailyLossFloor: Cents;
  /** Equity above the daily floor (negative when breached). */
  readonly dailyLossLeft: Cents;
  readonly maxLossFloor: Cents;
  readonly maxLossLeft: Cents;
  readonly targetBalance: Cents | null;
  /** Closed profit still needed, or null when the phase has no target. */
  readonly targetLeft: Cents | null;
  /** 0..1 progress of the closed balance towards the target. */
  readonly targetProgress: number | null;
  readonly tradingDays: number;
  readonly minTradingDays: number | null;
  readonly nextResetAt: number;
}

/** An account's figures at the current quotes, without its positions and orders. */
export interface AccountSummary {
  readonly account: Account;
  readonly openPositions: number;
  readonly pendingOrders: number;
  readonly equity: Cents;
  readonly floatingPnl: Cents;
  readonly usedMargin: Cents;
  readonly freeMargin: Cents;
  readonly marginLevel: number | null;
  readonly objectives: Objectives;
}

export interface AccountView extends AccountSummary {
  readonly positions: PositionView[];
  readonly orders: Order[];
}

export interface EngineStats extends RiskEngineStats {
  readonly accounts: number;
  readonly activeAccounts: number;
  readonly positions: number;
  readonly pendingOrders: number;
}

const positionView = (v: PositionValue): PositionView =>
  withKeys(v.position, {
    price: v.price,
    pnl: v.pnl,
    swap: v.swap,
    conversionRate: v.conversionRate,
  });

/** The pending orders of an account, in the order it got them. */
export function ordersOf(s: EngineState, st: AccountState): Order[] {
  return [...st.orders].map((id) => s.orders.get(id) as Order);
}

function held(s: EngineState, accountId: string): Result<AccountState> {
  const st = s.accounts.get(accountId);
  if (!st) return reject("UNKNOWN_ACCOUNT", `Unknown account ${describeInput(accountId)}.`);
  return ok(st);
}

/** The account with its positions valued at the current quotes and its pending orders. */
export function accountView(s: EngineState, accountId: string): Result<AccountView> {
  const r = held(s, accountId);
  if (!r.ok) return r;
  const st = r.value;
  const v = valueAccount(st.a.balance, st.positions, s.lookup, s.time);
  return ok({
    ...summarize(s, st, v),
    positions: v.positions.map(positionView),
    orders: ordersOf(s, st),
  });
}

/**
 * The account's figures without copying or valuing its positions one by one: what an order's
 * answer and the account stream need, at a fraction of the view's cost on a busy account.
 */
export function accountSummary(s: EngineState, accountId: string): Result<AccountSummary> {
  const r = held(s, accountId);
  if (!r.ok) return r;
  const st = r.value;
  return ok(summarize(s, st, accountTotals(st.a.balance, st.positions, s.lookup, s.time)));
}

/** One open position valued at the current quote. */
export function positionViewOf(s: EngineState, positionId: string): Result<PositionView> {
  const position = s.positions.get(positionId);
  if (!position)
    return reject("UNKNOWN_POSITION", `Unknown position ${describeInput(positionId)}.`);
  return ok(positionView(valuePosition(position, s.lookup, s.time)));
}

function summarize(s: EngineState, st: AccountState, v: AccountTotals): AccountSummary {
  const f = floorsOf(st.a);
  const rules = st.a.rules;
  const nextReset = Number.isFinite(s.nextResetAt)
    ? s.nextResetAt
    : nextDayStart(s.time, s.timeZone);
  const target = f.targetBalance;
  return {
    account: { ...st.a },
    openPositions: st.positions.length,
    pendingOrders: st.orders.size,
    equity: v.equity,
    floatingPnl: v.floatingPnl,
    usedMargin: v.usedMargin,
    freeMargin: freeMargin(v.equity, v.usedMargin),
    marginLevel: marginLevel(v.equity, v.usedMargin),
    objectives: {
      dailyLossFloor: f.dailyLossFloor,
      dailyLossLeft: v.equity - f.dailyLossFloor,
      maxLossFloor: f.maxLossFloor,
      maxLossLeft: v.equity - f.maxLossFloor,
      targetBalance: target,
      targetLeft: target === null ? null : Math.max(0, target - st.a.balance),
      targetProgress:
        target === null
          ? null
          : Math.min(
              1,
              Math.max(0, (st.a.balance - st.a.startingBalance) / (target - st.a.startingBalance)),
            ),
      tradingDays: st.a.tradingDays,
      minTradingDays: rules.minTradingDays,
      nextResetAt: nextReset,
    },
  };
}

export function engineStats(s: EngineState): EngineStats {
  let active = 0;
  for (const st of s.accounts.values()) if (st.a.status === "active") active++;
  return {
    ...s.risk.stats(),
    accounts: s.accounts.size,
    activeAccounts: active,
    positions: s.positions.size,
    pendingOrders: s.orders.size,
  };
}
