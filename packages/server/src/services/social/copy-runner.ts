// The copy runner (issue 31), on the leader beside the desk: each fill that opens a position in
// a source account with active copy subscriptions is copied into every subscriber's Beta
// account at the then-current quote (sized by domain/social/copy-sizing.ts, within the
// subscription's limits); the source position's close closes its copies; the copier's stop
// equity, and the end of the source or target account, end the copying.
import { randomUUID } from "node:crypto";
import { formatUsd } from "@proparena/domain/core/money";
import { copySize } from "@proparena/domain/social/copy-sizing";
import { getInstrument } from "@proparena/domain/market/instruments";
import { usdRate } from "@proparena/domain/market/currency-conversion";
import type { EngineEvent } from "@proparena/domain/engine/engine-events";
import { and, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { accounts, copySubscriptions, copyTrades, positions } from "../../db/schema";
import { oneAtATime } from "../../lib/one-at-a-time";
import type { CopyTradeRow } from "../../trading/persist-update";
import type {
  CopyOrder,
  CopyOutcome,
  OwnedEvent,
  TradingDesk,
} from "../../trading/desk/trading-desk";
import { publicBookCondition } from "../openbook/public-books";
import type { ServiceContext } from "../service-context";
import { copyParties } from "./copy-parties";
import { closeOpenCopies, stopSubscriptions, type CopyStopReason } from "./stop-copies";

/**
 * Copies placed or closed per event-loop turn: a few milliseconds of engine work, so a source
 * with a thousand copiers does not hold other traders' orders back.
 */
const COPIES_PER_TURN = 100;
/** How often the copiers' stop equity is checked. */
const STOP_SWEEP_MS = 1_000;

type Subscription = typeof copySubscriptions.$inferSelect;
type Fill = Extract<EngineEvent, { type: "orderFilled" }>;

/** A copy still open, by the source position it copies. */
interface OpenCopy {
  accountId: string;
  positionId: string;
}

export interface CopyRunnerOptions {
  onError: (error: unknown) => void;
  /** Told after each source fill's copies are durable (the bench): how many, and when. */
  onCopied?: (copied: { sourcePositionId: string; placed: number; skipped: number }) => void;
}

const ENDING = new Set(["accountFailed", "accountPassed", "accountClosed", "accountAct"]);

export class CopyRunner {
  private pending: OwnedEvent[] = [];
  private readonly drains = oneAtATime(() => this.drain());
  private sweepDue = false;
  private ready: Promise<void> = Promise.resolve();
  private timer: ReturnType<typeof setInterval> | null = null;
  /** Open copies by source position: what the source's close closes. */
  private readonly open = new Map<string, OpenCopy[]>();
  private readonly onEvents = (events: readonly OwnedEvent[]) => this.take(events);

  constructor(
    private readonly ctx: ServiceContext,
    private readonly desk: TradingDesk,
    private readonly options: CopyRunnerOptions,
  ) {}

  start(): Promise<void> {
    this.desk.on("events", this.onEvents);
    this.ready = this.load().catch(this.options.onError);
    this.timer = setInterval(() => {
      this.sweepDue = true;
      void this.drains.run();
    }, STOP_SWEEP_MS);
    this.timer.unref();
    return this.ready;
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.desk.off("events", this.onEvents);
    await this.idle();
  }

  /** Resolves when every event heard so far is acted on (and the stop sweep, when `sweep`). */
  async idle(sweep = false): Promise<void> {
    if (sweep) this.sweepDue = true;
    await this.drains.run();
    await this.drains.idle();
  }

  private take(events: readonly OwnedEvent[]): void {
    let added = false;
    for (const note of events) {
      // A copy is never copied on, nor does its close close anything.
      if (note.copied) continue;
      const type = note.event.type;
      if (type === "orderFilled" || type === "positionClosed" || ENDING.has(type)) {
        this.pending.push(note);
        added = true;
      }
    }
    if (added) void this.drains.run();
  }

  private async drain(): Promise<void> {
    await this.ready;
    while (this.pending.length > 0 || this.sweepDue) {
      const batch = this.pending.splice(0);
      const step = async (work: () => Promise<void>) => {
        try {
          await work();
        } catch (error) {
          this.options.onError(error);
        }
      };
      const fills = batch.flatMap((n) => (n.event.type === "orderFilled" ? [n.event] : []));
      if (fills.length > 0) await step(() => this.copyFills(fills));
      const closes = batch.flatMap((n) =>
        n.event.type === "positionClosed" ? [n.event.position.id] : [],
      );
      if (closes.length > 0) await step(() => this.closeCopiesOf(closes));
      const ended = batch.flatMap((n) =>
        "account" in n.event && n.event.account.status !== "active" ? [n.accountId] : [],
      );
      if (ended.length > 0) await step(() => this.endWith(ended));
      if (this.sweepDue) {
        this.sweepDue = false;
        await step(() => this.sweepStopEquity());
      }
    }
  }

  /** The copies open at start, by source; those whose source closed meanwhile close now. */
  private async load(): Promise<void> {
    const parties = copyParties(this.desk);
    const active = await this.ctx.db
      .select({
        source: copySubscriptions.sourceAccountId,
        target: copySubscriptions.targetAccountId,
      })
      .from(copySubscriptions)
      .where(eq(copySubscriptions.status, "active"));
    for (const { source, target } of active) {
      parties.sources.add(source);
      parties.targets.add(target);
    }
    const rows = await this.ctx.db
      .select({
        sourcePositionId: copyTrades.sourcePositionId,
        accountId: copyTrades.accountId,
        positionId: positions.id,
        sourceOpen: sql<boolean>`exists (select 1 from ${positions} s where s.id = ${copyTrades.sourcePositionId})`,
      })
      .from(copyTrades)
      .innerJoin(positions, eq(positions.id, copyTrades.copyPositionId));
    const orphans: OpenCopy[] = [];
    for (const r of rows) {
      const copy = { accountId: r.accountId, positionId: r.positionId };
      if (r.sourceOpen) this.remember(r.sourcePositionId, copy);
      else orphans.push(copy);
    }
    if (orphans.length > 0) await this.desk.closeCopies(orphans);
  }

  private remember(sourcePositionId: string, copy: OpenCopy): void {
    const list = this.open.get(sourcePositionId);
    if (list) list.push(copy);
    else this.open.set(sourcePositionId, [copy]);
  }

  /** Copies the fills of source accounts with active subscriptions (read per fill). */
  private async copyFills(fills: readonly Fill[]): Promise<void> {
    const { sources: copied } = copyParties(this.desk);
    const sources = [...new Set(fills.map((f) => f.order.accountId))].filter((id) =>
      copied.has(id),
    );
    if (sources.length === 0) return;
    const subs = await this.ctx.db
      .select()
      .from(copySubscriptions)
      .where(
        and(
          inArray(copySubscriptions.sourceAccountId, sources),
          eq(copySubscriptions.status, "active"),
        ),
      );
    if (subs.length === 0) return;
    // Whether each source is still public: once per source, not per subscription.
    const stillPublic = new Set(
      (
        await this.ctx.db
          .select({ id: accounts.id })
          .from(accounts)
          .where(
            and(
              inArray(accounts.id, [...new Set(subs.map((s) => s.sourceAccountId))]),
              publicBookCondition(),
            ),
          )
      ).map((a) => a.id),
    );
    const unpublished = subs.filter((s) => !stillPublic.has(s.sourceAccountId)).map((s) => s.id);
    if (unpublished.length > 0) {
      await stopSubscriptions(this.ctx, inArray(copySubscriptions.id, unpublished), "unpublished");
    }
    const bySource = new Map<string, Subscription[]>();
    for (const sub of subs) {
      if (!stillPublic.has(sub.sourceAccountId)) continue;
      const list = bySource.get(sub.sourceAccountId);
      if (list) list.push(sub);
      else bySource.set(sub.sourceAccountId, [sub]);
    }
    for (const fill of fills) {
      const subs = bySource.get(fill.order.accountId);
      if (subs) await this.copyFill(fill, subs);
    }
  }

  private async copyFill(fill: Fill, subs: readonly Subscription[]): Promise<void> {
    const { position } = fill;
    const filledAt = new Date(fill.order.filledAt ?? position.openTime);
    const orders: CopyOrder[] = [];
    const skipped: CopyTradeRow[] = [];
    const ended: { id: string; reason: CopyStopReason; close: boolean }[] = [];
    const sourceEquity = this.desk.figuresOf(fill.order.accountId)?.equity ?? null;
    const instrument = getInstrument(position.symbol);
    const quote = this.desk.quote(position.symbol);
    const rate = instrument ? usdRate(instrument, (s) => this.desk.quote(s)) : null;
    const price = quote ? (position.side === "buy" ? quote.ask : quote.bid) : null;
    for (const sub of subs) {
      const record = {
        subscriptionId: sub.id,
        accountId: sub.targetAccountId,
        sourcePositionId: position.id,
        sourceFilledAt: filledAt,
        symbol: position.symbol,
        side: position.side,
        sourceVolume: position.volume,
      };
      const skip = (reason: string, volume = 0) =>
        skipped.push({
          ...record,
          id: randomUUID(),
          volume,
          status: "skipped",
          reason,
          orderId: null,
          copyPositionId: null,
          placedAt: null,
          latencyMs: null,
          closedAt: null,
        });
      const target = this.desk.figuresOf(sub.targetAccountId);
      if (!target || target.status !== "active") {
        ended.push({ id: sub.id, reason: "target-ended", close: false });
        continue;
      }
      if (sub.stopEquityCents !== null && target.equity <= sub.stopEquityCents) {
        ended.push({ id: sub.id, reason: "stop-equity", close: true });
        continue;
      }
      if (sub.excludedSymbols.includes(position.symbol)) {
        skip(`${position.symbol} is excluded`);
        continue;
      }
      const lost = target.dayStartBalance - target.equity;
      if (lost >= sub.dailyLossCapCents) {
        skip(`Daily loss cap reached (${formatUsd(lost)} lost since the day started)`);
        continue;
      }
      if (!instrument || price === null || rate === null || sourceEquity === null) {
        skip(`No quote for ${position.symbol}`);
        continue;
      }
      const size = copySize({
        sourceVolume: position.volume,
        sourceEquity,
        targetEquity: target.equity,
        multiplier: sub.sizeMultiplier,
        riskPerTradePercent: sub.riskPerTradePercent,
        marginPerLot: (instrument.contractSize * price * rate * 100) / target.leverage,
        instrument,
      });
      if (!size.ok) {
        skip(size.reason, size.proportional);
        continue;
      }
      orders.push({
        accountId: sub.targetAccountId,
        request: {
          symbol: position.symbol,
          side: position.side,
          type: "market",
          volume: size.volume,
        },
        record: { ...record, volume: size.volume, closedAt: null },
      });
    }
    // Placed a chunk at a time with the event loop free in between, so other traders' orders
    // reach the engine (and the write queue, ahead of the copies' slices) meanwhile.
    const placing: Promise<CopyOutcome[]>[] = [];
    for (let i = 0; i < orders.length; i += COPIES_PER_TURN) {
      if (i > 0) await new Promise((resolve) => setImmediate(resolve));
      placing.push(this.desk.placeCopies(orders.slice(i, i + COPIES_PER_TURN)));
    }
    const outcomes = (await Promise.all(placing)).flat();
    let placed = 0;
    outcomes.forEach((outcome, i) => {
      const order = orders[i]!;
      if (outcome.ok) {
        placed++;
        this.remember(position.id, { accountId: order.accountId, positionId: outcome.positionId });
      } else {
        skipped.push({
          ...order.record,
          id: randomUUID(),
          status: "rejected",
          reason: outcome.reason,
          orderId: null,
          copyPositionId: null,
          placedAt: null,
          latencyMs: null,
          closedAt: null,
        });
      }
    });
    if (skipped.length > 0) await this.ctx.db.insert(copyTrades).values(skipped);
    for (const reason of ["target-ended", "stop-equity"] as const) {
      const ids = ended.filter((e) => e.reason === reason).map((e) => e.id);
      if (ids.length === 0) continue;
      const stopped = await stopSubscriptions(this.ctx, inArray(copySubscriptions.id, ids), reason);
      if (reason === "stop-equity")
        await closeOpenCopies(
          this.ctx,
          stopped.map((s) => s.id),
        );
    }
    this.options.onCopied?.({
      sourcePositionId: position.id,
      placed,
      skipped: skipped.length,
    });
  }

  /** The source positions closed: their copies close at the current quotes. */
  private async closeCopiesOf(sourcePositionIds: readonly string[]): Promise<void> {
    const copies: OpenCopy[] = [];
    for (const id of sourcePositionIds) {
      const open = this.open.get(id);
      if (!open) continue;
      this.open.delete(id);
      copies.push(...open);
    }
    const closing: Promise<number>[] = [];
    for (let i = 0; i < copies.length; i += COPIES_PER_TURN) {
      if (i > 0) await new Promise((resolve) => setImmediate(resolve));
      closing.push(this.desk.closeCopies(copies.slice(i, i + COPIES_PER_TURN)));
    }
    await Promise.all(closing);
  }

  /** Accounts that ended: copyings from them, or into them, stop. */
  private async endWith(accountIds: readonly string[]): Promise<void> {
    // Only accounts in a copying: a mass breach ends thousands that are in none.
    const { sources, targets } = copyParties(this.desk);
    for (const [known, column, reason] of [
      [sources, copySubscriptions.sourceAccountId, "source-ended"],
      [targets, copySubscriptions.targetAccountId, "target-ended"],
    ] as const) {
      const ended = accountIds.filter((id) => known.has(id));
      if (ended.length > 0) await stopSubscriptions(this.ctx, inArray(column, ended), reason);
    }
  }

  /** Copyings whose copier's equity fell to their stop end, and their copies close. */
  private async sweepStopEquity(): Promise<void> {
    const subs = await this.ctx.db
      .select({
        id: copySubscriptions.id,
        targetAccountId: copySubscriptions.targetAccountId,
        stopEquityCents: copySubscriptions.stopEquityCents,
      })
      .from(copySubscriptions)
      .where(
        and(eq(copySubscriptions.status, "active"), isNotNull(copySubscriptions.stopEquityCents)),
      );
    const reached = subs.filter((s) => {
      const target = this.desk.figuresOf(s.targetAccountId);
      return target !== null && target.equity <= (s.stopEquityCents ?? -Infinity);
    });
    if (reached.length === 0) return;
    const stopped = await stopSubscriptions(
      this.ctx,
      inArray(
        copySubscriptions.id,
        reached.map((s) => s.id),
      ),
      "stop-equity",
    );
    await closeOpenCopies(
      this.ctx,
      stopped.map((s) => s.id),
    );
  }
}
