// The trading desk: the domain's engine in memory for this server, its owner index, the one
// ownership check, read views, ticks and the day's roll, accounts opened, adopted and closed,
// and the order and position operations the use cases in services/trading call once they
// have checked ownership.
// Over 400 lines on purpose: one class around one engine instance, each of whose operations
// needs the engine, the owner index and the commit together. What stands alone lives beside
// it: write-queue.ts (group commit, pause and rebuild), order-keys.ts (idempotency keys),
// rebuild-engine.ts, pass-successors.ts, desk-events.ts.
import { randomUUID } from "node:crypto";
import { EventEmitter } from "node:events";
import { createAccount, type Account } from "@proparena/domain/engine/account";
import type { AccountActEvidence } from "@proparena/domain/engine/account-acts";
import { restorePointOf } from "@proparena/domain/engine/operator-acts";
import type { Order, OrderChange, OrderRequest } from "@proparena/domain/engine/orders";
import type { Position, PositionChange } from "@proparena/domain/engine/positions";
import { startNextPhase, successorOnPass } from "@proparena/domain/rules/phase-transitions";
import type { PhaseId } from "@proparena/domain/rules/phases";
import type { PlanId } from "@proparena/domain/rules/plans";
import type { Quote } from "@proparena/domain/market/quotes";
import type { Rejection, Result } from "@proparena/domain/core/result";
import type { Trade } from "@proparena/domain/engine/trades";
import type { MarketHours } from "@proparena/domain/market/sessions";
import {
  checkRuleSets,
  ruleSetAt,
  RULE_SETS,
  type RuleSet,
} from "@proparena/domain/rules/rule-sets";
import type {
  AccountSummary,
  RestorePoint,
  EngineUpdate,
  PositionView,
  TradingEngine,
} from "@proparena/domain/engine/trading-engine";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/database";
import { orders } from "../../db/schema";
import type { Clock } from "../../lib/clock";
import { conflict, notFound, unavailable } from "../../lib/http-error";
import { rejectionError } from "./rejection-error";
import { endingDecision } from "../ending-decision";
import type { CopyTradeRow, EngineWrite, FillReferences } from "../persist-update";
import type { FillReference } from "../record-mappers";
import { orderFromRow } from "../record-mappers";
import { ownEvents, type DeskEventMap, type OwnedEvent } from "./desk-events";
import { OrderKeys, readRecentKeys, type PlacingKey } from "./order-keys";
import { openPassSuccessors } from "./pass-successors";
import {
  closedCopies,
  readOpenCopyPositions,
  type CopyOrder,
  type CopyOutcome,
} from "./copy-positions";
import { WriteQueue } from "./write-queue";
import {
  applyCommand,
  commandAccount,
  journaledCommand,
  type EngineCommand,
  type CommandKind,
  type CommandOf,
  type CommandResults,
} from "@proparena/domain/engine/engine-commands";
import { DeskIds } from "../journal/desk-ids";
import { Materialiser } from "../journal/materialiser";
import { restoreDesk } from "../journal/journal-replay";
import { SNAPSHOT_EVERY } from "../journal/desk-snapshot";
import { SnapshotWriter } from "../journal/snapshot-writer";

export type { DeskEventMap, OwnedEvent } from "./desk-events";
export type { CopyOrder, CopyOutcome } from "./copy-positions";
export { KEY_WINDOW_MS } from "./order-keys";

/** What placing an order answers; `replayed` when an idempotency key had placed it before. */
/** Where an order came from: an API key's id when the trading API placed it. */
export interface OrderOrigin {
  apiKeyId?: string;
}

export interface PlacedOrder {
  order: Order;
  position: Position | PositionView | null;
  account: AccountSummary;
  replayed: boolean;
}

/** What the desk asks before a market order or a close fills: a rejection while halted. */
export interface MarketGate {
  halted(symbol: string, now: number): Rejection | null;
}

/** Who asks for an account: its owner may; an admin may where the caller passes `isAdmin`. */
export interface AccountReader {
  readonly id: string;
  readonly isAdmin?: boolean;
}

const ACCOUNT_NOT_FOUND = "Account not found";
/** A tick whose engine work takes this long or more is announced (`heavyTick`, logged). */
const HEAVY_TICK_MS = 20;
/**
 * Items of tick work (a stop closed, an account evaluated, an order filled) a step does at most:
 * a few ms of engine work (a breach is ~15 us in the engine bench, 20-60 us on a loaded server's
 * heap), so a mass breach is worked through in steps with orders and later ticks served between
 * them. 250 made steps of 5-19 ms on the mass-breach bench, and orders' p99 in the burst, on the
 * server's own clock, 43-51 ms; 100 (with the materialiser's smaller statements) 24-35 ms.
 */
export const TICK_STEP_ITEMS = 100;
/**
 * Items of its own work a tick does at once, as a step right behind it, when no earlier tick's
 * work is queued and all of its own is this many at most: a usual tick's few stops and accounts.
 * A mass breach's thousands wait for the steps, a turn later (the tick holds the thread for its
 * quote and the price index's answer only), so the next tick is not held.
 */
export const TICK_ITEMS = 50;
/**
 * Engine time (ms) of the steps applied ahead of the journal at most: past it the next step waits
 * for the oldest one's entry. Steps that each waited for their own entry went at one commit per
 * step: 100,000 accounts evaluated after a restart took 17 s at 15-20 ms commits, and a mass
 * breach queued behind them waited as long. Unbounded, a breach's steps held the event loop
 * from its notices: the last owner told 180-220 ms after the quote, against 68-75.
 */
export const STEPS_AHEAD_MS = 5;

/** What a desk may be told beyond its defaults (tests, benchmarks). */
export interface DeskOptions {
  /** Entries behind the checkpoint after which a snapshot is written (SNAPSHOT_EVERY). */
  snapshotEvery?: number;
  /**
   * After a restore from a snapshot, how long the tables' catch-up waits before it starts
   * (default none): a server gives its first requests the thread (leader-duties.ts).
   */
  catchUpDelayMs?: number;
  /** Items of tick work a tick or a step does at most (TICK_ITEMS, TICK_STEP_ITEMS; tests cut finer). */
  tickStepItems?: number;
}

/** An operator's act, as the desk takes it (`act`). */
export type DeskAct =
  | { readonly kind: "reinstate" }
  | { readonly kind: "adjustBalance"; readonly amount: number }
  | { readonly kind: "passPhase" }
  | { readonly kind: "fail" };

/** An operator's act as done: the account after it and the act's record. */
export interface DoneAct {
  account: Account;
  evidence: AccountActEvidence;
  /** For a phase pass: the account it opened at once (phase II), or null. */
  nextAccountId: string | null;
}

/**
 * What a pass asks before it opens the next account (integrity holds, on the leader): `closes`
 * are the trades closed in the same change, detected first, so the trade that reached the
 * target is judged before the pass it makes.
 */
export interface PassHold {
  holds(passed: Account, closes: readonly Trade[]): boolean;
}

/** Where the desk finds the reference venue's quote at a fill (market/reference/). */
export interface ReferenceSource {
  at(symbol: string, time: number): FillReference | null;
}

/** The audit log's record of an act, made from the act's own record. */
export type ActAudit = (evidence: AccountActEvidence) => NonNullable<EngineWrite["audit"]>[number];

/**
 * Hosts the domain's trading engine for this server. Every operation runs on the in-memory
 * engine at once (it is synchronous and pure), then waits until its changes are durable
 * before it answers (group commit, write-queue.ts). Events are announced (to sockets) only
 * once durable. A rejected operation changes nothing and raises the engine's code and reason
 * (rejection-error.ts; the HTTP edge gives the code its status). If a batch fails to write, every operation not yet durable fails and the engine is
 * rebuilt from the database, so memory never runs ahead of what was acknowledged.
 */
export class TradingDesk extends EventEmitter<DeskEventMap> {
  private engine!: TradingEngine;
  /** userId -> account ids */
  private readonly byOwner = new Map<string, Set<string>>();
  private readonly keys = new OrderKeys<PlacedOrder>();
  private readonly queue: WriteQueue<OwnedEvent>;
  private rebuilds = 0;
  /** Writes the trading tables behind the journal (journal/materialiser.ts). */
  private materialiser: Materialiser;
  /** The reference venue's quotes every fill is stored with (MARKET_REFERENCE_FEED), if any. */
  private reference: ReferenceSource | null = null;
  private gate: MarketGate | null = null;
  private passHold: PassHold | null = null;
  /** Open positions the copy runner placed (copy-positions.ts). */
  private copyPositions = new Set<string>();
  /** Snapshots of the engine at journal entries (journal/snapshot-writer.ts). */
  private readonly snapshots: SnapshotWriter;
  /**
   * Set when the tables could not be brought to the snapshot a restore started from (the
   * journal and the tables disagree): every operation is refused from then on.
   */
  private halted: Error | null = null;
  /** A step of queued tick work is scheduled (`stepLater`). */
  private stepping = false;

  private constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    readonly timeZone: string,
    private readonly writer: Db,
    /** The published rule sets: new accounts get the one in force, stored ones keep theirs. */
    readonly ruleSets: readonly RuleSet[],
    /** The market hours orders are checked against (MARKET_SESSIONS). */
    readonly marketHours: MarketHours,
    private readonly options: DeskOptions,
  ) {
    super();
    this.materialiser = new Materialiser(db, 0);
    this.snapshots = new SnapshotWriter(
      db,
      {
        engine: () => this.engine,
        deskState: () => ({ keys: this.keys.held(), copyPositions: [...this.copyPositions] }),
        durableSeq: () => this.queue.durableSeq,
        materialisedSeq: () => this.materialiser.seq,
      },
      options.snapshotEvery ?? SNAPSHOT_EVERY,
      (figures) => this.emit("snapshotWritten", figures),
      (error) => this.emit("snapshotFailed", error),
    );
    this.queue = new WriteQueue<OwnedEvent>(
      writer,
      () => this.reload(),
      (owned) => this.emit("events", owned),
      { seq: 0, stateHash: "", term: 0 },
      new DeskIds(""),
      this.materialiser,
      {
        time: () => this.engine.now(),
        quotes: () => this.engine.quotes(),
        quiet: () => !this.engine.hasPendingTick(),
        cut: (entry) => this.snapshots.cut(entry),
      },
      (error) => this.emit("rebuildFailed", error),
      (error) => this.emit("deposed", error),
    );
  }

  /**
   * `writer` is where batches are written: in production the leader lock's own session (see
   * write-queue.ts). `ruleSets` are the published rule sets (tests publish their own);
   * `marketHours` the sessions orders are checked against (MARKET_SESSIONS; the test harnesses
   * and benchmarks use `always-open`).
   */
  static async load(
    db: Db,
    clock: Clock,
    timeZone = "UTC",
    writer: Db = db,
    ruleSets: readonly RuleSet[] = RULE_SETS,
    marketHours: MarketHours = "real",
    options: DeskOptions = {},
  ): Promise<TradingDesk> {
    const wrong = checkRuleSets(ruleSets);
    if (wrong) throw new Error(`cannot start the trading desk: ${wrong}`);
    const desk = new TradingDesk(db, clock, timeZone, writer, ruleSets, marketHours, options);
    await desk.reload();
    return desk;
  }

  /**
   * Stores every fill from now on with the reference venue's quote at its time (the leader
   * runs the reference feed, MARKET_REFERENCE_FEED); null stops.
   */
  useReference(reference: ReferenceSource | null): void {
    this.reference = reference;
  }

  /** The reference quotes of the fills among `events` (none without a reference feed). */
  private referencesOf(events: readonly EngineUpdate["events"][number][]) {
    const reference = this.reference;
    if (!reference) return undefined;
    const found = {
      orders: new Map<string, FillReference>(),
      trades: new Map<string, FillReference>(),
    };
    for (const event of events) {
      if (event.type === "orderFilled") {
        const quote = reference.at(
          event.order.symbol,
          event.order.filledAt ?? event.position.openTime,
        );
        if (quote) found.orders.set(event.order.id, quote);
      } else if (event.type === "positionClosed" || event.type === "positionPartiallyClosed") {
        const quote = reference.at(event.trade.symbol, event.trade.closeTime);
        if (quote) found.trades.set(event.trade.id, quote);
      }
    }
    return found.orders.size + found.trades.size > 0 ? (found satisfies FillReferences) : undefined;
  }

  /** Integrity holds on passes (the leader's integrity monitor); null: passes always open. */
  setPassHold(hold: PassHold | null): void {
    this.passHold = hold;
  }

  /**
   * Opens the next account of a passed phase I account whose opening a hold kept back (its
   * integrity flags decided). Null when there is nothing to open: not passed, already followed,
   * or a funded account, which opens through openFundedAccount.
   */
  async openSuccessor(passedAccountId: string): Promise<Account | null> {
    if (this.queue.paused) await this.queue.enter();
    const passed = this.engine.getAccount(passedAccountId);
    if (!passed || passed.status !== "passed") return null;
    const owner = this.ownerOf(passedAccountId) ?? "";
    if (
      this.accountIdsOf(owner).some(
        (id) => this.engine.getAccount(id)?.previousAccountId === passedAccountId,
      )
    ) {
      return null;
    }
    const successor = successorOnPass(passed, {
      id: randomUUID(),
      time: this.now(),
      timeZone: this.timeZone,
      ruleSets: this.ruleSets,
    });
    return successor ? this.add(successor) : null;
  }

  /**
   * Counts the rebuilds from the database: a change made outside the engine (deletes, a week's
   * settlement) may have changed any stored record, so caches of them start again.
   */
  get generation(): number {
    return this.rebuilds;
  }

  /**
   * Rebuilds the engine (at start, on a new leader, after a failed append or an outside
   * change): from the trading tables as materialised, then the journal's tail replayed to the
   * same state hash (journal/journal-replay.ts), which throws rather than run on a state the
   * journal does not vouch for.
   */
  private async reload(): Promise<void> {
    this.rebuilds++;
    await this.materialiser.stop();
    const quotes = this.engine ? this.engine.quotes() : [];
    const restored = await restoreDesk({
      db: this.db,
      writer: this.writer,
      clock: this.clock,
      timeZone: this.timeZone,
      quotes,
      ruleSets: this.ruleSets,
      marketHours: this.marketHours,
      catchUpDelayMs: this.options.catchUpDelayMs ?? 0,
      onMaterialiseError: (error) => this.emit("materialiseFailed", error),
      onDivergence: (error) => {
        this.halted = unavailable(
          "The trading desk stopped: its journal and its tables disagree. An operator must look.",
        );
        this.emit("diverged", error);
      },
    });
    // A restore from a snapshot knows them; the tables do not hold them yet.
    const [keyRows, copies] = restored.desk
      ? [restored.desk.keys, restored.desk.copyPositions]
      : await Promise.all([
          readRecentKeys(this.db, this.clock.now().getTime()),
          readOpenCopyPositions(this.db),
        ]);
    this.keys.reset(keyRows);
    this.copyPositions = new Set(copies);
    this.engine = restored.engine;
    this.materialiser = restored.materialiser;
    this.replayed = restored.replayed;
    this.queue.reset(restored.head, restored.ids, restored.materialiser);
    this.snapshotSeq = restored.snapshotSeq;
    this.snapshots.reset(restored.head.term, restored.salt, restored.snapshotSeq ?? 0);
    this.byOwner.clear();
    for (const a of restored.accounts) this.index(a);
    // A journal that ends in a burst's steps: the work goes on where it stopped.
    this.stepLater();
  }

  /** The engine's clock and quotes now: what an `add` records for a replay of one account. */
  private opening() {
    return { time: this.engine.now(), quotes: this.engine.quotes() };
  }

  /** Entries the last rebuild replayed from the journal (0 when the tables were current). */
  replayed = 0;
  /** The snapshot the last rebuild started from (its entry), or null: from the tables. */
  snapshotSeq: number | null = null;

  /** The catch-up's failure after a restore from a snapshot, once there is one (the desk stopped). */
  get divergence(): Error | null {
    return this.halted;
  }

  /** Resolves when no snapshot is being written. */
  snapshotted(): Promise<void> {
    return this.snapshots.idle();
  }

  /**
   * The one way an input reaches the engine: applied (domain engine-commands.ts) and, when the
   * engine takes it, recorded for the journal in the order applied. A rejection changes nothing
   * and is not recorded.
   */
  private exec<K extends CommandKind>(command: CommandOf<K>): Result<CommandResults[K]> {
    if (this.halted) throw this.halted;
    const accountId = commandAccount(command as EngineCommand);
    if (accountId !== null && this.engine.isEvaluationDue(accountId)) this.finishTicks();
    this.queue.beginCommand();
    const result = applyCommand(this.engine, command);
    if (result.ok) {
      this.queue.record(journaledCommand(command as EngineCommand, this.engine.cutSettled()));
    }
    return result;
  }

  /**
   * An operation on an account that queued tick work has yet to reach: that work is done first,
   * all of it in order (a step without a budget), so the operation acts on the account as the
   * ticks left it.
   */
  private finishTicks(): void {
    const done = this.exec({ k: "step" });
    if (done.ok) this.commit(done.value).catch(() => undefined);
  }

  /**
   * Goes on with queued tick work (a mass breach, a crash through thousands of stops) a step of
   * TICK_STEP_ITEMS at a time, each its own command, one event-loop turn apart: orders and later
   * ticks are served between the steps. Started by a tick that leaves work, and after a restore.
   */
  private stepLater(): void {
    if (this.stepping) return;
    if (this.halted || !this.engine.hasPendingTick()) {
      for (const wake of this.stepWaiters.splice(0)) wake();
      return;
    }
    this.stepping = true;
    setImmediate(() => {
      this.step()
        .catch(() => undefined)
        .finally(() => {
          this.stepping = false;
          this.stepLater();
        });
    });
  }

  /** Woken when the steps stop (no tick work left, or the desk halted): `idle` waits on them. */
  private stepWaiters: (() => void)[] = [];

  /** Resolves when the scheduled steps have stopped (a turn later when none is scheduled). */
  private stepsOver(): Promise<void> {
    if (!this.stepping) return new Promise((resolve) => setImmediate(resolve));
    return new Promise((resolve) => this.stepWaiters.push(resolve));
  }

  private async step(): Promise<void> {
    if (this.queue.paused) await this.queue.enter();
    if (this.halted || !this.engine.hasPendingTick()) return;
    const started = performance.now();
    const result = this.exec({ k: "step", n: this.options.tickStepItems ?? TICK_STEP_ITEMS });
    const ms = performance.now() - started;
    if (!result.ok) return;
    // A step's entry is its command: steps may share an append at no cost. The next one goes on
    // a turn later while this one's entry is not yet durable as long as the steps ahead of the
    // journal took STEPS_AHEAD_MS together at most, else it waits for the oldest: cheap steps
    // (a restart's evaluation of every holder) go at the engine's pace, not one commit each,
    // while a breach's costly steps keep the turns between them free for orders and notices.
    const step = {
      ms,
      durable: this.commit(result.value).then(
        () => this.tellAhead(),
        () => undefined,
      ),
    };
    this.stepsAhead.push(step);
    void step.durable.then(() => this.stepsAhead.splice(this.stepsAhead.indexOf(step), 1));
    while (this.stepsAhead.reduce((sum, s) => sum + s.ms, 0) > STEPS_AHEAD_MS) {
      await this.stepsAhead[0]!.durable;
    }
  }

  /** The steps whose entries are not yet durable, oldest first, with their engine time. */
  private readonly stepsAhead: { ms: number; durable: Promise<void> }[] = [];

  /** The queued tick whose breaches ahead were told (`tellAhead`). */
  private toldAhead: Quote | null = null;

  /**
   * Once an entry is durable and the oldest queued tick's evaluations are under way, the
   * breaches its steps have yet to make are known and durable (the journal holds the tick; a
   * replay makes them too): `breachesAhead` is emitted, once per tick, so their owners are told
   * without waiting for the steps that close their positions.
   */
  private tellAhead(): void {
    const tick = this.engine.tickInEvaluation();
    if (tick === null || tick === this.toldAhead) return;
    this.toldAhead = tick;
    this.emit("breachesAhead");
  }

  /**
   * The breaches the queued tick work has yet to make on the accounts `among` names (all when
   * null), each with its owner and the evidence its step will record (domain tick-steps.ts
   * `breachesAhead`).
   */
  breachesAhead(among: Iterable<string> | null) {
    return this.engine.breachesAhead(among).flatMap(({ accountId, evidence }) => {
      const userId = this.ownerOf(accountId);
      return userId ? [{ userId, accountId, evidence }] : [];
    });
  }

  /**
   * Resolves once the trading tables hold every change acknowledged so far (the read barrier of
   * a read served from the database: read-your-writes, at the materialiser's delay).
   */
  async materialised(): Promise<void> {
    // A rebuild under way (a failed append, an outside change) first: its engine and tables.
    if (this.queue.paused) await this.queue.enter();
    return this.materialiser.reached(this.queue.durableSeq);
  }

  /** True while some acknowledged change is not yet in the trading tables. */
  get tablesBehind(): boolean {
    return this.queue.paused || this.materialiser.seq < this.queue.durableSeq;
  }

  /** Where the journal and the materialiser stand (GET /api/health). */
  journalStatus() {
    return {
      term: this.queue.term,
      durableSeq: this.queue.durableSeq,
      materialisedSeq: this.materialiser.seq,
      behindEntries: this.materialiser.behind,
      lagMs: Math.round(Math.max(this.materialiser.ageMs(), 0)),
      lastLagMs: Math.round(this.materialiser.lastLagMs),
      replayedAtStart: this.replayed,
      snapshotSeq: this.snapshotSeq,
      catchingUpTo: this.materialiser.catchingUpTo,
      lastSnapshotSeq: this.snapshots.lastSeq,
    };
  }

  /**
   * Runs a change made outside the engine (admin deletes) with the engine paused, then
   * rebuilds the engine from the database so both agree.
   */
  changeOutside<T>(change: () => Promise<T>): Promise<T> {
    return this.queue.exclusive(change, () => {
      if (!this.halted && this.engine.hasPendingTick()) this.finishTicks();
    });
  }

  /**
   * Resolves when no tick work is queued (a burst's steps have all run) and every write queued so
   * far is durable (or has failed) and in the trading tables.
   */
  async idle(): Promise<void> {
    for (;;) {
      await this.queue.idle();
      await this.materialised();
      if (this.halted || !(this.stepping || this.engine.hasPendingTick())) return;
      // Steps under way: woken when they stop, not every turn (desk notices wait here for each
      // chunk of decisions during a burst).
      await this.stepsOver();
    }
  }

  /** Resolves when every write queued so far is durable in the journal (or has failed). */
  durable(): Promise<void> {
    return this.queue.idle();
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

  /** True while queued tick work has yet to reach the account (a step, or its next operation, does it). */
  isDue(accountId: string): boolean {
    return this.engine.isEvaluationDue(accountId);
  }

  ownerOf(accountId: string): string | null {
    return this.engine.ownerOf(accountId);
  }

  /**
   * The ownership rule, in one place: 404 "Account not found" unless `reader` owns the account
   * or is an admin (pass `isAdmin` only where an admin may read it). Someone else's account
   * looks unknown. Use cases and readers call it once; the operations below do not check.
   */
  checkAccess(reader: AccountReader, accountId: string): void {
    const account = this.engine.getAccount(accountId);
    if (!account || (account.ownerId !== reader.id && !reader.isAdmin)) {
      throw notFound(ACCOUNT_NOT_FOUND);
    }
  }

  /** The account with its positions and orders, valued (no ownership check); 404 if unknown. */
  accountView(accountId: string) {
    return this.known(this.engine.getAccountView(accountId));
  }

  /** The account's figures, no positions or orders copied (no ownership check); 404 if unknown. */
  accountSummary(accountId: string): AccountSummary {
    return this.known(this.engine.getAccountSummary(accountId));
  }

  /**
   * An account's status and figures now (its equity valued at the current quotes), without
   * copying its positions; null when unknown. The copy runner's limits read them.
   */
  figuresOf(accountId: string) {
    const summary = this.engine.getAccountSummary(accountId);
    if (!summary.ok) return null;
    const { account, equity } = summary.value;
    return {
      status: account.status,
      equity,
      dayStartBalance: account.dayStartBalance,
      leverage: account.leverage,
    };
  }

  /** The account's open positions as records (no valuation). */
  openPositions(accountId: string) {
    return this.engine.getPositions(accountId);
  }

  /**
   * Balance and equity of every active account holding a position (equity samples), read
   * `perTurn` accounts per event-loop turn so that a book of 100,000 accounts (~250 ms of
   * valuation) never holds orders back for long; each account is valued as it is when read.
   */
  async equityOfAccountsInPlay(
    perTurn = 2_000,
  ): Promise<{ accountId: string; balance: number; equity: number }[]> {
    const out: { accountId: string; balance: number; equity: number }[] = [];
    const ids = this.engine.accountIds();
    for (let i = 0; i < ids.length; i++) {
      if (i > 0 && i % perTurn === 0) await new Promise((resolve) => setImmediate(resolve));
      const id = ids[i]!;
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

  private known<T>(result: Result<T>): T {
    if (!result.ok) throw notFound(ACCOUNT_NOT_FOUND);
    return result.value;
  }

  /**
   * 404 unless the engine holds the account (it may have gone in a rebuild the caller waited
   * for). The account exists, and is evaluated at the last tick's quote if that tick (cut into steps,
   * see applyTick) has yet to reach it: an operation acts on the account as the tick left it.
   */
  private held(accountId: string): void {
    if (!this.engine.getAccount(accountId)) throw notFound(ACCOUNT_NOT_FOUND);
  }

  private heldOrder(accountId: string, orderId: string): void {
    this.held(accountId);
    if (!this.engine.getOrders(accountId).some((o) => o.id === orderId))
      throw notFound("Order not found");
  }

  private heldPosition(accountId: string, positionId: string): void {
    this.held(accountId);
    if (!this.engine.getPositions(accountId).some((p) => p.id === positionId))
      throw notFound("Position not found");
  }

  /** A position valued at the current quote (as it was, if it is no longer open). */
  private livePosition(position: Position): Position | PositionView {
    const live = this.engine.getPositionView(position.id);
    return live.ok ? live.value : position;
  }

  private unwrap<T>(result: Result<T>): T {
    if (result.ok) return result.value;
    throw rejectionError(result);
  }

  /**
   * The feed monitor's halts (market/feed-monitor.ts, on the leader): a market order or a close
   * on a halted symbol is refused before the engine fills it at a stale price. Null: no gate.
   */
  setMarketGate(gate: MarketGate | null): void {
    this.gate = gate;
  }

  private checkGate(symbol: string | undefined): void {
    if (!this.gate || symbol === undefined) return;
    const refused = this.gate.halted(symbol, this.now());
    if (refused) this.unwrap(refused);
  }

  /**
   * Places an order. With a `clientOrderId` (idempotency key) a resend within KEY_WINDOW_MS
   * never places a second order: it waits for the first if that is still running, and answers
   * with it as `replayed`. The same key with a different order is refused (422). Keys are
   * looked up in memory; the desk reloads the window's keys from the database when it is
   * rebuilt (a restart, a change of leader), so a resend that reaches another leader finds them.
   */
  async placeOrder(
    accountId: string,
    request: OrderRequest & { clientOrderId?: string },
    origin: OrderOrigin = {},
  ): Promise<PlacedOrder> {
    const { clientOrderId, ...order } = request;
    if (!clientOrderId) return this.place(accountId, order, undefined, origin);
    return this.keys.placeOnce(accountId, clientOrderId, order, () => this.now(), {
      place: (key) => this.place(accountId, order, key, origin),
      replay: (orderId) => this.replay(accountId, orderId),
    });
  }

  private async place(
    accountId: string,
    request: OrderRequest,
    key: PlacingKey | undefined,
    origin: OrderOrigin,
  ): Promise<PlacedOrder> {
    if (this.queue.paused) await this.queue.enter();
    this.held(accountId);
    if (request.type === "market") this.checkGate(request.symbol);
    const placed = this.unwrap(this.exec({ k: "place", a: accountId, r: request, t: this.now() }));
    // The answer's figures at the fill's quote: the account and the new position, valued.
    const account = this.accountSummary(accountId);
    const position = placed.position ? this.livePosition(placed.position) : null;
    const keys = key
      ? [this.keys.remember(accountId, key, placed.order.id, placed.order.createdAt)]
      : [];
    const apiOrders = origin.apiKeyId
      ? [{ orderId: placed.order.id, accountId, apiKeyId: origin.apiKeyId }]
      : [];
    await this.commit(placed, [], { orderRequests: keys, apiOrders });
    return { order: placed.order, position, account, replayed: false };
  }

  /** The order a key placed before, as it is now: pending in the engine, or as stored. */
  private async replay(accountId: string, orderId: string): Promise<PlacedOrder> {
    let order = this.engine.getOrders(accountId).find((o) => o.id === orderId);
    if (!order) {
      await this.materialised();
      const [row] = await this.db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
      if (!row) throw notFound("Order not found");
      order = orderFromRow(row);
    }
    const open = order.positionId ? this.engine.getPositionView(order.positionId) : null;
    return {
      order,
      position: open?.ok ? open.value : null,
      account: this.accountSummary(accountId),
      replayed: true,
    };
  }

  async modifyOrder(accountId: string, orderId: string, change: OrderChange) {
    if (this.queue.paused) await this.queue.enter();
    this.heldOrder(accountId, orderId);
    const done = this.unwrap(
      this.exec({ k: "modifyOrder", a: accountId, o: orderId, c: change, t: this.now() }),
    );
    await this.commit(done);
    return done.order;
  }

  async cancelOrder(accountId: string, orderId: string) {
    if (this.queue.paused) await this.queue.enter();
    this.heldOrder(accountId, orderId);
    const done = this.unwrap(
      this.exec({ k: "cancelOrder", a: accountId, o: orderId, t: this.now() }),
    );
    await this.commit(done);
    return done.order;
  }

  /** Moves a position's stops (its trailing stop too); answers it valued at the current quote. */
  async modifyPosition(accountId: string, positionId: string, change: PositionChange) {
    if (this.queue.paused) await this.queue.enter();
    this.heldPosition(accountId, positionId);
    const done = this.unwrap(
      this.exec({ k: "modifyPosition", a: accountId, p: positionId, c: change, t: this.now() }),
    );
    const live = this.livePosition(done.position);
    await this.commit(done);
    return live;
  }

  /** Closes a position at the current quote (a trader's, or an operator's act). */
  async closePosition(accountId: string, positionId: string) {
    if (this.queue.paused) await this.queue.enter();
    this.heldPosition(accountId, positionId);
    this.checkGate(this.engine.getPositions(accountId).find((p) => p.id === positionId)?.symbol);
    const done = this.unwrap(this.exec({ k: "close", a: accountId, p: positionId, t: this.now() }));
    const account = this.accountSummary(accountId);
    await this.commit(done);
    return { trade: done.trade, account };
  }

  /**
   * Closes `volume` lots of a position at the current quote (domain partial-close.ts): the part
   * closed is a trade of its own, the rest stays open under the position's id. The whole volume
   * closes it. Answers the trade and the account's figures after it.
   */
  async closePositionPart(accountId: string, positionId: string, volume: number) {
    if (this.queue.paused) await this.queue.enter();
    this.heldPosition(accountId, positionId);
    this.checkGate(this.engine.getPositions(accountId).find((p) => p.id === positionId)?.symbol);
    const done = this.unwrap(
      this.exec({ k: "closePart", a: accountId, p: positionId, v: volume, t: this.now() }),
    );
    const account = this.accountSummary(accountId);
    await this.commit(done);
    return { trade: done.trade, account };
  }

  /**
   * Places two limit or stop orders as a one-cancels-other pair (domain one-cancels-other.ts):
   * both or neither. Answers the two orders and the account's figures.
   */
  async placeOcoPair(accountId: string, first: OrderRequest, second: OrderRequest) {
    if (this.queue.paused) await this.queue.enter();
    this.held(accountId);
    const placed = this.unwrap(
      this.exec({ k: "oco", a: accountId, r: [first, second], t: this.now() }),
    );
    const account = this.accountSummary(accountId);
    await this.commit(placed);
    return { orders: placed.orders, account };
  }

  /**
   * Places many copies at once (the copy runner, services/social/copy-runner.ts): a market
   * order each, at the current quote, all committed together with their copy_trades records
   * (cut into slices of whole accounts like any large change, so other traders' orders are
   * written between them). A copy the engine or the market refuses is answered with the
   * reason and changes nothing. Ownership is the runner's to check (the subscription's).
   */
  async placeCopies(copies: readonly CopyOrder[]): Promise<CopyOutcome[]> {
    if (this.queue.paused) await this.queue.enter();
    const events: EngineUpdate["events"] = [];
    const touched: EngineUpdate["accounts"] = [];
    const records: CopyTradeRow[] = [];
    const outcomes: CopyOutcome[] = [];
    for (const copy of copies) {
      const time = this.now();
      try {
        this.held(copy.accountId);
        this.checkGate(copy.request.symbol);
        const placed = this.unwrap(
          this.exec({ k: "place", a: copy.accountId, r: copy.request, t: time }),
        );
        const positionId = placed.position?.id ?? null;
        if (positionId) this.copyPositions.add(positionId);
        events.push(...placed.events);
        touched.push(...placed.accounts);
        records.push({
          ...copy.record,
          id: randomUUID(),
          status: "placed",
          reason: null,
          orderId: placed.order.id,
          copyPositionId: positionId,
          placedAt: new Date(time),
          latencyMs: Math.max(0, Math.round(time - copy.record.sourceFilledAt.getTime())),
          closedAt: null,
        });
        outcomes.push({
          ok: true,
          orderId: placed.order.id,
          positionId: positionId ?? "",
          placedAt: time,
        });
      } catch (error) {
        const code = (error as { code?: unknown }).code;
        outcomes.push({
          ok: false,
          code: typeof code === "string" ? code : "UNKNOWN",
          reason: error instanceof Error ? error.message : String(error),
        });
      }
    }
    if (records.length > 0)
      await this.commit({ events, accounts: touched }, [], { copyTrades: records });
    return outcomes;
  }

  /**
   * Closes copies at the current quotes (their source closed, or the copying ended), in one
   * change. Positions no longer open are passed over; answers how many closed.
   */
  async closeCopies(copies: readonly { accountId: string; positionId: string }[]): Promise<number> {
    if (this.queue.paused) await this.queue.enter();
    const events: EngineUpdate["events"] = [];
    const touched: EngineUpdate["accounts"] = [];
    for (const copy of copies) {
      try {
        this.heldPosition(copy.accountId, copy.positionId);
        const symbol = this.engine
          .getPositions(copy.accountId)
          .find((p) => p.id === copy.positionId)?.symbol;
        this.checkGate(symbol);
        const done = this.unwrap(
          this.exec({ k: "close", a: copy.accountId, p: copy.positionId, t: this.now() }),
        );
        events.push(...done.events);
        touched.push(...done.accounts);
      } catch {
        // Gone already (closed by its owner, a stop, a breach), or the market refuses now.
      }
    }
    await this.commit({ events, accounts: touched });
    return events.filter((e) => e.type === "positionClosed").length;
  }

  /**
   * One market tick through the engine: fills, SL/TP, breaches and passes, made durable. The
   * quote goes in at once with its work queued (a tick of none); when that work is TICK_ITEMS
   * at most and no earlier work is queued, a step does it at once, in the same entry. More (a
   * mass breach of 5,000 accounts) is done by steps behind it
   * (`stepLater`, from when the tick's entry is durable), each at the tick's quotes, so the next
   * tick and other traders' orders never wait for more than a step. The journal holds the tick
   * and the steps, not their records, which the materialiser writes behind. A tick whose own
   * engine work took 20 ms or more is announced (`heavyTick`). Resolves when the tick is durable.
   */
  async applyTick(quote: Quote): Promise<void> {
    if (this.queue.paused) await this.queue.enter();
    const started = performance.now();
    const behind = this.engine.hasPendingTick();
    const result = this.exec({ k: "tick", q: quote, n: 0 });
    if (!result.ok) return;
    let update = result.value;
    // Whether the work is done now is the desk's choice, journaled as the step it makes: a
    // replay (whose engine may find a few more or fewer accounts to evaluate) takes the same.
    const items = this.options.tickStepItems ?? TICK_ITEMS;
    const queued = this.engine.queuedTickItems();
    if (!behind && queued > 0 && queued <= items) {
      const step = this.exec({ k: "step", n: items });
      if (step.ok) {
        update = {
          events: [...update.events, ...step.value.events],
          accounts: [...update.accounts, ...step.value.accounts],
        };
      }
    }
    // The steps start once the tick's entry is durable: its breaches are told first, and a quote
    // right behind it is read before the first step.
    const written = this.commit(update).then(() => {
      this.tellAhead();
      this.stepLater();
    });
    const ms = performance.now() - started;
    if (ms >= HEAVY_TICK_MS) {
      this.emit("heavyTick", {
        symbol: quote.symbol,
        ms: Math.round(ms),
        events: update.events.length,
      });
    }
    await written;
  }

  /** Rolls the trading day (00:00 in the reset zone) when no tick has done it yet. */
  async advanceTime() {
    if (this.queue.paused) await this.queue.enter();
    const result = this.exec({ k: "advance", t: this.now() });
    if (result.ok) await this.commit(result.value);
  }

  /**
   * Opens a new account for a user (the free beta account, a purchased challenge) under the rule
   * set in force now.
   */
  async openAccount(userId: string, planId: PlanId, phase: PhaseId = "phase1") {
    if (this.queue.paused) await this.queue.enter();
    const time = this.now();
    return this.add(
      this.unwrap(
        createAccount({
          id: randomUUID(),
          planId,
          phase,
          ownerId: userId,
          time,
          timeZone: this.timeZone,
          ruleSet: ruleSetAt(time, this.ruleSets),
        }),
      ),
    );
  }

  /**
   * Opens the funded account that follows a phase II pass of `userId`'s, once the trader's
   * identity check (KYC) is approved and the trader agreement signed (DESIGN §5): the pass
   * itself records its evidence and waits for both. 404 unless `userId` owns the passed
   * account; the engine's code (409) while one is missing, CONFLICT when the next account is
   * already open.
   */
  async openFundedAccount(
    userId: string,
    passedAccountId: string,
    checks: { kycApproved: boolean; agreementSigned: boolean },
  ) {
    if (this.queue.paused) await this.queue.enter();
    this.checkAccess({ id: userId }, passedAccountId);
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
      ruleSets: this.ruleSets,
    });
    if (!opened.ok) throw rejectionError(opened);
    const account = await this.add(opened.value);
    this.emit("opened", { userId, account });
    return account;
  }

  /**
   * Closes an account for good (its purchase was refunded): positions closed at the current
   * quotes, orders cancelled, status "closed". An operator's act: no ownership check. 404 for
   * an unknown account, the engine's code and reason when it cannot be closed.
   */
  async closeAccount(accountId: string, reason: string): Promise<Account> {
    if (this.queue.paused) await this.queue.enter();
    this.held(accountId);
    const done = this.exec({ k: "closeAccount", a: accountId, t: this.now(), why: reason });
    if (!done.ok) throw rejectionError(done);
    await this.commit(done.value);
    await this.materialised(); // a refund's bookkeeping follows in the tables
    return this.engine.getAccount(accountId)!;
  }

  // ------------------------------------------------------------ an operator's acts
  // Made in the engine like trading operations (domain operator-acts.ts), each written together
  // with its record (rule_decisions) and its audit row in one statement. 404 for an unknown
  // account, else the engine's code and reason (NOT_APPLICABLE, OUTSIDE_LIMITS: 409;
  // INVALID_RECORD for bad input: 400). Once durable the act goes out with the desk's "events" (an
  // accountAct event): the hook for a notice to the trader.

  /**
   * An operator's act on an account: reinstate a failed one to the figures recorded by the
   * decision that ended it (the breach's evidence, or what an operator's fail recorded), move
   * an active one's balance by `amount` cents, pass an active, flat phase I or II account (the
   * next account opens as on a real pass), or fail an active one at the current quotes.
   */
  async act(accountId: string, act: DeskAct, reason: string, audit: ActAudit): Promise<DoneAct> {
    if (this.queue.paused) await this.queue.enter();
    this.held(accountId);
    const restore = act.kind === "reinstate" ? await this.restorePoint(accountId) : null;
    // The read above may have let a rebuild or a tick through: wait and step as every operation.
    if (this.queue.paused) await this.queue.enter();
    this.held(accountId);
    const time = this.now();
    const done =
      act.kind === "adjustBalance"
        ? this.exec({ k: "adjust", a: accountId, amount: act.amount, t: time, why: reason })
        : act.kind === "passPhase"
          ? this.exec({ k: "pass", a: accountId, t: time, why: reason })
          : act.kind === "fail"
            ? this.exec({ k: "fail", a: accountId, t: time, why: reason })
            : this.exec({ k: "reinstate", a: accountId, t: time, restore: restore!, why: reason });
    if (!done.ok) {
      if (done.code === "UNKNOWN_ACCOUNT") throw notFound(ACCOUNT_NOT_FOUND);
      throw rejectionError(done);
    }
    const { evidence } = done.value;
    const written = this.commit(done.value, [], { audit: [audit(evidence)] });
    const nextAccountId =
      this.accountIdsOf(this.ownerOf(accountId) ?? "").find(
        (id) => this.engine.getAccount(id)?.previousAccountId === accountId,
      ) ?? null;
    await written;
    // An operator's act is rare and its answer is read back from the tables (decisions, audit).
    await this.materialised();
    return { account: this.engine.getAccount(accountId)!, evidence, nextAccountId };
  }

  /** What a failed account is reinstated to: the figures its ending decision recorded. */
  private async restorePoint(accountId: string): Promise<RestorePoint> {
    const account = this.engine.getAccount(accountId)!;
    if (account.status !== "failed") {
      throw conflict(`Only a failed account can be reinstated; this one is ${account.status}.`);
    }
    await this.materialised();
    const ending = await endingDecision(this.db, accountId, account.endedAt ?? 0);
    if (!ending) {
      throw conflict(
        "No decision was recorded when this account ended, so there are no figures to restore it to.",
      );
    }
    return restorePointOf(ending);
  }

  /**
   * Takes in an account whose row another transaction has already written (a paid purchase
   * opens its account together with the payment's bookkeeping): into the engine and the owner
   * index, writing nothing. Idempotent; while the engine is being rebuilt it waits, and the
   * rebuilt engine may already have read it.
   */
  async adopt(account: Account): Promise<void> {
    if (this.queue.paused) await this.queue.enter();
    if (this.engine.getAccount(account.id)) return;
    this.unwrap(this.exec({ k: "adopt", account, at: this.opening() }));
    this.index(account);
  }

  private async add(account: Account): Promise<Account> {
    const update = this.unwrap(this.exec({ k: "add", account, at: this.opening() }));
    this.index(account);
    await this.commit(update, [account]);
    // Rows elsewhere refer to an account (agreements, subscriptions, samples): it is in the
    // tables before anyone is told it exists. Opening one is rare; it waits for the materialiser.
    await this.materialised();
    return account;
  }

  /**
   * Declares the events of copied positions (`copied`) and answers the copies this change
   * closed, for their records' `closed_at`.
   */
  private markCopies(events: readonly EngineUpdate["events"][number][], owned: OwnedEvent[]) {
    if (this.copyPositions.size === 0) return [];
    const closes = closedCopies(events, this.copyPositions);
    const closed = new Set(closes.map((c) => c.positionId));
    for (const note of owned) {
      const e = note.event;
      const id =
        e.type === "orderFilled" || e.type === "positionModified" || e.type === "positionClosed"
          ? e.position.id
          : null;
      if (id && (this.copyPositions.has(id) || closed.has(id))) note.copied = true;
    }
    return closes;
  }

  /**
   * Queues an engine update (and accounts it opened) for the next batch and waits until it is
   * durable. A pass opens what the domain says it opens at once (pass-successors.ts: phase II
   * after phase I; a funded account waits for openFundedAccount) in the same write. An update that
   * changed nothing waits for the next one's entry, unless tick work is queued: a mass breach's
   * tick changes nothing itself, and its entry must be durable before its steps.
   */
  private commit(
    update: EngineUpdate,
    created: Account[] = [],
    rows: Pick<EngineWrite, "orderRequests" | "audit" | "apiOrders" | "copyTrades"> = {},
  ): Promise<void> {
    const nothing = update.events.length === 0 && update.accounts.length === 0;
    if (nothing && created.length === 0 && !this.engine.hasPendingTick()) {
      return Promise.resolve();
    }
    const events = [...update.events];
    const touched = [...update.accounts];
    const hold = this.passHold;
    const closes = hold
      ? update.events.flatMap((e) =>
          // Declared copies are not judged (copy-positions.ts).
          e.type === "positionClosed" && !this.copyPositions.has(e.trade.id) ? [e.trade] : [],
        )
      : [];
    const { opened, next } = openPassSuccessors(
      (account) => this.exec({ k: "add", account, at: this.opening() }).ok,
      update.events,
      this.timeZone,
      this.ruleSets,
      hold ? (passed) => hold.holds(passed, closes) : undefined,
    );
    for (const account of opened) this.index(account);
    created.push(...opened);
    // Made with the change, before any later tick: the quote a fill was made on is the engine's.
    const owned = ownEvents(
      events,
      (id) => this.ownerOf(id),
      next,
      (symbol) => this.engine.quote(symbol),
    );
    if (rows.apiOrders?.length) {
      const api = new Set(rows.apiOrders.map((r) => r.orderId));
      for (const note of owned) {
        if (note.event.type === "orderFilled" && api.has(note.event.order.id)) note.api = true;
      }
    }
    const references = this.referencesOf(events);
    const copyCloses = this.markCopies(events, owned);
    const write = {
      events,
      accounts: touched,
      created,
      ...rows,
      ...(references ? { references } : {}),
      ...(copyCloses.length > 0 ? { copyCloses } : {}),
    };
    return this.queue.push(write, owned);
  }
}
