import type { Account } from "./account";
import {
  valueAccount,
  valuePosition,
  type AccountValue,
  type PositionValue,
} from "./account-valuation";
import { usdRate } from "./currency-conversion";
import type { DailyResetEntry, EngineEvent } from "./engine-events";
import {
  CONVERSIONS,
  formatLots,
  formatPrice,
  getInstrument,
  type Instrument,
} from "./instruments";
import { freeMargin, marginLevel, requiredMargin } from "./margin";
import { formatUsd, type Cents } from "./money";
import {
  checkOrderRequest,
  checkPendingPriceSide,
  checkPrice,
  checkStopChange,
  checkStopsSide,
} from "./order-validation";
import type { CancelReason, Order, OrderChange, OrderRequest, Side } from "./orders";
import type { CloseReason, Position, StopsChange } from "./positions";
import type { Trade } from "./trades";
import { DEFAULT_RESET_TIME_ZONE, phaseRules } from "./phases";
import { entryPrice, exitPrice, pnlCents } from "./pnl";
import { validateQuote, type Quote } from "./quotes";
import {
  validateAccountRecord,
  validateOrderRecord,
  validatePositionRecord,
} from "./record-validation";
import { describeInput, ok, reject, type Rejection, type Result } from "./result";
import { computeRiskBounds } from "./risk-bounds";
import { RiskEngine, type RiskEngineStats } from "./risk-engine";
import {
  buildEvidence,
  decideRules,
  floorsOf,
  riskThreshold,
  timeLimitEnd,
  type RuleDecision,
} from "./rule-decisions";
import type { RuleEvidence } from "./rule-evidence";
import { describeUtc, isMarketOpen, nextOpenTime } from "./sessions";
import { dayKey, isTime, isValidTimeZone, nextDayStart, startOfDayKey } from "./time-zones";

/**
 * The trading engine: accounts, pending orders and open positions in memory, with the rules
 * applied on every operation and every tick. It is rebuilt from plain records
 * (`createTradingEngine({ snapshot })`) and reports every change as plain records (events and
 * the changed accounts), so a server persists what it gets and rebuilds at start.
 *
 * Time is always an argument. Ticks (`applyTick`) and `advanceTime` roll the trading day at
 * 00:00 in the configured zone; trader operations use their time for timestamps and the
 * market-hours check only, so a server should call `advanceTime(now)` from its clock as well.
 *
 * Within one tick: (1) stop losses and take profits that the quote reached close at that quote
 * (so a gap fills at the first quote past the trigger, not at the trigger); (2) accounts whose
 * risk bounds the quote left are evaluated: breach -> every position closed at this quote and
 * the account failed; stop-out -> largest losers closed first; target reached with no open
 * position -> passed; (3) pending orders whose price was reached fill at this quote (buys at the
 * ask, sells at the bid) if the margin allows, else they are cancelled with the figures;
 * (4) accounts that got new positions are evaluated again.
 */
type Mutable<T> = { -readonly [K in keyof T]: T[K] };

export interface EngineConfig {
  /** Daily reset zone (DAILY_RESET_TZ), default "UTC". */
  readonly timeZone?: string;
  /** Id generator for new orders and positions; default "o1", "p2", ... from the snapshot's sequence. */
  readonly newId?: (kind: "order" | "position") => string;
}

/** Everything needed to rebuild the engine; every field is plain data. */
export interface EngineSnapshot {
  readonly time: number;
  readonly sequence: number;
  readonly accounts: readonly Account[];
  readonly positions: readonly Position[];
  /** Pending orders only. */
  readonly orders: readonly Order[];
  readonly quotes: readonly Quote[];
}

export interface EngineUpdate {
  readonly events: EngineEvent[];
  /** The final record of every account this call changed. */
  readonly accounts: Account[];
}

export interface PlacedOrder extends EngineUpdate {
  readonly order: Order;
  /** The opened position (market orders), if it is still open after the call's rule checks. */
  readonly position: Position | null;
}

export interface ClosedPosition extends EngineUpdate {
  readonly trade: Trade;
}

export interface OrderPreview {
  readonly symbol: string;
  readonly side: Side;
  readonly type: Order["type"];
  readonly volume: number;
  /** The price it fills at now (market) or the order price (pending). */
  readonly price: number;
  readonly margin: Cents;
  /** Immediate floating loss from the spread, in cents (<= 0), for a market order. */
  readonly spreadCost: Cents;
  readonly equity: Cents;
  readonly freeMargin: Cents;
  readonly freeMarginAfter: Cents;
  /** Loss in cents if the stop loss is hit (at the SL price, before any gap), or null. */
  readonly riskAtStopLoss: Cents | null;
  readonly conversionRate: number;
}

export interface PositionView extends Position {
  readonly price: number;
  readonly pnl: Cents;
  readonly conversionRate: number;
}

const positionView = (v: PositionValue): PositionView => ({
  ...v.position,
  price: v.price,
  pnl: v.pnl,
  conversionRate: v.conversionRate,
});

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

interface AccountState {
  a: Mutable<Account>;
  positions: Position[];
  orders: Set<string>;
  usedMargin: number;
  /**
   * True when the account's price bounds must be recomputed: after a position opens or the
   * floors move (daily reset). Closing a position at the current quote never invalidates them
   * (the closed P&L is at least its worst case inside the bounds, and the stop-out equity only
   * falls), so closes keep the bounds they have.
   */
  stale: boolean;
}

interface Ctx {
  readonly events: EngineEvent[];
  readonly touched: Set<string>;
}

interface PreparedMarket {
  readonly kind: "market";
  readonly st: AccountState;
  readonly instrument: Instrument;
  readonly side: Side;
  readonly volume: number;
  readonly stopLoss: number | null;
  readonly takeProfit: number | null;
  readonly quote: Quote;
  readonly fill: number;
  readonly rate: number;
  readonly margin: Cents;
  readonly preview: OrderPreview;
}

interface PreparedPending {
  readonly kind: "pending";
  readonly st: AccountState;
  readonly instrument: Instrument;
  readonly side: Side;
  readonly type: "limit" | "stop";
  readonly volume: number;
  readonly price: number;
  readonly stopLoss: number | null;
  readonly takeProfit: number | null;
  readonly preview: OrderPreview;
}

const validTime = isTime;

const badTime = (time: unknown): Rejection =>
  reject(
    "INVALID_TIME",
    `Time must be a finite number of ms since the epoch (got ${describeInput(time)}).`,
  );

/**
 * Builds an engine from plain records (accounts, open positions, pending orders, last quotes),
 * for example rows loaded from a database at start. Corrupt records are reported with their id.
 */
export function createTradingEngine(
  input: { readonly snapshot?: Partial<EngineSnapshot>; readonly config?: EngineConfig } = {},
): Result<TradingEngine> {
  return TradingEngine.create(input);
}

export class TradingEngine {
  private readonly accounts = new Map<string, AccountState>();
  private readonly positions = new Map<string, Position>();
  private readonly orders = new Map<string, Order>();
  private readonly quotes = new Map<string, Quote>();
  private readonly risk = new RiskEngine();
  /** Accounts whose bounds wait for a quote of this symbol. */
  private readonly waiting = new Map<string, Set<string>>();
  private readonly deadlines = new Map<string, number>();
  private time: number;
  private sequence: number;
  private currentDayKey = "";
  private currentDayStart = Number.POSITIVE_INFINITY;
  /** -Infinity forces a check of every account's day on the next advance. */
  private nextResetAt = Number.NEGATIVE_INFINITY;
  private readonly lookup = (symbol: string): Quote | undefined => this.quotes.get(symbol);

  private constructor(
    readonly timeZone: string,
    time: number,
    sequence: number,
    private readonly idGenerator: ((kind: "order" | "position") => string) | null,
  ) {
    this.time = time;
    this.sequence = sequence;
  }

  /** Builds an engine from plain records; see createTradingEngine. */
  static create(
    input: { readonly snapshot?: Partial<EngineSnapshot>; readonly config?: EngineConfig } = {},
  ): Result<TradingEngine> {
    const config = input.config ?? {};
    const timeZone = config.timeZone ?? DEFAULT_RESET_TIME_ZONE;
    if (!isValidTimeZone(timeZone)) {
      return reject("INVALID_CONFIG", `Unknown time zone ${describeInput(timeZone)}.`);
    }
    const s = (
      typeof input.snapshot === "object" && input.snapshot !== null ? input.snapshot : {}
    ) as Partial<EngineSnapshot>;
    for (const field of ["accounts", "positions", "orders", "quotes"] as const) {
      if (s[field] !== undefined && !Array.isArray(s[field])) {
        return reject("INVALID_RECORD", `The snapshot's ${field} must be an array.`);
      }
    }
    const time = s.time ?? 0;
    if (!validTime(time)) return badTime(time);
    const sequence = s.sequence ?? 0;
    if (!Number.isSafeInteger(sequence) || sequence < 0) {
      return reject("INVALID_RECORD", "The snapshot's sequence must be a whole number.");
    }
    const engine = new TradingEngine(timeZone, time, sequence, config.newId ?? null);
    for (const q of s.quotes ?? []) {
      const v = validateQuote(q);
      if (!v.ok) return v;
      engine.quotes.set(v.value.symbol, v.value);
    }
    for (const a of s.accounts ?? []) {
      const v = validateAccountRecord(a);
      if (!v.ok) return v;
      if (engine.accounts.has(v.value.id)) {
        return reject("DUPLICATE_ID", `Account ${v.value.id} appears twice.`);
      }
      engine.accounts.set(v.value.id, {
        a: { ...v.value },
        positions: [],
        orders: new Set(),
        usedMargin: 0,
        stale: true,
      });
    }
    for (const p of s.positions ?? []) {
      const v = validatePositionRecord(p);
      if (!v.ok) return v;
      const owner = engine.activeOwner("Position", v.value);
      if (!owner.ok) return owner;
      const st = owner.value;
      if (engine.positions.has(v.value.id))
        return reject("DUPLICATE_ID", `Position ${v.value.id} appears twice.`);
      engine.positions.set(v.value.id, v.value);
      st.positions.push(v.value);
      st.usedMargin += v.value.margin;
    }
    for (const o of s.orders ?? []) {
      const v = validateOrderRecord(o);
      if (!v.ok) return v;
      const owner = engine.activeOwner("Order", v.value);
      if (!owner.ok) return owner;
      const st = owner.value;
      if (engine.orders.has(v.value.id))
        return reject("DUPLICATE_ID", `Order ${v.value.id} appears twice.`);
      engine.orders.set(v.value.id, v.value);
      st.orders.add(v.value.id);
    }
    engine.indexAll();
    return ok(engine);
  }

  // ---------------------------------------------------------------- reading

  /** The engine's clock: the latest time it has been advanced to. */
  /** The active account a restored position or order belongs to, or why it cannot be restored. */
  private activeOwner(
    kind: "Position" | "Order",
    record: { readonly id: string; readonly accountId: string },
  ): Result<AccountState> {
    const st = this.accounts.get(record.accountId);
    if (!st) {
      return reject("INVALID_RECORD", `${kind} ${record.id}: unknown account ${record.accountId}.`);
    }
    if (st.a.status !== "active") {
      return reject(
        "INVALID_RECORD",
        `${kind} ${record.id}: account ${st.a.id} is ${st.a.status}.`,
      );
    }
    return ok(st);
  }

  now(): number {
    return this.time;
  }

  quote(symbol: string): Quote | undefined {
    return this.quotes.get(symbol);
  }

  getAccount(accountId: string): Account | undefined {
    const st = this.accounts.get(accountId);
    return st ? { ...st.a } : undefined;
  }

  accountIds(): string[] {
    return [...this.accounts.keys()];
  }

  getPositions(accountId: string): Position[] {
    return [...(this.accounts.get(accountId)?.positions ?? [])];
  }

  getOrders(accountId: string): Order[] {
    const st = this.accounts.get(accountId);
    if (!st) return [];
    return [...st.orders].map((id) => this.orders.get(id) as Order);
  }

  getAccountView(accountId: string): Result<AccountView> {
    const st = this.accounts.get(accountId);
    if (!st) return reject("UNKNOWN_ACCOUNT", `Unknown account ${describeInput(accountId)}.`);
    const v = valueAccount(st.a.balance, st.positions, this.lookup);
    return ok({
      ...this.summarize(st, v),
      positions: v.positions.map(positionView),
      orders: this.getOrders(accountId),
    });
  }

  /**
   * The account's figures without copying its positions and orders: what an order's answer
   * and the account stream need, at a fraction of the view's cost on a busy account.
   */
  getAccountSummary(accountId: string): Result<AccountSummary> {
    const st = this.accounts.get(accountId);
    if (!st) return reject("UNKNOWN_ACCOUNT", `Unknown account ${describeInput(accountId)}.`);
    return ok(this.summarize(st, valueAccount(st.a.balance, st.positions, this.lookup)));
  }

  /** One open position valued at the current quote. */
  getPositionView(positionId: string): Result<PositionView> {
    const position = this.positions.get(positionId);
    if (!position)
      return reject("UNKNOWN_POSITION", `Unknown position ${describeInput(positionId)}.`);
    return ok(positionView(valuePosition(position, this.lookup)));
  }

  private summarize(st: AccountState, v: AccountValue): AccountSummary {
    const f = floorsOf(st.a);
    const rules = phaseRules(st.a.phase);
    const nextReset = Number.isFinite(this.nextResetAt)
      ? this.nextResetAt
      : nextDayStart(this.time, this.timeZone);
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
                Math.max(
                  0,
                  (st.a.balance - st.a.startingBalance) / (target - st.a.startingBalance),
                ),
              ),
        tradingDays: st.a.tradingDays,
        minTradingDays: rules.minTradingDays,
        nextResetAt: nextReset,
      },
    };
  }

  /** Plain records of the whole state: feed them back to createTradingEngine to rebuild. */
  snapshot(): EngineSnapshot {
    const accounts: Account[] = [];
    for (const st of this.accounts.values()) accounts.push({ ...st.a });
    return {
      time: this.time,
      sequence: this.sequence,
      accounts,
      positions: [...this.positions.values()],
      orders: [...this.orders.values()],
      quotes: [...this.quotes.values()],
    };
  }

  stats(): EngineStats {
    let active = 0;
    for (const st of this.accounts.values()) if (st.a.status === "active") active++;
    return {
      ...this.risk.stats(),
      accounts: this.accounts.size,
      activeAccounts: active,
      positions: this.positions.size,
      pendingOrders: this.orders.size,
    };
  }

  // ---------------------------------------------------------------- accounts

  /** Adds a new account record (from createAccount or startNextPhase). */
  addAccount(record: Account): Result<EngineUpdate> {
    const v = validateAccountRecord(record);
    if (!v.ok) return v;
    if (this.accounts.has(v.value.id)) {
      return reject("DUPLICATE_ID", `Account ${v.value.id} already exists.`);
    }
    const st: AccountState = {
      a: { ...v.value },
      positions: [],
      orders: new Set(),
      usedMargin: 0,
      stale: true,
    };
    this.accounts.set(st.a.id, st);
    const end = timeLimitEnd(st.a);
    if (end !== null && st.a.status === "active") this.deadlines.set(st.a.id, end);
    if (this.currentDayKey !== "" && st.a.dayKey < this.currentDayKey) {
      this.nextResetAt = Number.NEGATIVE_INFINITY;
    }
    return ok({ events: [], accounts: [{ ...st.a }] });
  }

  /** Removes an account and everything it holds (admin deletion). */
  removeAccount(
    accountId: string,
  ): Result<{ account: Account; positions: Position[]; orders: Order[] }> {
    const st = this.accounts.get(accountId);
    if (!st) return reject("UNKNOWN_ACCOUNT", `Unknown account ${describeInput(accountId)}.`);
    const positions = [...st.positions];
    const orders = this.getOrders(accountId);
    for (const p of positions) {
      this.risk.unwatchStops(p.id);
      this.positions.delete(p.id);
    }
    for (const o of orders) {
      this.risk.unwatchOrder(o.id);
      this.orders.delete(o.id);
    }
    this.risk.unwatchAccount(accountId);
    for (const set of this.waiting.values()) set.delete(accountId);
    this.deadlines.delete(accountId);
    this.accounts.delete(accountId);
    return ok({ account: { ...st.a }, positions, orders });
  }

  // ---------------------------------------------------------------- time and ticks

  /** Rolls the trading day (00:00 in the zone) and applies time limits up to `time`. */
  advanceTime(time: unknown): Result<EngineUpdate> {
    if (!validTime(time)) return badTime(time);
    const ctx = this.newCtx();
    this.advance(time, ctx);
    return ok(this.finish(ctx));
  }

  /** Applies one quote: SL/TP, pending orders, breaches, stop-outs and passes it triggers. */
  applyTick(input: unknown): Result<EngineUpdate> {
    const v = validateQuote(input);
    if (!v.ok) return v;
    const q = v.value;
    const prev = this.quotes.get(q.symbol);
    if (prev && q.time < prev.time) {
      return reject(
        "INVALID_TIME",
        `Quote for ${q.symbol} at ${q.time} is older than the last one (${prev.time}).`,
      );
    }
    const ctx = this.newCtx();
    this.advance(q.time, ctx);
    this.quotes.set(q.symbol, q);
    const trig = this.risk.collect(q);
    const evaluate = new Set<string>(trig.accounts);
    const waiting = this.waiting.get(q.symbol);
    if (waiting) {
      for (const id of waiting) evaluate.add(id);
      this.waiting.delete(q.symbol);
    }
    // 1. stop losses and take profits, at this quote
    if (trig.stopLosses.length + trig.takeProfits.length > 0) {
      const stops: Array<[string, CloseReason]> = [];
      for (const id of trig.stopLosses) stops.push([id, "stopLoss"]);
      for (const id of trig.takeProfits) stops.push([id, "takeProfit"]);
      stops.sort((x, y) => (x[0] < y[0] ? -1 : x[0] > y[0] ? 1 : 0));
      for (const [id, reason] of stops) {
        const p = this.positions.get(id);
        if (!p) continue;
        const st = this.accounts.get(p.accountId);
        if (!st || st.a.status !== "active") continue;
        this.closeAtQuote(st, p, q.time, reason, ctx);
        // Closing at the quote leaves the equity as it was and lowers the margin in use, so
        // the account's bounds stay valid; only a now-flat account needs its target checked.
        if (st.positions.length === 0) evaluate.add(st.a.id);
      }
    }
    // 2. accounts whose bounds this quote left
    if (evaluate.size > 0) {
      for (const id of [...evaluate].sort()) {
        const st = this.accounts.get(id);
        if (st) this.evaluate(st, q.time, q, ctx);
      }
    }
    // 3. pending orders
    if (trig.orders.length > 0) {
      const due = trig.orders
        .map((id) => this.orders.get(id))
        .filter((o): o is Order => o !== undefined)
        .sort((x, y) => x.createdAt - y.createdAt || (x.id < y.id ? -1 : x.id > y.id ? 1 : 0));
      const filled = new Set<string>();
      for (const o of due) {
        const st = this.accounts.get(o.accountId);
        if (!st || st.a.status !== "active" || !this.orders.has(o.id)) continue;
        if (this.fillPending(st, o, q, ctx)) filled.add(st.a.id);
      }
      // 4. accounts that got new positions
      for (const id of [...filled].sort()) {
        const st = this.accounts.get(id);
        if (st) this.evaluate(st, q.time, q, ctx);
      }
    }
    return ok(this.finish(ctx));
  }

  // ---------------------------------------------------------------- trader operations

  /** Checks an order and returns its figures (margin, spread, free margin after) without placing it. */
  previewOrder(
    accountId: string,
    request: OrderRequest | unknown,
    time: unknown,
  ): Result<OrderPreview> {
    const p = this.prepareOrder(accountId, request, time);
    return p.ok ? ok(p.value.preview) : p;
  }

  placeOrder(
    accountId: string,
    request: OrderRequest | unknown,
    time: unknown,
  ): Result<PlacedOrder> {
    const prepared = this.prepareOrder(accountId, request, time);
    if (!prepared.ok) return prepared;
    const p = prepared.value;
    const t = time as number;
    const ctx = this.newCtx();
    const st = p.st;
    const orderId = this.newId("order");
    if (p.kind === "market") {
      const positionId = this.newId("position");
      const position: Position = {
        id: positionId,
        accountId: st.a.id,
        orderId,
        symbol: p.instrument.symbol,
        side: p.side,
        volume: p.volume,
        openPrice: p.fill,
        openTime: t,
        stopLoss: p.stopLoss,
        takeProfit: p.takeProfit,
        margin: p.margin,
      };
      const order: Order = {
        id: orderId,
        accountId: st.a.id,
        symbol: p.instrument.symbol,
        side: p.side,
        type: "market",
        volume: p.volume,
        price: null,
        stopLoss: p.stopLoss,
        takeProfit: p.takeProfit,
        status: "filled",
        createdAt: t,
        updatedAt: t,
        filledAt: t,
        fillPrice: p.fill,
        positionId,
        cancelledAt: null,
        cancelReason: null,
      };
      this.openPosition(st, position, t, ctx);
      ctx.events.push({ type: "orderFilled", order, position });
      this.evaluate(st, t, p.quote, ctx);
      return ok({ ...this.finish(ctx), order, position: this.positions.get(positionId) ?? null });
    }
    const order: Order = {
      id: orderId,
      accountId: st.a.id,
      symbol: p.instrument.symbol,
      side: p.side,
      type: p.type,
      volume: p.volume,
      price: p.price,
      stopLoss: p.stopLoss,
      takeProfit: p.takeProfit,
      status: "pending",
      createdAt: t,
      updatedAt: t,
      filledAt: null,
      fillPrice: null,
      positionId: null,
      cancelledAt: null,
      cancelReason: null,
    };
    this.orders.set(order.id, order);
    st.orders.add(order.id);
    this.risk.watchOrder(order);
    ctx.events.push({ type: "orderAccepted", order });
    return ok({ ...this.finish(ctx), order, position: null });
  }

  /** Changes the price, stop loss or take profit of a pending order. */
  modifyOrder(
    accountId: string,
    orderId: string,
    change: OrderChange | unknown,
    time: unknown,
  ): Result<EngineUpdate & { order: Order }> {
    const g = this.guard(accountId, time);
    if (!g.ok) return g;
    const st = g.value;
    const order = this.orders.get(orderId);
    if (!order || order.accountId !== st.a.id) {
      return reject(
        "UNKNOWN_ORDER",
        `No pending order ${describeInput(orderId)} on account ${st.a.id}.`,
      );
    }
    if (typeof change !== "object" || change === null) {
      return reject(
        "INVALID_PRICE",
        "A change must be an object with price, stopLoss or takeProfit.",
      );
    }
    const c = change as Record<string, unknown>;
    const instrument = getInstrument(order.symbol) as Instrument;
    const m = this.marketCheck(instrument, time as number);
    if (!m.ok) return m;
    let price = order.price as number;
    if (c.price !== undefined) {
      const pr = checkPrice(c.price, instrument, `${order.type} price`, "INVALID_PRICE");
      if (!pr.ok) return pr;
      price = pr.value;
    }
    const sl = checkStopChange(
      c.stopLoss,
      order.stopLoss,
      instrument,
      "stop loss",
      "INVALID_STOP_LOSS",
    );
    if (!sl.ok) return sl;
    const tp = checkStopChange(
      c.takeProfit,
      order.takeProfit,
      instrument,
      "take profit",
      "INVALID_TAKE_PROFIT",
    );
    if (!tp.ok) return tp;
    const sideErr =
      checkPendingPriceSide(order.side, order.type, price, m.value.quote, instrument) ??
      checkStopsSide(order.side, price, "order price", sl.value, tp.value, instrument);
    if (sideErr) return sideErr;
    const updated: Order = {
      ...order,
      price,
      stopLoss: sl.value,
      takeProfit: tp.value,
      updatedAt: time as number,
    };
    this.orders.set(order.id, updated);
    this.risk.watchOrder(updated);
    const ctx = this.newCtx();
    ctx.events.push({ type: "orderModified", order: updated });
    return ok({ ...this.finish(ctx), order: updated });
  }

  /** Cancels a pending order (allowed while the market is closed). */
  cancelOrder(
    accountId: string,
    orderId: string,
    time: unknown,
  ): Result<EngineUpdate & { order: Order }> {
    const g = this.guard(accountId, time);
    if (!g.ok) return g;
    const st = g.value;
    const order = this.orders.get(orderId);
    if (!order || order.accountId !== st.a.id) {
      return reject(
        "UNKNOWN_ORDER",
        `No pending order ${describeInput(orderId)} on account ${st.a.id}.`,
      );
    }
    const ctx = this.newCtx();
    const cancelled = this.cancel(
      st,
      order,
      time as number,
      "trader",
      "Cancelled by the trader.",
      ctx,
    );
    return ok({ ...this.finish(ctx), order: cancelled });
  }

  /** Sets or removes the stop loss / take profit of an open position. */
  modifyPosition(
    accountId: string,
    positionId: string,
    change: StopsChange | unknown,
    time: unknown,
  ): Result<EngineUpdate & { position: Position }> {
    const g = this.guard(accountId, time);
    if (!g.ok) return g;
    const st = g.value;
    const position = this.positions.get(positionId);
    if (!position || position.accountId !== st.a.id) {
      return reject(
        "UNKNOWN_POSITION",
        `No open position ${describeInput(positionId)} on account ${st.a.id}.`,
      );
    }
    if (typeof change !== "object" || change === null) {
      return reject("INVALID_STOP_LOSS", "A change must be an object with stopLoss or takeProfit.");
    }
    const c = change as Record<string, unknown>;
    const instrument = getInstrument(position.symbol) as Instrument;
    const m = this.marketCheck(instrument, time as number);
    if (!m.ok) return m;
    const sl = checkStopChange(
      c.stopLoss,
      position.stopLoss,
      instrument,
      "stop loss",
      "INVALID_STOP_LOSS",
    );
    if (!sl.ok) return sl;
    const tp = checkStopChange(
      c.takeProfit,
      position.takeProfit,
      instrument,
      "take profit",
      "INVALID_TAKE_PROFIT",
    );
    if (!tp.ok) return tp;
    const ref = exitPrice(position.side, m.value.quote);
    const sideErr = checkStopsSide(
      position.side,
      ref,
      `current ${position.side === "buy" ? "bid" : "ask"}`,
      sl.value,
      tp.value,
      instrument,
    );
    if (sideErr) return sideErr;
    const updated: Position = { ...position, stopLoss: sl.value, takeProfit: tp.value };
    this.replacePosition(st, updated);
    this.risk.watchStops(updated);
    const ctx = this.newCtx();
    ctx.events.push({ type: "positionModified", position: updated });
    return ok({ ...this.finish(ctx), position: updated });
  }

  /** Closes an open position at the current quote (a buy at the bid, a sell at the ask). */
  closePosition(accountId: string, positionId: string, time: unknown): Result<ClosedPosition> {
    const g = this.guard(accountId, time);
    if (!g.ok) return g;
    const st = g.value;
    const position = this.positions.get(positionId);
    if (!position || position.accountId !== st.a.id) {
      return reject(
        "UNKNOWN_POSITION",
        `No open position ${describeInput(positionId)} on account ${st.a.id}.`,
      );
    }
    const instrument = getInstrument(position.symbol) as Instrument;
    const m = this.marketCheck(instrument, time as number);
    if (!m.ok) return m;
    const ctx = this.newCtx();
    const t = time as number;
    const trade = this.closeAtQuote(st, position, t, "manual", ctx);
    this.evaluate(st, t, m.value.quote, ctx);
    return ok({ ...this.finish(ctx), trade });
  }

  /**
   * Closes an account for good (its purchase was refunded): every open position is closed at
   * the current quote (a buy at the bid, a sell at the ask), every pending order cancelled, and
   * the account ends as "closed" with the reason. Nothing changes when a position has no quote
   * to close at: a refund never books a made-up price.
   */
  closeAccount(accountId: string, time: unknown, reason: string): Result<EngineUpdate> {
    const g = this.guard(accountId, time);
    if (!g.ok) return g;
    const st = g.value;
    const t = time as number;
    for (const position of st.positions) {
      if (!this.quotes.has(position.symbol)) {
        return reject(
          "NO_QUOTE",
          `No quote for ${position.symbol} to close position ${position.id} at; try again once the market quotes it.`,
        );
      }
    }
    const ctx = this.newCtx();
    if (t > this.time) this.time = t;
    for (const position of [...st.positions]) {
      this.closeAtQuote(st, position, t, "accountClosed", ctx);
    }
    for (const id of [...st.orders]) {
      const o = this.orders.get(id);
      if (o) {
        this.cancel(
          st,
          o,
          t,
          "accountClosed",
          "The account was closed: its orders were cancelled.",
          ctx,
        );
      }
    }
    st.a.status = "closed";
    st.a.endedAt = t;
    this.risk.unwatchAccount(st.a.id);
    this.deadlines.delete(st.a.id);
    ctx.touched.add(st.a.id);
    ctx.events.push({ type: "accountClosed", account: { ...st.a }, reason });
    return ok(this.finish(ctx));
  }

  // ---------------------------------------------------------------- internals: checks

  private guard(accountId: string, time: unknown): Result<AccountState> {
    if (!validTime(time)) return badTime(time);
    const st = this.accounts.get(accountId);
    if (!st) return reject("UNKNOWN_ACCOUNT", `Unknown account ${describeInput(accountId)}.`);
    if (st.a.status === "failed") {
      const why = st.a.evidence ? ` ${st.a.evidence.message}` : "";
      return reject("ACCOUNT_FAILED", `Account ${st.a.id} has failed and cannot trade.${why}`);
    }
    if (st.a.status === "passed") {
      return reject(
        "ACCOUNT_PASSED",
        `Account ${st.a.id} has passed this phase and cannot trade; continue on the next phase's account.`,
      );
    }
    if (st.a.status === "closed") {
      return reject("ACCOUNT_CLOSED", `Account ${st.a.id} is closed and cannot trade.`);
    }
    return ok(st);
  }

  private marketCheck(
    instrument: Instrument,
    time: number,
  ): Result<{ quote: Quote; rate: number }> {
    if (!isMarketOpen(instrument, time)) {
      return reject(
        "MARKET_CLOSED",
        `${instrument.symbol} is closed at ${describeUtc(time)}; it opens again ${describeUtc(nextOpenTime(instrument, time))}.`,
      );
    }
    const quote = this.quotes.get(instrument.symbol);
    if (!quote) return reject("NO_QUOTE", `There is no price for ${instrument.symbol} yet.`);
    const rate = usdRate(instrument, this.lookup);
    if (rate === null) {
      const conv = CONVERSIONS[instrument.quoteCurrency]?.symbol ?? "";
      return reject(
        "NO_QUOTE",
        `There is no price for ${conv} yet to convert ${instrument.quoteCurrency} to USD.`,
      );
    }
    return ok({ quote, rate });
  }

  private prepareOrder(
    accountId: string,
    request: unknown,
    time: unknown,
  ): Result<PreparedMarket | PreparedPending> {
    const g = this.guard(accountId, time);
    if (!g.ok) return g;
    const st = g.value;
    const checked = checkOrderRequest(request);
    if (!checked.ok) return checked;
    const { instrument, side, type, volume, stopLoss, takeProfit } = checked.value;
    const m = this.marketCheck(instrument, time as number);
    if (!m.ok) return m;
    const { quote, rate } = m.value;
    const v = valueAccount(st.a.balance, st.positions, this.lookup);
    const free = freeMargin(v.equity, v.usedMargin);
    const fmt = (p: number): string => formatPrice(p, instrument);
    if (type === "market") {
      const fill = entryPrice(side, quote);
      const exit = exitPrice(side, quote);
      const sideErr = checkStopsSide(
        side,
        exit,
        `current ${side === "buy" ? "bid" : "ask"}`,
        stopLoss,
        takeProfit,
        instrument,
      );
      if (sideErr) return sideErr;
      const margin = requiredMargin(instrument, volume, fill, rate, st.a.leverage);
      const spreadCost = pnlCents(instrument, side, volume, fill, exit, rate);
      const freeAfter = free - margin + spreadCost;
      if (freeAfter < 0) {
        return reject(
          "NOT_ENOUGH_MARGIN",
          `Not enough free margin: ${side} ${formatLots(volume)} ${instrument.symbol} at ${fmt(fill)} needs ${formatUsd(margin)} of margin and costs ${formatUsd(-spreadCost)} of spread, but the free margin is ${formatUsd(free)} (equity ${formatUsd(v.equity)}, margin in use ${formatUsd(v.usedMargin)}).`,
        );
      }
      const preview: OrderPreview = {
        symbol: instrument.symbol,
        side,
        type,
        volume,
        price: fill,
        margin,
        spreadCost,
        equity: v.equity,
        freeMargin: free,
        freeMarginAfter: freeAfter,
        riskAtStopLoss:
          stopLoss === null ? null : pnlCents(instrument, side, volume, fill, stopLoss, rate),
        conversionRate: rate,
      };
      return ok({
        kind: "market",
        st,
        instrument,
        side,
        volume,
        stopLoss,
        takeProfit,
        quote,
        fill,
        rate,
        margin,
        preview,
      });
    }
    const price = checked.value.price as number;
    const sideErr =
      checkPendingPriceSide(side, type, price, quote, instrument) ??
      checkStopsSide(side, price, "order price", stopLoss, takeProfit, instrument);
    if (sideErr) return sideErr;
    const margin = requiredMargin(instrument, volume, price, rate, st.a.leverage);
    if (margin > free) {
      return reject(
        "NOT_ENOUGH_MARGIN",
        `Not enough free margin: ${side} ${type} ${formatLots(volume)} ${instrument.symbol} at ${fmt(price)} needs ${formatUsd(margin)} of margin, but the free margin is ${formatUsd(free)} (equity ${formatUsd(v.equity)}, margin in use ${formatUsd(v.usedMargin)}).`,
      );
    }
    const preview: OrderPreview = {
      symbol: instrument.symbol,
      side,
      type,
      volume,
      price,
      margin,
      spreadCost: 0,
      equity: v.equity,
      freeMargin: free,
      freeMarginAfter: free - margin,
      riskAtStopLoss:
        stopLoss === null ? null : pnlCents(instrument, side, volume, price, stopLoss, rate),
      conversionRate: rate,
    };
    return ok({
      kind: "pending",
      st,
      instrument,
      side,
      type,
      volume,
      price,
      stopLoss,
      takeProfit,
      preview,
    });
  }

  // ---------------------------------------------------------------- internals: state changes

  private newCtx(): Ctx {
    return { events: [], touched: new Set() };
  }

  private finish(ctx: Ctx): EngineUpdate {
    const accounts: Account[] = [];
    for (const id of ctx.touched) {
      const st = this.accounts.get(id);
      if (st) accounts.push({ ...st.a });
    }
    return { events: ctx.events, accounts };
  }

  private newId(kind: "order" | "position"): string {
    if (this.idGenerator) return this.idGenerator(kind);
    this.sequence += 1;
    return `${kind === "order" ? "o" : "p"}${this.sequence}`;
  }

  private dayKeyOf(time: number): string {
    if (time >= this.currentDayStart && time < this.nextResetAt) return this.currentDayKey;
    return dayKey(time, this.timeZone);
  }

  private openPosition(st: AccountState, position: Position, time: number, ctx: Ctx): void {
    this.positions.set(position.id, position);
    st.positions.push(position);
    st.usedMargin += position.margin;
    st.stale = true;
    const key = this.dayKeyOf(time);
    // The account record itself changes only with the first trade of the day: the margin in
    // use is derived from the positions, so most opens leave the record as it was.
    if (st.a.lastTradingDay !== key) {
      st.a.lastTradingDay = key;
      st.a.tradingDays += 1;
      ctx.touched.add(st.a.id);
    }
    this.risk.watchStops(position);
  }

  private replacePosition(st: AccountState, updated: Position): void {
    this.positions.set(updated.id, updated);
    const i = st.positions.findIndex((p) => p.id === updated.id);
    if (i >= 0) st.positions[i] = updated;
  }

  private closeAt(
    st: AccountState,
    position: Position,
    price: number,
    rate: number,
    pnl: Cents,
    time: number,
    reason: CloseReason,
    ctx: Ctx,
  ): Trade {
    this.positions.delete(position.id);
    const i = st.positions.findIndex((p) => p.id === position.id);
    if (i >= 0) st.positions.splice(i, 1);
    st.usedMargin -= position.margin;
    st.a.balance += pnl;
    this.risk.unwatchStops(position.id);
    const trade: Trade = {
      id: position.id,
      positionId: position.id,
      orderId: position.orderId,
      accountId: position.accountId,
      symbol: position.symbol,
      side: position.side,
      volume: position.volume,
      openPrice: position.openPrice,
      openTime: position.openTime,
      closePrice: price,
      closeTime: time,
      pnl,
      conversionRate: rate,
      reason,
    };
    ctx.touched.add(st.a.id);
    ctx.events.push({ type: "positionClosed", position, trade, balance: st.a.balance });
    return trade;
  }

  private closeAtQuote(
    st: AccountState,
    position: Position,
    time: number,
    reason: CloseReason,
    ctx: Ctx,
  ): Trade {
    const v: PositionValue = valuePosition(position, this.lookup);
    return this.closeAt(st, position, v.price, v.conversionRate, v.pnl, time, reason, ctx);
  }

  private cancel(
    st: AccountState,
    order: Order,
    time: number,
    reason: CancelReason,
    message: string,
    ctx: Ctx,
  ): Order {
    this.orders.delete(order.id);
    st.orders.delete(order.id);
    this.risk.unwatchOrder(order.id);
    const cancelled: Order = {
      ...order,
      status: "cancelled",
      updatedAt: time,
      cancelledAt: time,
      cancelReason: reason,
    };
    ctx.events.push({ type: "orderCancelled", order: cancelled, reason, message });
    return cancelled;
  }

  /** Fills a triggered pending order at the quote; returns true when a position opened. */
  private fillPending(st: AccountState, order: Order, q: Quote, ctx: Ctx): boolean {
    const instrument = getInstrument(order.symbol) as Instrument;
    const rate = usdRate(instrument, this.lookup);
    if (rate === null) {
      this.risk.watchOrder(order);
      return false;
    }
    const fill = entryPrice(order.side, q);
    const exit = exitPrice(order.side, q);
    const margin = requiredMargin(instrument, order.volume, fill, rate, st.a.leverage);
    const v = valueAccount(st.a.balance, st.positions, this.lookup);
    const spread = pnlCents(instrument, order.side, order.volume, fill, exit, rate);
    const free = freeMargin(v.equity, v.usedMargin);
    if (free - margin + spread < 0) {
      this.cancel(
        st,
        order,
        q.time,
        "notEnoughMargin",
        `Not enough free margin when the price was reached: ${order.side} ${order.type} ${formatLots(order.volume)} ${order.symbol} at ${formatPrice(fill, instrument)} needed ${formatUsd(margin)} of margin and ${formatUsd(-spread)} of spread, but the free margin was ${formatUsd(free)}.`,
        ctx,
      );
      return false;
    }
    this.orders.delete(order.id);
    st.orders.delete(order.id);
    const positionId = this.newId("position");
    const position: Position = {
      id: positionId,
      accountId: st.a.id,
      orderId: order.id,
      symbol: order.symbol,
      side: order.side,
      volume: order.volume,
      openPrice: fill,
      openTime: q.time,
      stopLoss: order.stopLoss,
      takeProfit: order.takeProfit,
      margin,
    };
    const filled: Order = {
      ...order,
      status: "filled",
      updatedAt: q.time,
      filledAt: q.time,
      fillPrice: fill,
      positionId,
    };
    this.openPosition(st, position, q.time, ctx);
    ctx.events.push({ type: "orderFilled", order: filled, position });
    // A gap can carry the price past the new position's SL/TP already: close at this quote.
    const buy = position.side === "buy";
    const slHit =
      position.stopLoss !== null && (buy ? q.bid <= position.stopLoss : q.ask >= position.stopLoss);
    const tpHit =
      position.takeProfit !== null &&
      (buy ? q.bid >= position.takeProfit : q.ask <= position.takeProfit);
    if (slHit || tpHit)
      this.closeAtQuote(st, position, q.time, slHit ? "stopLoss" : "takeProfit", ctx);
    return true;
  }

  private quotesFor(positions: readonly Position[]): Quote[] {
    const symbols = new Set<string>();
    for (const p of positions) {
      symbols.add(p.symbol);
      const instrument = getInstrument(p.symbol);
      const conv = instrument ? CONVERSIONS[instrument.quoteCurrency] : null;
      if (conv) symbols.add(conv.symbol);
    }
    const out: Quote[] = [];
    for (const s of [...symbols].sort()) {
      const q = this.quotes.get(s);
      if (q) out.push(q);
    }
    return out;
  }

  /** Applies the rules to one account at the current quotes and re-registers its bounds. */
  private evaluate(st: AccountState, time: number, trigger: Quote | null, ctx: Ctx): void {
    if (st.a.status !== "active") return;
    const value = valueAccount(st.a.balance, st.positions, this.lookup);
    const decision = decideRules(st.a, {
      equity: value.equity,
      usedMargin: value.usedMargin,
      openPositions: st.positions.length,
    });
    if (decision.kind === "breach") {
      this.fail(st, decision, value, time, trigger, ctx);
      return;
    }
    if (decision.kind === "stopOut") {
      this.stopOut(st, decision, value, time, trigger, ctx);
    }
    if (st.positions.length === 0) {
      this.risk.unwatchAccount(st.a.id);
      const after = decideRules(st.a, { equity: st.a.balance, usedMargin: 0, openPositions: 0 });
      if (after.kind === "pass") this.pass(st, after, time, trigger, ctx);
      return;
    }
    if (st.stale || !this.risk.isAccountWatched(st.a.id)) this.watch(st);
  }

  private watch(st: AccountState): void {
    st.stale = false;
    const bounds = computeRiskBounds({
      positions: st.positions,
      balance: st.a.balance,
      threshold: riskThreshold(st.a, st.usedMargin),
      lookup: this.lookup,
    });
    if (bounds === null) {
      this.risk.unwatchAccount(st.a.id);
      for (const p of st.positions) {
        for (const s of this.quotesNeeded(p)) {
          if (this.quotes.has(s)) continue;
          let set = this.waiting.get(s);
          if (!set) this.waiting.set(s, (set = new Set()));
          set.add(st.a.id);
        }
      }
      return;
    }
    this.risk.watchAccount(st.a.id, bounds);
  }

  private quotesNeeded(p: Position): string[] {
    const instrument = getInstrument(p.symbol);
    const conv = instrument ? CONVERSIONS[instrument.quoteCurrency] : null;
    return conv ? [p.symbol, conv.symbol] : [p.symbol];
  }

  private fail(
    st: AccountState,
    decision: Extract<RuleDecision, { kind: "breach" }>,
    value: AccountValue,
    time: number,
    trigger: Quote | null,
    ctx: Ctx,
  ): void {
    const evidence = buildEvidence({
      account: st.a,
      decision,
      value,
      time,
      quote: trigger,
      quotes: this.quotesFor(st.positions),
    });
    const reason: CloseReason = decision.rule === "timeLimit" ? "timeLimit" : "breach";
    for (const pv of value.positions) {
      this.closeAt(st, pv.position, pv.price, pv.conversionRate, pv.pnl, time, reason, ctx);
    }
    this.endAccount(st, "failed", evidence, time, ctx);
  }

  private stopOut(
    st: AccountState,
    decision: Extract<RuleDecision, { kind: "stopOut" }>,
    value: AccountValue,
    time: number,
    trigger: Quote | null,
    ctx: Ctx,
  ): void {
    const evidence: RuleEvidence = buildEvidence({
      account: st.a,
      decision,
      value,
      time,
      quote: trigger,
      quotes: this.quotesFor(st.positions),
    });
    const losers = [...value.positions].sort(
      (x, y) =>
        x.pnl - y.pnl ||
        x.position.openTime - y.position.openTime ||
        (x.position.id < y.position.id ? -1 : x.position.id > y.position.id ? 1 : 0),
    );
    const closed: string[] = [];
    let used = st.usedMargin;
    for (const pv of losers) {
      if (!(used > 0 && value.equity * 100 < st.a.stopOutLevel * used)) break;
      this.closeAt(st, pv.position, pv.price, pv.conversionRate, pv.pnl, time, "stopOut", ctx);
      used -= pv.position.margin;
      closed.push(pv.position.id);
    }
    ctx.events.push({ type: "stopOut", accountId: st.a.id, evidence, closedPositionIds: closed });
  }

  private pass(
    st: AccountState,
    decision: Extract<RuleDecision, { kind: "pass" }>,
    time: number,
    trigger: Quote | null,
    ctx: Ctx,
  ): void {
    const evidence = buildEvidence({
      account: st.a,
      decision,
      value: { equity: st.a.balance, floatingPnl: 0, usedMargin: 0, positions: [] },
      time,
      quote: trigger,
      quotes: [],
    });
    this.endAccount(st, "passed", evidence, time, ctx);
  }

  /** Ends a failed or passed account: cancels its pending orders, records the evidence. */
  private endAccount(
    st: AccountState,
    status: "failed" | "passed",
    evidence: RuleEvidence,
    time: number,
    ctx: Ctx,
  ): void {
    for (const id of [...st.orders]) {
      const o = this.orders.get(id);
      if (o) {
        this.cancel(
          st,
          o,
          time,
          status === "failed" ? "accountFailed" : "accountPassed",
          `The account ${status}: its pending orders were cancelled.`,
          ctx,
        );
      }
    }
    st.a.status = status;
    st.a.endedAt = time;
    st.a.evidence = evidence;
    this.risk.unwatchAccount(st.a.id);
    this.deadlines.delete(st.a.id);
    ctx.touched.add(st.a.id);
    ctx.events.push({
      type: status === "failed" ? "accountFailed" : "accountPassed",
      account: { ...st.a },
      evidence,
    });
  }

  private advance(time: number, ctx: Ctx): void {
    if (time > this.time) this.time = time;
    const now = this.time;
    if (now >= this.nextResetAt) this.rollDay(now, ctx);
    if (this.deadlines.size > 0) {
      const due = [...this.deadlines]
        .filter(([, end]) => end <= now)
        .map(([id]) => id)
        .sort();
      for (const id of due) {
        const st = this.accounts.get(id);
        this.deadlines.delete(id);
        if (!st || st.a.status !== "active") continue;
        const value = valueAccount(st.a.balance, st.positions, this.lookup);
        const end = timeLimitEnd(st.a) as number;
        this.fail(
          st,
          { kind: "breach", rule: "timeLimit", threshold: end, observed: now },
          value,
          end,
          null,
          ctx,
        );
      }
    }
  }

  private rollDay(now: number, ctx: Ctx): void {
    const key = dayKey(now, this.timeZone);
    const start = startOfDayKey(key, this.timeZone);
    this.currentDayKey = key;
    this.currentDayStart = start;
    this.nextResetAt = nextDayStart(now, this.timeZone);
    const entries: DailyResetEntry[] = [];
    const reset: AccountState[] = [];
    for (const st of this.accounts.values()) {
      if (st.a.status !== "active" || st.a.dayKey >= key) continue;
      const balance = st.a.balance;
      const before = floorsOf(st.a);
      st.a.highestEodBalance = Math.max(st.a.highestEodBalance, balance);
      st.a.dayStartBalance = balance;
      st.a.dayKey = key;
      ctx.touched.add(st.a.id);
      const equity =
        st.positions.length === 0
          ? balance
          : valueAccount(balance, st.positions, this.lookup).equity;
      entries.push({
        accountId: st.a.id,
        balance,
        equity,
        highestEodBalance: st.a.highestEodBalance,
      });
      // Only accounts whose floors moved need re-checking (their bounds were computed for the old floors).
      const after = floorsOf(st.a);
      if (
        after.dailyLossFloor !== before.dailyLossFloor ||
        after.maxLossFloor !== before.maxLossFloor
      ) {
        st.stale = true;
        reset.push(st);
      }
    }
    if (entries.length === 0) return;
    ctx.events.push({ type: "dailyReset", time: start, dayKey: key, accounts: entries });
    // The floors moved: a position held over the reset counts against the new day's floor.
    if (reset.length === 0) return;
    reset.sort((x, y) => (x.a.id < y.a.id ? -1 : x.a.id > y.a.id ? 1 : 0));
    for (const st of reset) this.evaluate(st, start, null, ctx);
  }

  /** After a rebuild: watch pending orders, SL/TP and account bounds. */
  private indexAll(): void {
    for (const o of this.orders.values()) this.risk.watchOrder(o);
    for (const st of this.accounts.values()) {
      const end = timeLimitEnd(st.a);
      if (end !== null && st.a.status === "active") this.deadlines.set(st.a.id, end);
      for (const p of st.positions) this.risk.watchStops(p);
      if (st.positions.length > 0) this.watch(st);
    }
  }
}
