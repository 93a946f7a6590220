import { createHash, randomUUID } from "node:crypto";
import { EventEmitter } from "node:events";
import { ERROR_CODES } from "@proparena/contracts/error-codes";
import { createAccount, type Account } from "@proparena/domain/account";
import type { EngineEvent } from "@proparena/domain/engine-events";
import type { Order, OrderChange, OrderRequest } from "@proparena/domain/orders";
import type { Position, StopsChange } from "@proparena/domain/positions";
import { startNextPhase } from "@proparena/domain/phase-transitions";
import type { PhaseId } from "@proparena/domain/phases";
import type { PlanId } from "@proparena/domain/plans";
import type { Quote } from "@proparena/domain/quotes";
import type { Result } from "@proparena/domain/result";
import {
  createTradingEngine,
  type AccountSummary,
  type EngineUpdate,
  type PositionView,
  type TradingEngine,
} from "@proparena/domain/trading-engine";
import { eq, gt } from "drizzle-orm";
import type { Db } from "../db/database";
import { accounts, orderRequests, orders, positions } from "../db/schema";
import type { Clock } from "../lib/clock";
import { conflict, HttpError, notFound } from "../lib/http-error";
import { persistBatch, type EngineWrite } from "./persist-update";
import { accountFromRow, orderFromRow, positionFromRow } from "./record-mappers";

export interface DeskEventMap {
  /** After an engine change is durable: every event, with the owner of its account. */
  events: [events: readonly OwnedEvent[]];
  /** After a funded account opened by openFundedAccount is durable. */
  opened: [opened: { userId: string; account: Account }];
}
export interface OwnedEvent {
  userId: string;
  accountId: string;
  event: EngineEvent;
  /** For accountPassed: the next phase's account, when one opened. */
  nextAccountId?: string | null;
}

const ACCOUNT_NOT_FOUND = "Account not found";

function accountIdOf(event: EngineEvent): string {
  switch (event.type) {
    case "orderAccepted":
    case "orderFilled":
    case "orderModified":
    case "orderCancelled":
      return event.order.accountId;
    case "positionModified":
    case "positionClosed":
      return event.position.accountId;
    case "stopOut":
      return event.accountId;
    case "accountFailed":
    case "accountPassed":
    case "accountClosed":
      return event.account.id;
    case "dailyReset":
      return "";
  }
}

/** What placing an order answers; `replayed` when an idempotency key had placed it before. */
export interface PlacedOrder {
  order: Order;
  position: Position | PositionView | null;
  account: AccountSummary;
  replayed: boolean;
}

/** What an order asks for, as a short hash: one idempotency key stands for one request. */
function orderFingerprint(order: OrderRequest): string {
  const { symbol, side, type, volume, price, stopLoss, takeProfit } = order;
  const fields = [symbol, side, type, volume, price ?? null, stopLoss ?? null, takeProfit ?? null];
  return createHash("sha256").update(JSON.stringify(fields)).digest("hex").slice(0, 32);
}

const keyReused = () =>
  new HttpError(
    422,
    ERROR_CODES.idempotencyKeyReused,
    "This clientOrderId was already used for a different order. Use a new key for a new order.",
  );

/** How long an order's idempotency key is remembered: resends come within seconds. */
export const KEY_WINDOW_MS = 60 * 60_000;

interface QueuedWrite {
  write: EngineWrite;
  owned: OwnedEvent[];
  resolve: () => void;
  reject: (error: unknown) => void;
}

/**
 * Hosts the domain's trading engine for this server. Every operation runs on the in-memory
 * engine at once (it is synchronous and pure), then waits until its changes are durable
 * before it answers: writes are grouped, in engine order, into one transaction per batch
 * (group commit), so throughput does not stop at one database round trip per order. Events
 * are announced (to sockets) only once durable. A rejected operation changes nothing and
 * answers 400 with the engine's reason. If a batch fails to write, every operation not yet
 * durable fails and the engine is rebuilt from the database, so memory never runs ahead of
 * what was acknowledged.
 */
export class TradingDesk extends EventEmitter<DeskEventMap> {
  private engine!: TradingEngine;
  /** userId -> account ids */
  private readonly byOwner = new Map<string, Set<string>>();
  private queued: QueuedWrite[] = [];
  /** Placements running per idempotency key ("account:key"). */
  private readonly placing = new Map<
    string,
    { fingerprint: string; attempt: Promise<PlacedOrder> }
  >();
  /** Keys placed within KEY_WINDOW_MS: "account:key" -> the order, when, and what was asked. */
  private readonly recentKeys = new Map<
    string,
    { orderId: string; at: number; fingerprint: string | null }
  >();
  private keysPrunedAt = 0;
  private flushing: Promise<void> | null = null;
  /** Set while the engine is being rebuilt; operations wait for `ready`. */
  private paused = false;
  private rebuilds = 0;
  private ready: Promise<void> = Promise.resolve();

  private constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    readonly timeZone: string,
    /**
     * Where batches are written: in production the leader lock's own session, so commits
     * never queue behind reads on the pool and only the lock holder can write (leader-lock.ts).
     */
    private readonly writer: Db,
  ) {
    super();
  }

  static async load(db: Db, clock: Clock, timeZone = "UTC", writer: Db = db): Promise<TradingDesk> {
    const desk = new TradingDesk(db, clock, timeZone, writer);
    await desk.reload();
    return desk;
  }

  /** Rebuilds the engine from the database (at start, or after a failed write). */
  /**
   * Counts the rebuilds from the database: a change made outside the engine (deletes, a week's
   * settlement) may have changed any stored record, so caches of them start again.
   */
  get generation(): number {
    return this.rebuilds;
  }

  private async reload(): Promise<void> {
    this.rebuilds++;
    const quotes = this.engine ? this.engine.snapshot().quotes.slice() : [];
    const keysSince = new Date(this.clock.now().getTime() - KEY_WINDOW_MS);
    const [accountRows, positionRows, orderRows, keyRows] = await Promise.all([
      this.db.select().from(accounts),
      this.db.select().from(positions),
      this.db.select().from(orders).where(eq(orders.status, "pending")),
      this.db.select().from(orderRequests).where(gt(orderRequests.createdAt, keysSince)),
    ]);
    this.recentKeys.clear();
    for (const k of keyRows) {
      this.recentKeys.set(`${k.accountId}:${k.clientOrderId}`, {
        orderId: k.orderId,
        at: k.createdAt.getTime(),
        fingerprint: k.requestHash,
      });
    }
    const snapshotAccounts = accountRows.map(accountFromRow);
    let time = this.clock.now().getTime();
    for (const q of quotes) time = Math.max(time, q.time);
    for (const a of snapshotAccounts) time = Math.max(time, a.createdAt);
    const built = createTradingEngine({
      snapshot: {
        time,
        accounts: snapshotAccounts,
        positions: positionRows.map(positionFromRow),
        orders: orderRows.map(orderFromRow),
        quotes,
      },
      config: { timeZone: this.timeZone, newId: () => randomUUID() },
    });
    if (!built.ok) throw new Error(`cannot rebuild the trading engine: ${built.reason}`);
    this.engine = built.value;
    this.byOwner.clear();
    for (const a of snapshotAccounts) this.index(a);
  }

  /** Pauses operations, waits for pending writes, runs `work`, rebuilds, resumes. */
  private async exclusive<T>(work: () => Promise<T>): Promise<T> {
    if (this.paused) await this.enter();
    this.paused = true;
    let resume!: () => void;
    this.ready = new Promise((r) => (resume = r));
    try {
      await this.idle().catch(() => undefined);
      try {
        return await work();
      } finally {
        await this.reload();
      }
    } finally {
      this.paused = false;
      resume();
    }
  }

  /** Waits while the engine is paused. Callers skip it when not paused, so that an
   * operation reaches the engine synchronously (a tick is applied in the call that publishes it). */
  private async enter(): Promise<void> {
    while (this.paused) await this.ready;
  }

  /**
   * Runs a change made outside the engine (admin deletes) with the engine paused, then
   * rebuilds the engine from the database so both agree.
   */
  changeOutside<T>(change: () => Promise<T>): Promise<T> {
    return this.exclusive(change);
  }

  /** Resolves when every write queued so far is durable (or has failed). */
  async idle(): Promise<void> {
    while (this.flushing) await this.flushing;
  }

  private index(a: Account): void {
    if (!a.ownerId) return;
    let set = this.byOwner.get(a.ownerId);
    if (!set) this.byOwner.set(a.ownerId, (set = new Set()));
    set.add(a.id);
  }

  get stats() {
    return this.engine.stats();
  }

  now(): number {
    return Math.max(this.clock.now().getTime(), this.engine.now());
  }

  quote(symbol: string): Quote | undefined {
    return this.engine.quote(symbol);
  }

  accountIdsOf(userId: string): string[] {
    return [...(this.byOwner.get(userId) ?? [])];
  }

  ownerOf(accountId: string): string | null {
    return this.engine.getAccount(accountId)?.ownerId ?? null;
  }

  /** The account view if `userId` owns it; 404 otherwise (someone else's looks unknown). */
  view(userId: string, accountId: string) {
    const account = this.engine.getAccount(accountId);
    if (!account || account.ownerId !== userId) throw notFound(ACCOUNT_NOT_FOUND);
    const view = this.engine.getAccountView(accountId);
    if (!view.ok) throw notFound(ACCOUNT_NOT_FOUND);
    return view.value;
  }

  /** The account's figures (no positions or orders copied) if `userId` owns it; 404 otherwise. */
  summary(userId: string, accountId: string) {
    return this.summaryFor({ id: userId, isAdmin: false }, accountId);
  }

  /**
   * The account's figures for a reader: its owner, or an admin (who may read any account).
   * Anyone else gets the same 404 as for an unknown account.
   */
  summaryFor(reader: { id: string; isAdmin: boolean }, accountId: string) {
    const account = this.engine.getAccount(accountId);
    if (!account || (account.ownerId !== reader.id && !reader.isAdmin))
      throw notFound(ACCOUNT_NOT_FOUND);
    const summary = this.engine.getAccountSummary(accountId);
    if (!summary.ok) throw notFound(ACCOUNT_NOT_FOUND);
    return summary.value;
  }

  /** The account's open positions as records (no valuation). */
  openPositions(accountId: string) {
    return this.engine.getPositions(accountId);
  }

  /** Balance and equity now of every active account holding a position (equity samples). */
  equityOfAccountsInPlay(): { accountId: string; balance: number; equity: number }[] {
    const out: { accountId: string; balance: number; equity: number }[] = [];
    for (const id of this.engine.accountIds()) {
      if (this.engine.getAccount(id)?.status !== "active") continue;
      if (this.engine.getPositions(id).length === 0) continue;
      const summary = this.engine.getAccountSummary(id);
      if (summary.ok)
        out.push({
          accountId: id,
          balance: summary.value.account.balance,
          equity: summary.value.equity,
        });
    }
    return out;
  }

  /** 404 unless `userId` owns the account (cheap: no valuation). */
  owned(userId: string, accountId: string): void {
    if (this.engine.getAccount(accountId)?.ownerId !== userId) throw notFound(ACCOUNT_NOT_FOUND);
  }

  /** A position valued at the current quote (as it was, if it is no longer open). */
  private livePosition(position: Position): Position | PositionView {
    const live = this.engine.getPositionView(position.id);
    return live.ok ? live.value : position;
  }

  private unwrap<T>(result: Result<T>): T {
    if (!result.ok) throw new HttpError(400, ERROR_CODES.badRequest, result.reason);
    return result.value;
  }

  /**
   * Places an order. With a `clientOrderId` (idempotency key) a resend within KEY_WINDOW_MS
   * never places a second order: it waits for the first if that is still running, and answers
   * with it as `replayed`. The same key with a different order is refused (422), never answered
   * with the first order. Keys are looked up in memory (no database round trip per order);
   * the desk reloads the window's keys from the database when it is rebuilt (a restart, a
   * change of leader), so a resend that reaches another leader finds them too.
   */
  async placeOrder(
    userId: string,
    accountId: string,
    request: OrderRequest & { clientOrderId?: string },
  ): Promise<PlacedOrder> {
    const { clientOrderId, ...order } = request;
    if (!clientOrderId) return this.place(userId, accountId, order);
    this.owned(userId, accountId);
    const slot = `${accountId}:${clientOrderId}`;
    const fingerprint = orderFingerprint(order);
    const running = this.placing.get(slot);
    if (running) {
      if (running.fingerprint !== fingerprint) throw keyReused();
      return { ...(await running.attempt), replayed: true };
    }
    const known = this.recentKeys.get(slot);
    if (known && this.now() - known.at < KEY_WINDOW_MS) {
      if (known.fingerprint !== null && known.fingerprint !== fingerprint) throw keyReused();
      return this.replay(userId, accountId, known.orderId);
    }
    const attempt = this.place(userId, accountId, order, { clientOrderId, fingerprint });
    this.placing.set(slot, { fingerprint, attempt });
    try {
      return await attempt;
    } finally {
      this.placing.delete(slot);
    }
  }

  private async place(
    userId: string,
    accountId: string,
    request: OrderRequest,
    key?: { clientOrderId: string; fingerprint: string },
  ): Promise<PlacedOrder> {
    if (this.paused) await this.enter();
    this.owned(userId, accountId);
    const placed = this.unwrap(this.engine.placeOrder(accountId, request, this.now()));
    // The answer's figures at the fill's quote: the account and the new position, valued.
    const account = this.summary(userId, accountId);
    const position = placed.position ? this.livePosition(placed.position) : null;
    const keys: NonNullable<EngineWrite["orderRequests"]>[number][] = [];
    if (key) {
      const at = placed.order.createdAt;
      this.rememberKey(accountId, key, placed.order.id, at);
      keys.push({
        accountId,
        clientOrderId: key.clientOrderId,
        orderId: placed.order.id,
        createdAt: new Date(at),
        requestHash: key.fingerprint,
      });
    }
    await this.commit(placed, [], keys);
    return { order: placed.order, position, account, replayed: false };
  }

  private rememberKey(
    accountId: string,
    key: { clientOrderId: string; fingerprint: string },
    orderId: string,
    at: number,
  ) {
    this.recentKeys.set(`${accountId}:${key.clientOrderId}`, {
      orderId,
      at,
      fingerprint: key.fingerprint,
    });
    // Forget expired keys now and then (cheap: at most once a minute).
    if (at - this.keysPrunedAt < 60_000) return;
    this.keysPrunedAt = at;
    for (const [slot, key] of this.recentKeys) {
      if (at - key.at >= KEY_WINDOW_MS) this.recentKeys.delete(slot);
    }
  }

  /** The order a key placed before, as it is now: pending in the engine, or as stored. */
  private async replay(userId: string, accountId: string, orderId: string): Promise<PlacedOrder> {
    let order = this.engine.getOrders(accountId).find((o) => o.id === orderId);
    if (!order) {
      const [row] = await this.db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
      if (!row) throw notFound("Order not found");
      order = orderFromRow(row);
    }
    const open = order.positionId ? this.engine.getPositionView(order.positionId) : null;
    return {
      order,
      position: open?.ok ? open.value : null,
      account: this.summary(userId, accountId),
      replayed: true,
    };
  }

  async modifyOrder(userId: string, accountId: string, orderId: string, change: OrderChange) {
    if (this.paused) await this.enter();
    this.owned(userId, accountId);
    if (!this.engine.getOrders(accountId).some((o) => o.id === orderId))
      throw notFound("Order not found");
    const done = this.unwrap(this.engine.modifyOrder(accountId, orderId, change, this.now()));
    await this.commit(done);
    return done.order;
  }

  async cancelOrder(userId: string, accountId: string, orderId: string) {
    if (this.paused) await this.enter();
    this.owned(userId, accountId);
    if (!this.engine.getOrders(accountId).some((o) => o.id === orderId))
      throw notFound("Order not found");
    const done = this.unwrap(this.engine.cancelOrder(accountId, orderId, this.now()));
    await this.commit(done);
    return done.order;
  }

  async modifyPosition(userId: string, accountId: string, positionId: string, change: StopsChange) {
    if (this.paused) await this.enter();
    this.owned(userId, accountId);
    if (!this.engine.getPositions(accountId).some((p) => p.id === positionId)) {
      throw notFound("Position not found");
    }
    const done = this.unwrap(this.engine.modifyPosition(accountId, positionId, change, this.now()));
    const live = this.livePosition(done.position);
    await this.commit(done);
    return live;
  }

  async closePosition(userId: string, accountId: string, positionId: string) {
    if (this.paused) await this.enter();
    this.owned(userId, accountId);
    if (!this.engine.getPositions(accountId).some((p) => p.id === positionId)) {
      throw notFound("Position not found");
    }
    const done = this.unwrap(this.engine.closePosition(accountId, positionId, this.now()));
    const account = this.summary(userId, accountId);
    await this.commit(done);
    return { trade: done.trade, account };
  }

  /** One market tick through the engine: fills, SL/TP, breaches and passes, made durable. */
  async applyTick(quote: Quote) {
    if (this.paused) await this.enter();
    const result = this.engine.applyTick(quote);
    if (!result.ok) return null;
    await this.commit(result.value);
    return result.value;
  }

  /** Rolls the trading day (00:00 in the reset zone) when no tick has done it yet. */
  async advanceTime() {
    if (this.paused) await this.enter();
    const result = this.engine.advanceTime(this.now());
    if (result.ok) await this.commit(result.value);
  }

  /** Opens a new account for a user (the free beta account, a purchased challenge). */
  async openAccount(userId: string, planId: PlanId, phase: PhaseId = "phase1") {
    if (this.paused) await this.enter();
    return this.add(
      this.unwrap(
        createAccount({
          id: randomUUID(),
          planId,
          phase,
          ownerId: userId,
          time: this.now(),
          timeZone: this.timeZone,
        }),
      ),
    );
  }

  /**
   * Opens the funded account that follows a phase II pass, once the trader's identity check
   * (KYC) is approved and the trader agreement signed (DESIGN §5): the pass itself records
   * its evidence and waits for both. 409 with the reason while one is missing, or when the
   * next account is already open.
   */
  async openFundedAccount(
    userId: string,
    passedAccountId: string,
    checks: { kycApproved: boolean; agreementSigned: boolean },
  ) {
    if (this.paused) await this.enter();
    this.owned(userId, passedAccountId);
    const passed = this.engine.getAccount(passedAccountId)!;
    const successor = this.accountIdsOf(userId).find(
      (id) => this.engine.getAccount(id)?.previousAccountId === passedAccountId,
    );
    if (successor) throw conflict(`The account after ${passedAccountId} is already open.`);
    const opened = startNextPhase(passed, {
      id: randomUUID(),
      time: this.now(),
      ...checks,
      timeZone: this.timeZone,
    });
    if (!opened.ok) throw conflict(opened.reason);
    const account = await this.add(opened.value);
    this.emit("opened", { userId, account });
    return account;
  }

  /**
   * Closes an account for good (its purchase was refunded): positions closed at the current
   * quotes, orders cancelled, status "closed". An operator's act: no ownership check. 404 for
   * an unknown account, 409 with the engine's reason when it cannot be closed.
   */
  async closeAccount(accountId: string, reason: string): Promise<Account> {
    if (this.paused) await this.enter();
    if (!this.engine.getAccount(accountId)) throw notFound(ACCOUNT_NOT_FOUND);
    const done = this.engine.closeAccount(accountId, this.now(), reason);
    if (!done.ok) throw conflict(done.reason);
    await this.commit(done.value);
    return this.engine.getAccount(accountId)!;
  }

  /**
   * Takes in an account whose row another transaction has already written (a paid purchase
   * opens its account together with the payment's bookkeeping): into the engine and the owner
   * index, writing nothing. Idempotent; while the engine is being rebuilt it waits, and the
   * rebuilt engine may already have read it.
   */
  async adopt(account: Account): Promise<void> {
    if (this.paused) await this.enter();
    if (this.engine.getAccount(account.id)) return;
    this.unwrap(this.engine.addAccount(account));
    this.index(account);
  }

  private async add(account: Account): Promise<Account> {
    const update = this.unwrap(this.engine.addAccount(account));
    this.index(account);
    await this.commit(update, [account]);
    return account;
  }

  /**
   * Queues an engine update (and accounts it opened) for the next batch and waits until it is
   * durable. A pass opens the next phase's account in the same write.
   */
  private commit(
    update: EngineUpdate,
    created: Account[] = [],
    orderKeys: EngineWrite["orderRequests"] = [],
  ): Promise<void> {
    if (update.events.length === 0 && update.accounts.length === 0 && created.length === 0) {
      return Promise.resolve();
    }
    const next = new Map<string, string | null>();
    const events = [...update.events];
    const touched = [...update.accounts];
    for (const event of update.events) {
      if (event.type !== "accountPassed") continue;
      const opened = startNextPhase(event.account, {
        id: randomUUID(),
        time: event.evidence.time,
        // A phase II pass opens no funded account here: that waits for KYC and the trader
        // agreement (openFundedAccount). A phase I pass opens phase II at once.
        kycApproved: false,
        agreementSigned: false,
        timeZone: this.timeZone,
      });
      if (!opened.ok || !this.engine.addAccount(opened.value).ok) {
        next.set(event.account.id, null);
        continue;
      }
      created.push(opened.value);
      this.index(opened.value);
      next.set(event.account.id, opened.value.id);
    }
    const owned: OwnedEvent[] = [];
    for (const event of events) {
      const accountId = accountIdOf(event);
      const userId = accountId ? this.ownerOf(accountId) : null;
      if (userId) owned.push({ userId, accountId, event, nextAccountId: next.get(accountId) });
    }
    return new Promise<void>((resolve, reject) => {
      this.queued.push({
        write: { events, accounts: touched, created, orderRequests: orderKeys },
        owned,
        resolve,
        reject,
      });
      this.flushing ??= this.flush().finally(() => (this.flushing = null));
    });
  }

  private async flush(): Promise<void> {
    while (this.queued.length > 0) {
      const batch = this.queued;
      this.queued = [];
      try {
        await persistBatch(
          this.writer,
          batch.map((q) => q.write),
        );
      } catch (error) {
        // Nothing of this batch, nor of what was built on it, is durable: fail them all and
        // rebuild the engine from what is.
        const failed = [...batch, ...this.queued];
        this.queued = [];
        this.paused = true;
        let resume!: () => void;
        this.ready = new Promise((r) => (resume = r));
        try {
          await this.reload();
        } finally {
          this.paused = false;
          resume();
        }
        for (const q of failed) q.reject(error);
        continue;
      }
      const owned = batch.flatMap((q) => q.owned);
      for (const q of batch) q.resolve();
      if (owned.length > 0) this.emit("events", owned);
    }
  }
}
