import type { Account } from "./account";
import { addAccount, closeAccount } from "./account-lifecycle";
import {
  accountSummary,
  accountView,
  engineStats,
  ordersOf,
  positionViewOf,
  type AccountSummary,
  type AccountView,
  type EngineStats,
  type PositionView,
} from "./account-summary";
import { advanceTime } from "./day-roll";
import {
  adjustBalance,
  failByOperator,
  passPhase,
  reinstateAccount,
  type ActUpdate,
  type RestorePoint,
} from "./operator-acts";
import {
  restoreEngine,
  restoreEngineInSteps,
  snapshotOf,
  type EngineConfig,
  type EngineSnapshot,
} from "./engine-restore";
import type { EngineState, EngineUpdate } from "./engine-state";
import { placeOcoPair, type PlacedPair } from "./one-cancels-other";
import type { Order, OrderChange, OrderRequest } from "./orders";
import { closePositionPart } from "./partial-close";
import type { Position, PositionChange } from "./positions";
import type { Quote } from "../market/quotes";
import { ok, reject, type Rejection, type Result } from "../core/result";
import { applyTick } from "./tick";
import {
  breachesAhead,
  continueTick,
  isEvaluationDue,
  settleAhead,
  queuedItems,
  type BreachAhead,
} from "./tick-steps";
import {
  cancelPendingOrder,
  closePosition,
  modifyOrder,
  modifyPosition,
  placeOrder,
  type ClosedPosition,
  type PlacedOrder,
} from "./trader-operations";

export type {
  AccountSummary,
  AccountView,
  EngineStats,
  Objectives,
  PositionView,
} from "./account-summary";
export type { EngineConfig, EngineSnapshot } from "./engine-restore";
export type { EngineUpdate } from "./engine-state";
export type { ActUpdate, RestorePoint } from "./operator-acts";
export type { ClosedPosition, PlacedOrder } from "./trader-operations";
export type { PlacedPair } from "./one-cancels-other";

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
 * This class is the entry point only: it holds the books (engine-state) and delegates each
 * operation to the module of its concept: engine-restore (snapshot in and out), tick (the
 * order of work within one tick), day-roll (daily reset, time limits), trader-operations and
 * order-preparation (orders and positions a trader changes, with their checks and margin),
 * fills (positions opening and closing), rule-outcomes (breach, stop-out, pass),
 * account-lifecycle (accounts added and closed) and account-summary (views and figures).
 */

/**
 * Builds an engine from plain records (accounts, open positions, pending orders, last quotes),
 * for example rows loaded from a database at start. Corrupt records are reported with their id.
 */
export function createTradingEngine(
  input: { readonly snapshot?: Partial<EngineSnapshot>; readonly config?: EngineConfig } = {},
): Result<TradingEngine> {
  const state = restoreEngine(input);
  return state.ok ? ok(new TradingEngine(state.value)) : state;
}

/**
 * `createTradingEngine` cut into steps of about `recordsPerStep` records (engine-restore.ts
 * `restoreEngineInSteps`): yields between steps, returns the engine or the rejection.
 */
export function* createTradingEngineInSteps(
  input: { readonly snapshot?: Partial<EngineSnapshot>; readonly config?: EngineConfig },
  recordsPerStep: number,
): Generator<void, Result<TradingEngine>> {
  const state = yield* restoreEngineInSteps(input, recordsPerStep);
  return state.ok ? ok(new TradingEngine(state.value)) : state;
}

export class TradingEngine {
  /** Use createTradingEngine, which checks the records the state is built from. */
  constructor(private readonly s: EngineState) {}

  // ---------------------------------------------------------------- reading

  /** The engine's clock: the latest time it has been advanced to. */
  now(): number {
    return this.s.time;
  }

  quote(symbol: string): Quote | undefined {
    return this.s.quotes.get(symbol);
  }

  /** The latest quote of every symbol. */
  quotes(): Quote[] {
    return [...this.s.quotes.values()];
  }

  getAccount(accountId: string): Account | undefined {
    const st = this.s.accounts.get(accountId);
    return st ? { ...st.a } : undefined;
  }

  /** The account's owner (null when it has none or is unknown), without a copy of the account. */
  ownerOf(accountId: string): string | null {
    return this.s.accounts.get(accountId)?.a.ownerId ?? null;
  }

  accountIds(): string[] {
    return [...this.s.accounts.keys()];
  }

  getPositions(accountId: string): Position[] {
    return [...(this.s.accounts.get(accountId)?.positions ?? [])];
  }

  getOrders(accountId: string): Order[] {
    const st = this.s.accounts.get(accountId);
    return st ? ordersOf(this.s, st) : [];
  }

  getAccountView(accountId: string): Result<AccountView> {
    return accountView(this.s, accountId);
  }

  /**
   * The account's figures without copying its positions and orders: what an order's answer
   * and the account stream need, at a fraction of the view's cost on a busy account.
   */
  getAccountSummary(accountId: string): Result<AccountSummary> {
    return accountSummary(this.s, accountId);
  }

  /** One open position valued at the current quote. */
  getPositionView(positionId: string): Result<PositionView> {
    return positionViewOf(this.s, positionId);
  }

  /** Plain records of the whole state: feed them back to createTradingEngine to rebuild. */
  snapshot(): EngineSnapshot {
    return snapshotOf(this.s);
  }

  stats(): EngineStats {
    return engineStats(this.s);
  }

  // ---------------------------------------------------------------- accounts

  /** Adds a new account record (from createAccount or startNextPhase). */
  addAccount(record: Account): Result<EngineUpdate> {
    return addAccount(this.s, record);
  }

  /**
   * Closes an account for good (its purchase was refunded): every open position is closed at
   * the current quote (a buy at the bid, a sell at the ask), every pending order cancelled, and
   * the account ends as "closed" with the reason. Nothing changes when a position has no quote
   * to close at: a refund never books a made-up price.
   */
  closeAccount(accountId: string, time: unknown, reason: string): Result<EngineUpdate> {
    return this.due(accountId) ?? closeAccount(this.s, accountId, time, reason);
  }

  // ---------------------------------------------------------------- operator's acts

  /**
   * Makes a failed account active again with the figures its ending decision recorded
   * (`restorePointOf`), or refuses (NOT_APPLICABLE, OUTSIDE_LIMITS) with the reason.
   */
  reinstateAccount(
    accountId: string,
    time: unknown,
    restore: RestorePoint,
    reason: unknown,
  ): Result<ActUpdate> {
    return this.due(accountId) ?? reinstateAccount(this.s, { accountId, time, reason }, restore);
  }

  /** Moves an active account's balance by `amount` cents, if it stays inside its limits. */
  adjustBalance(
    accountId: string,
    amount: unknown,
    time: unknown,
    reason: unknown,
  ): Result<ActUpdate> {
    return this.due(accountId) ?? adjustBalance(this.s, { accountId, time, reason }, amount);
  }

  /** Passes an active, flat phase I or II account, as the target would. */
  passPhase(accountId: string, time: unknown, reason: unknown): Result<ActUpdate> {
    return this.due(accountId) ?? passPhase(this.s, { accountId, time, reason });
  }

  /** Fails an active account: its positions closed at the current quotes. */
  failAccount(accountId: string, time: unknown, reason: unknown): Result<ActUpdate> {
    return this.due(accountId) ?? failByOperator(this.s, { accountId, time, reason });
  }

  // ---------------------------------------------------------------- time and ticks

  /** Rolls the trading day (00:00 in the zone) and applies time limits up to `time`. */
  advanceTime(time: unknown): Result<EngineUpdate> {
    return advanceTime(this.s, time);
  }

  /**
   * Applies one quote: SL/TP, pending orders, breaches, stop-outs and passes it triggers, at
   * most `budget` items of that work now (default `evaluationsPerStep`; with `settled`, that many
   * settled items, `cutSettled`); the rest is done by
   * `continueTick`. A tick that comes before an earlier one's work is done is applied at once
   * (its quote is in) and its work queues behind, each tick's done at its own quotes.
   */
  applyTick(input: unknown, budget?: number, settled?: number): Result<EngineUpdate> {
    return applyTick(this.s, input, budget, settled);
  }

  /** True while some tick has stops, accounts or pending orders left to go through. */
  hasPendingTick(): boolean {
    return this.s.ticks.length > 0;
  }

  /**
   * The next step of the queued tick work: at most `budget` items (default
   * `evaluationsPerStep`), or with `settled`, until that many settled items are done (a
   * journaled step replayed, `cutSettled`); an empty update when there is none.
   */
  continueTick(budget?: number, settled?: number): EngineUpdate {
    return continueTick(this.s, budget, settled);
  }

  /**
   * The settled items of tick work the last `applyTick` or `continueTick` did within its budget:
   * items any engine holding these books does alike, whatever bounds it was restored with
   * (tick-steps.ts). A journaled cut records these, not its count of items: a replay's engine
   * may find more or fewer evaluations that change nothing.
   */
  cutSettled(): number {
    return this.s.cutSettled;
  }

  /**
   * The breaches the queued tick work has yet to make on the accounts `among` names (all when
   * null), with their evidence, known before its steps make them (tick-steps.ts
   * `breachesAhead`); changes nothing.
   */
  breachesAhead(among: Iterable<string> | null): BreachAhead[] {
    return breachesAhead(this.s, among);
  }

  /** The quote of the oldest queued tick once its evaluations are under way (else null). */
  tickInEvaluation(): Quote | null {
    const t = this.s.ticks[0];
    return t?.part === 2 ? t.quote : null;
  }

  /**
   * The items of tick work queued, as far as known: a server applies a tick with none of its work
   * (`applyTick(q, 0)`) and does it at once when it is a few items (a `continueTick`).
   */
  queuedTickItems(): number {
    return queuedItems(this.s);
  }

  /**
   * True while a queued tick has settled work left on the account (its stops, orders, an
   * evaluation that acts): an operation on it must wait for that work.
   */
  isEvaluationDue(accountId: string): boolean {
    return isEvaluationDue(this.s, accountId);
  }

  /**
   * Refuses to act on an account the unfinished tick has settled work on; else its queued
   * evaluations, which change nothing, are done first (`settleAhead`).
   */
  private due(accountId: string): Rejection | null {
    if (!isEvaluationDue(this.s, accountId)) {
      settleAhead(this.s, accountId);
      return null;
    }
    return reject(
      "EVALUATION_DUE",
      `Account ${accountId} is being evaluated at a quote already applied; finish the tick's work (continueTick) first.`,
    );
  }

  // ---------------------------------------------------------------- trader operations

  placeOrder(
    accountId: string,
    request: OrderRequest | unknown,
    time: unknown,
  ): Result<PlacedOrder> {
    return this.due(accountId) ?? placeOrder(this.s, accountId, request, time);
  }

  /** Changes the price, stop loss or take profit of a pending order. */
  modifyOrder(
    accountId: string,
    orderId: string,
    change: OrderChange | unknown,
    time: unknown,
  ): Result<EngineUpdate & { order: Order }> {
    return this.due(accountId) ?? modifyOrder(this.s, accountId, orderId, change, time);
  }

  /** Cancels a pending order (allowed while the market is closed). */
  cancelOrder(
    accountId: string,
    orderId: string,
    time: unknown,
  ): Result<EngineUpdate & { order: Order }> {
    return this.due(accountId) ?? cancelPendingOrder(this.s, accountId, orderId, time);
  }

  /** Sets or removes the stop loss, take profit and trailing stop of an open position. */
  modifyPosition(
    accountId: string,
    positionId: string,
    change: PositionChange | unknown,
    time: unknown,
  ): Result<EngineUpdate & { position: Position }> {
    return this.due(accountId) ?? modifyPosition(this.s, accountId, positionId, change, time);
  }

  /** Closes an open position at the current quote (a buy at the bid, a sell at the ask). */
  closePosition(accountId: string, positionId: string, time: unknown): Result<ClosedPosition> {
    return this.due(accountId) ?? closePosition(this.s, accountId, positionId, time);
  }

  /**
   * Closes `volume` lots of an open position at the current quote; the rest stays open under
   * its id (partial-close.ts). The whole volume closes it.
   */
  closePositionPart(
    accountId: string,
    positionId: string,
    volume: unknown,
    time: unknown,
  ): Result<ClosedPosition> {
    return this.due(accountId) ?? closePositionPart(this.s, accountId, positionId, volume, time);
  }

  /**
   * Places two limit or stop orders as a one-cancels-other pair: when one fills, the other is
   * cancelled (one-cancels-other.ts).
   */
  placeOcoPair(
    accountId: string,
    first: OrderRequest | unknown,
    second: OrderRequest | unknown,
    time: unknown,
  ): Result<PlacedPair> {
    return this.due(accountId) ?? placeOcoPair(this.s, accountId, first, second, time);
  }
}
