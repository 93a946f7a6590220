import type { Account } from "@proparena/domain/engine/account";
import type { Trade } from "@proparena/domain/engine/trades";
import { flagKey, type IntegrityFlag } from "@proparena/domain/integrity/integrity-flags";
import {
  sortedEvents,
  type IntegrityEvent,
  type IntegrityTrade,
  type SignalKind,
} from "@proparena/domain/integrity/integrity-inputs";
import { IntegrityMonitor } from "@proparena/domain/integrity/integrity-monitor";
import {
  INTEGRITY_POLICY,
  type IntegrityPolicy,
} from "@proparena/domain/integrity/integrity-policy";
import { and, desc, eq, gt, gte, asc, notExists, sql } from "drizzle-orm";
import {
  accounts,
  apiOrders,
  copyTrades,
  integritySignals,
  positions,
  tradeHistories,
} from "../../db/schema";
import { oneAtATime } from "../../lib/one-at-a-time";
import type { OwnedEvent, PassHold, TradingDesk } from "../../trading/desk/trading-desk";
import type { ServiceContext } from "../service-context";
import type { Quote } from "@proparena/domain/market/quotes";
import type { IntegrityGate } from "./integrity-gate";
import { FillQuoteBook, type FillQuotes } from "./fill-quotes";
import { allHoldingFlags } from "./integrity-holds";
import { noticeHolds } from "./hold-notices";
import { persistFlags } from "./persist-flags";

/**
 * The most closed trades a starting monitor replays (the newest of the look-back). The domain's
 * bench measured about 2.4 KB of heap per trade held, so this bounds the replayed state to about
 * 480 MB; trades closed later are held for the look-back (24 h) like these.
 */
export const MAX_REPLAY_TRADES = 200_000;
/** How often the leader reads signals other instances stored (sign-ins, devices, payments). */
const SIGNAL_POLL_MS = 1_000;
/** Signals are read in pages of this many. */
const SIGNAL_PAGE = 5_000;
/**
 * Events the monitor takes per event-loop turn: a mass breach's closes cost ~50 us each to
 * judge, so a turn is ~5 ms and orders are served between turns, not behind 25 ms blocks.
 */
const OBSERVED_PER_TURN = 100;

export interface IntegrityRunnerOptions {
  policy?: IntegrityPolicy;
  onError: (error: unknown) => void;
  /**
   * Told each batch of flags once stored (the bench): the flags, when (performance.now()) and
   * how long the write took.
   */
  onStored?: (stored: { flags: IntegrityFlag[]; at: number; writeMs: number }) => void;
}

const NO_FILL_QUOTES: FillQuotes = { quoteAtOpen: null, quoteAfterOpen: null };

const integrityTrade = (
  trade: Trade,
  personId: string,
  quotes: FillQuotes,
  api: boolean,
): IntegrityTrade => ({
  id: trade.id,
  accountId: trade.accountId,
  personId,
  symbol: trade.symbol,
  side: trade.side,
  volume: trade.volume,
  openPrice: trade.openPrice,
  openTime: trade.openTime,
  closePrice: trade.closePrice,
  closeTime: trade.closeTime,
  pnl: trade.pnl,
  // Opened by an order placed with an API key: declared automation.
  api,
  // The quote the open filled on and the symbol's next one (FillQuoteBook), when seen.
  ...quotes,
});

/**
 * On the leader: the domain's IntegrityMonitor fed with every trade the desk closes (after the
 * commit, off the order path: the desk's listener only queues them) with the quotes around its
 * opening fill (FillQuoteBook: the desk tells the quote, the market feed the next one), with the signals stored by
 * any instance (read by their sequence), and rebuilt at start by replaying the look-back's closed
 * trades and the signals. Raised flags are stored with their evidence; a new hold is told to the
 * trader. It also answers the desk before a pass opens the next account (PassHold), from the
 * holding flags it knows, after detecting on the trades closed in the same change.
 */
export class IntegrityRunner implements IntegrityGate, PassHold {
  readonly monitor: IntegrityMonitor;
  private pending: IntegrityEvent[] = [];
  /** Trades detected before their commit (a pass's change): the listener skips them once. */
  private readonly seenEarly = new Set<string>();
  private unsaved: IntegrityFlag[] = [];
  private lastSeq = 0;
  private signalsDue = false;
  private readonly drains = oneAtATime(() => this.drain());
  private ready: Promise<void> | null = null;
  /** Holding flags by flag key, and the keys by account and by person (person-level flags). */
  private readonly holdKeys = new Set<string>();
  private readonly heldAccounts = new Map<string, Set<string>>();
  private readonly heldPeople = new Map<string, Set<string>>();
  private timer: ReturnType<typeof setInterval> | null = null;
  private readonly onEvents = (events: readonly OwnedEvent[]) => this.take(events);
  /** The quotes around each open position's fill, for latency arbitrage. */
  readonly fillQuotes: FillQuoteBook;
  /** Open positions opened by API orders (their close is declared automation). */
  private readonly apiPositions = new Set<string>();
  private readonly onQuote = (quote: Quote) => this.fillQuotes.quote(quote);

  constructor(
    private readonly ctx: ServiceContext,
    private readonly desk: TradingDesk,
    private readonly options: IntegrityRunnerOptions,
  ) {
    this.monitor = new IntegrityMonitor(options.policy ?? INTEGRITY_POLICY);
    this.fillQuotes = new FillQuoteBook(this.monitor.policy.latencyArbitrage.afterMs);
  }

  /** Listens to the desk, replays the look-back, then detects continuously. */
  start(): Promise<void> {
    this.desk.on("events", this.onEvents);
    this.ctx.market.on("quote", this.onQuote);
    this.desk.setPassHold(this);
    this.ready = this.rebuild().catch((error: unknown) => {
      // Detection goes on from what was read; the next start replays again.
      this.readySync = true;
      this.options.onError(error);
    });
    this.timer = setInterval(() => this.signalStored(), SIGNAL_POLL_MS);
    this.timer.unref();
    return this.ready;
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.desk.off("events", this.onEvents);
    this.ctx.market.off("quote", this.onQuote);
    this.desk.setPassHold(null);
    await this.flush().catch(this.options.onError);
  }

  flush(): Promise<void> {
    this.signalsDue = true;
    return this.drains.run();
  }

  signalStored(): void {
    this.signalsDue = true;
    void this.drains.run();
  }

  released(key: string): void {
    this.holdKeys.delete(key);
    for (const index of [this.heldAccounts, this.heldPeople]) {
      for (const [id, keys] of index) {
        keys.delete(key);
        if (keys.size === 0) index.delete(id);
      }
    }
  }

  holds(passed: Account, closes: readonly Trade[]): boolean {
    const owner = passed.ownerId ?? this.desk.ownerOf(passed.id) ?? "";
    const early = closes.filter((t) => !this.seenEarly.has(t.id));
    if (early.length > 0 && this.readySync) {
      for (const t of early) {
        this.seenEarly.add(t.id);
        this.observe({
          type: "close",
          trade: integrityTrade(
            t,
            this.desk.ownerOf(t.accountId) ?? owner,
            this.fillQuotes.closed(t.id),
            this.apiPositions.delete(t.id),
          ),
        });
      }
      void this.drains.run();
    }
    return (
      (this.heldAccounts.get(passed.id)?.size ?? 0) > 0 ||
      (this.heldPeople.get(owner)?.size ?? 0) > 0
    );
  }

  private readySync = false;

  private take(events: readonly OwnedEvent[]): void {
    let added = false;
    for (const { event, userId, fillQuote, api, copied } of events) {
      // A declared copy (the copy runner's, into a Beta account) is not the copier's own
      // trading: judged, it would flag the trader copied for copy trading.
      if (copied) continue;
      if (event.type === "orderFilled" && fillQuote) {
        this.fillQuotes.opened(event.position.id, event.position.openTime, fillQuote);
      }
      if (event.type === "orderFilled" && api) this.apiPositions.add(event.position.id);
      if (event.type === "positionPartiallyClosed") {
        // The part closed is a trade of its own; the position (and its fill's quotes) stay open.
        const declared = this.apiPositions.has(event.position.id);
        this.pending.push({
          type: "close",
          trade: integrityTrade(event.trade, userId, NO_FILL_QUOTES, declared),
        });
        added = true;
        continue;
      }
      if (event.type !== "positionClosed") continue;
      if (this.seenEarly.delete(event.trade.id)) continue;
      const quotes = this.fillQuotes.closed(event.trade.id);
      const declared = this.apiPositions.delete(event.trade.id);
      this.pending.push({
        type: "close",
        trade: integrityTrade(event.trade, userId, quotes, declared),
      });
      added = true;
    }
    if (added) void this.drains.run();
  }

  private async drain(): Promise<void> {
    await this.ready;
    while (this.pending.length > 0 || this.signalsDue || this.unsaved.length > 0) {
      // After the events' other listeners (the owners' sockets) have had their turn: a mass
      // breach's 10,000 closes are ~0.3 s of detection, which must not hold its notices back.
      await new Promise((resolve) => setImmediate(resolve));
      const events = this.pending.splice(0);
      if (this.signalsDue) {
        this.signalsDue = false;
        events.push(...(await this.readSignals()));
      }
      const ordered = sortedEvents(events);
      for (let i = 0; i < ordered.length; i++) {
        // In turns, so orders and ticks are served in between: at most a turn of detection per
        // event-loop iteration (a timer, not an immediate), so a mass breach's steps and their
        // notices go first and the detection follows behind them.
        if (i > 0 && i % OBSERVED_PER_TURN === 0) {
          await new Promise((resolve) => setTimeout(resolve, 1));
        }
        this.observe(ordered[i]!);
      }
      await this.store();
    }
  }

  private observe(event: IntegrityEvent): void {
    for (const flag of this.monitor.observe(event)) {
      this.unsaved.push(flag);
      if (flag.hold) this.hold(flagKey(flag), flag.accountId, flag.personId);
    }
  }

  private hold(key: string, accountId: string | null, personId: string): void {
    this.holdKeys.add(key);
    const [index, id] = accountId ? [this.heldAccounts, accountId] : [this.heldPeople, personId];
    let keys = index.get(id);
    if (!keys) index.set(id, (keys = new Set()));
    keys.add(key);
  }

  private async store(): Promise<void> {
    const flags = this.unsaved.splice(0);
    if (flags.length === 0) return;
    try {
      const started = performance.now();
      const held = await persistFlags(this.ctx, flags);
      const at = performance.now();
      this.options.onStored?.({ flags, at, writeMs: at - started });
      await noticeHolds(this.ctx, held);
    } catch (error) {
      // The flags stay in the monitor and are stored again by the next start's replay.
      this.options.onError(error);
    }
  }

  /** Signals stored since the last read, as the monitor's events (their first-seen time). */
  private async readSignals(): Promise<IntegrityEvent[]> {
    const out: IntegrityEvent[] = [];
    for (;;) {
      const rows = await this.ctx.db
        .select()
        .from(integritySignals)
        .where(gt(integritySignals.seq, this.lastSeq))
        .orderBy(asc(integritySignals.seq))
        .limit(SIGNAL_PAGE);
      for (const row of rows) {
        this.lastSeq = Math.max(this.lastSeq, row.seq);
        out.push({
          type: "signal",
          signal: {
            personId: row.userId,
            kind: row.kind as SignalKind,
            value: row.valueHash,
            time: row.firstSeenAt.getTime(),
          },
        });
      }
      if (rows.length < SIGNAL_PAGE) return out;
    }
  }

  /**
   * At start: the holding flags stored, then the look-back's closed trades (at most
   * MAX_REPLAY_TRADES, the newest) and every kept signal replayed in the one replay order; what
   * they raise is stored like any flag (a flag stored before with the same score is unchanged).
   */
  private async rebuild(): Promise<void> {
    for (const row of await allHoldingFlags(this.ctx.db)) {
      this.hold(row.flagKey, row.accountId, row.userId);
    }
    const since = new Date(this.ctx.clock.now().getTime() - this.monitor.policy.lookbackMs);
    // Positions still open that API orders opened: their closes are declared too.
    const openApi = await this.ctx.db
      .select({ id: positions.id })
      .from(positions)
      .innerJoin(apiOrders, eq(apiOrders.orderId, positions.orderId));
    for (const { id } of openApi) this.apiPositions.add(id);
    const rows = await this.ctx.db
      .select({ trade: tradeHistories, userId: accounts.userId, api: apiOrders.orderId })
      .from(tradeHistories)
      .innerJoin(accounts, eq(accounts.id, tradeHistories.accountId))
      .leftJoin(apiOrders, eq(apiOrders.orderId, tradeHistories.orderId))
      .where(
        and(
          gte(tradeHistories.closeTime, since),
          // Declared copies are left out, as when they close (take); a part closed names its
          // position.
          notExists(
            this.ctx.db
              .select({ id: copyTrades.id })
              .from(copyTrades)
              .where(
                eq(
                  copyTrades.copyPositionId,
                  sql`coalesce(${tradeHistories.positionId}, ${tradeHistories.id})`,
                ),
              ),
          ),
        ),
      )
      .orderBy(desc(tradeHistories.closeTime))
      .limit(MAX_REPLAY_TRADES);
    const replayed = new Set<string>();
    const events: IntegrityEvent[] = rows.map(({ trade: t, userId, api }) => {
      replayed.add(t.id);
      return {
        type: "close",
        trade: {
          id: t.id,
          accountId: t.accountId,
          personId: userId,
          symbol: t.symbol,
          side: t.side as Trade["side"],
          volume: t.volume,
          openPrice: t.openPrice,
          openTime: t.openTime.getTime(),
          closePrice: t.closePrice,
          closeTime: t.closeTime.getTime(),
          pnl: t.pnlCents,
          api: api !== null,
          // The fill's quotes are kept in memory only (FillQuoteBook): not replayed.
          quoteAtOpen: null,
          quoteAfterOpen: null,
        },
      };
    });
    events.push(...(await this.readSignals()));
    for (const e of sortedEvents(events)) this.observe(e);
    // Closes the desk reported while the replay read them are not observed twice.
    this.pending = this.pending.filter((e) => e.type !== "close" || !replayed.has(e.trade.id));
    this.readySync = true;
    await this.store();
  }
}
