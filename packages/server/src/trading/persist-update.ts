import type { Account } from "@proparena/domain/engine/account";
import type { EngineEvent } from "@proparena/domain/engine/engine-events";
import type { Order } from "@proparena/domain/engine/orders";
import type { Position } from "@proparena/domain/engine/positions";
import type { Trade } from "@proparena/domain/engine/trades";
import { sql, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../db/database";
import { rowsInsert } from "../db/rows-insert";
import {
  accounts,
  auditLog,
  copyTrades,
  dailySnapshots,
  apiOrders,
  orderRequests,
  orders,
  positions,
  ruleDecisions,
  swapCharges,
  tradeHistories,
} from "../db/schema";
import {
  accountToRow,
  orderToRow,
  positionToRow,
  snapshotToRow,
  swapChargeToRow,
  tradeToRow,
  type FillReference,
} from "./record-mappers";

/**
 * A rule_decisions row: what decided on the account (a rule, or an operator's act), its outcome
 * and time from the evidence, which it keeps whole.
 */
function decisionRow(
  accountId: string,
  rule: string,
  evidence: { readonly outcome: string; readonly time: number },
): typeof ruleDecisions.$inferInsert {
  return { accountId, rule, outcome: evidence.outcome, evidence, time: new Date(evidence.time) };
}

/** A decision as the batch carries it (a rule's, or an operator's act). */
export interface DecisionRecord {
  readonly accountId: string;
  readonly rule: string;
  readonly evidence: { readonly outcome: string; readonly time: number };
}

/** What one engine call changed, plus any account it opened (a pass opens the next phase). */
export interface EngineWrite {
  readonly events: readonly EngineEvent[];
  /** The final record of every account the call touched. */
  readonly accounts: readonly Account[];
  readonly created: readonly Account[];
  /** Idempotency keys of orders this call placed. */
  readonly orderRequests?: readonly (typeof orderRequests.$inferInsert)[];
  /** The audit log's record of an operator's act, written with the act itself. */
  readonly audit?: readonly (typeof auditLog.$inferInsert)[];
  /** Orders this call placed through the trading API (declared automation). */
  readonly apiOrders?: readonly (typeof apiOrders.$inferInsert)[];
  /**
   * The reference venue's quote at each fill of this write (MARKET_REFERENCE_FEED), by order id
   * (opening fills) and by trade id (closes); a fill not listed has none.
   */
  readonly references?: FillReferences;
  /**
   * Copies the copy runner placed (services/social/copy-runner.ts): their copy_trades rows,
   * written with their orders so a copy and its record exist together or not at all.
   */
  readonly copyTrades?: readonly CopyTradeRow[];
  /** Copy positions this write closed (however they closed): their rows get `closed_at`. */
  readonly copyCloses?: readonly CopyClose[];
}

export type CopyTradeRow = typeof copyTrades.$inferInsert;
export interface CopyClose {
  readonly accountId: string;
  readonly positionId: string;
  readonly closedAt: Date;
}

export interface FillReferences {
  readonly orders: ReadonlyMap<string, FillReference>;
  readonly trades: ReadonlyMap<string, FillReference>;
}

/**
 * Writes many engine calls at once (group commit). Every record is reduced to its final state
 * within the batch, so a batch is one statement whatever its size: accounts, orders and open
 * positions are upserted (the rest of a position partly closed too), closed positions deleted,
 * and trades (a part closed included), rule decisions (and operators'
 * acts, recorded beside them), daily snapshots, swap charges and audit records inserted. A
 * fill's reference quote, when the write carries one, goes on its order or trade row.
 */
export async function persistBatch(
  db: Db,
  writes: readonly EngineWrite[] | ReducedBatch | null,
  guard?: SQL,
): Promise<void> {
  const reduced = Array.isArray(writes) ? reduceWrites(writes) : (writes as ReducedBatch | null);
  const statements = reduced ? batchStatements(reduced).map((build) => build()) : [];
  if (guard) statements.push(guard);
  if (statements.length === 0) return;
  // One statement, so one round trip and one commit: its parts are data-modifying CTEs, which
  // commit or fail together (foreign keys are checked at the end of the statement). A guard
  // (the last part) must return one row, or the statement fails (a division by zero) and
  // nothing of it is written.
  const parts = statements.map((w, i) => sql`${sql.raw(`w${i}`)} as (${w})`);
  const last = sql.raw(`w${statements.length - 1}`);
  await db.execute(
    guard
      ? sql`with ${sql.join(parts, sql`, `)} select 1 / (select count(*)::int from ${last})`
      : sql`with ${sql.join(parts, sql`, `)} select 1`,
  );
}

/** A guard that matched no row: the batch it guarded is not written. */
export class GuardRefused extends Error {}

/**
 * Writes a large reduced batch as persistBatch does (all or nothing, the guard last), but as one
 * transaction of statements of at most `rowsPerStatement` rows each, each built just before it
 * is sent, with an event-loop turn between them: a mass breach's 15,000 records are ~150 ms of
 * rows and serialisation, which would otherwise hold every order back at once. With
 * `restPerBusy` > 0, it rests that many times as long as each statement took (built, sent and
 * answered) before the next: the database and the event loop keep that share of their time for
 * others.
 */
export async function persistBatchInTurns(
  db: Db,
  reduced: ReducedBatch,
  guard: SQL,
  rowsPerStatement: number,
  restPerBusy = 0,
): Promise<InTurns> {
  const statements = batchStatements(reduced, rowsPerStatement);
  const turns: InTurns = { busyMs: [], restedMs: 0 };
  await db.transaction(async (tx) => {
    for (const build of statements) {
      const rest = (turns.busyMs.at(-1) ?? 0) * restPerBusy;
      const resting = performance.now();
      await new Promise((resolve) =>
        rest >= 1 ? setTimeout(resolve, rest) : setImmediate(resolve),
      );
      const started = performance.now();
      turns.restedMs += started - resting;
      await tx.execute(build());
      turns.busyMs.push(performance.now() - started);
    }
    const guarded = (await tx.execute(guard)) as unknown as { rows: unknown[] };
    if (guarded.rows.length !== 1) {
      throw new GuardRefused("the batch's guard matched no row: nothing of it is written");
    }
  });
  return turns;
}

/** How a batch written in turns spent its time (ms). */
export interface InTurns {
  /** Each statement's, from its build to its answer. */
  readonly busyMs: number[];
  /** The waits before them, together. */
  restedMs: number;
}

/** A batch reduced to what it leaves: each record's final state, and the rows it adds. */
export interface ReducedBatch {
  readonly accounts: ReadonlyMap<string, Account>;
  readonly orders: ReadonlyMap<string, Order>;
  /** null: closed (deleted). */
  readonly positions: ReadonlyMap<string, Position | null>;
  /** Records, made rows only when written (a mass breach's acknowledgement builds none). */
  readonly trades: readonly { trade: Trade; reference: FillReference | null }[];
  readonly decisions: readonly DecisionRecord[];
  readonly snapshots: readonly (typeof dailySnapshots.$inferInsert)[];
  readonly requests: readonly (typeof orderRequests.$inferInsert)[];
  readonly audit: readonly (typeof auditLog.$inferInsert)[];
  readonly api: readonly (typeof apiOrders.$inferInsert)[];
  readonly swaps: readonly (typeof swapCharges.$inferInsert)[];
  readonly orderReferences: ReadonlyMap<string, FillReference>;
  readonly copies: readonly CopyTradeRow[];
  readonly copyCloses: readonly CopyClose[];
}

/** Reduces writes to their final records and added rows; null when they change nothing. */
export function reduceWrites(writes: readonly EngineWrite[]): ReducedBatch | null {
  const reducer = new WriteReducer();
  for (const write of writes) reducer.add(write);
  return reducer.result();
}

/**
 * Reduces writes one at a time (`add`), so a mass breach's thousands of records can be reduced
 * in turns of the event loop; `result` is what reduceWrites answers for the writes added.
 */
export class WriteReducer {
  private readonly finalAccounts = new Map<string, Account>();
  private readonly finalOrders = new Map<string, Order>();
  private readonly finalPositions = new Map<string, Position | null>();
  private readonly trades: { trade: Trade; reference: FillReference | null }[] = [];
  private readonly decisions: DecisionRecord[] = [];
  private readonly snapshots: (typeof dailySnapshots.$inferInsert)[] = [];
  // By account and key: a key used again after its window, within one batch, keeps the last use
  // (one statement cannot upsert a row twice).
  private readonly requests = new Map<string, typeof orderRequests.$inferInsert>();
  private readonly audit: (typeof auditLog.$inferInsert)[] = [];
  private readonly api: (typeof apiOrders.$inferInsert)[] = [];
  private readonly swaps: (typeof swapCharges.$inferInsert)[] = [];
  private readonly orderReferences = new Map<string, FillReference>();
  private readonly copies: CopyTradeRow[] = [];
  private readonly copyCloses: CopyClose[] = [];

  add(write: EngineWrite): void {
    const { finalAccounts, finalOrders, finalPositions, trades, decisions, snapshots, swaps } =
      this;
    for (const a of write.created) finalAccounts.set(a.id, a);
    if (write.copyTrades) this.copies.push(...write.copyTrades);
    if (write.copyCloses) this.copyCloses.push(...write.copyCloses);
    for (const r of write.orderRequests ?? [])
      this.requests.set(`${r.accountId} ${r.clientOrderId}`, r);
    if (write.audit) this.audit.push(...write.audit);
    if (write.apiOrders) this.api.push(...write.apiOrders);
    const references = write.references;
    for (const event of write.events) {
      switch (event.type) {
        case "orderAccepted":
        case "orderModified":
        case "orderCancelled":
          finalOrders.set(event.order.id, event.order);
          break;
        case "orderFilled": {
          finalOrders.set(event.order.id, event.order);
          finalPositions.set(event.position.id, event.position);
          const reference = references?.orders.get(event.order.id);
          if (reference) this.orderReferences.set(event.order.id, reference);
          break;
        }
        case "positionModified":
          finalPositions.set(event.position.id, event.position);
          break;
        case "positionClosed":
          finalPositions.set(event.position.id, null);
          trades.push({
            trade: event.trade,
            reference: references?.trades.get(event.trade.id) ?? null,
          });
          break;
        case "positionPartiallyClosed":
          // The rest stays open (upserted); the part closed is a trade of its own.
          finalPositions.set(event.position.id, event.position);
          trades.push({
            trade: event.trade,
            reference: references?.trades.get(event.trade.id) ?? null,
          });
          break;
        case "swapCharged":
          for (const c of event.charges) swaps.push(swapChargeToRow(c));
          break;
        case "stopOut":
        case "accountFailed":
        case "accountPassed":
          decisions.push({
            accountId: event.type === "stopOut" ? event.accountId : event.account.id,
            rule: event.evidence.rule,
            evidence: event.evidence,
          });
          break;
        case "accountAct":
          decisions.push({
            accountId: event.account.id,
            rule: event.evidence.act,
            evidence: event.evidence,
          });
          break;
        case "accountClosed":
          // Its account row is written from the final records (no rule decision: a refund).
          break;
        case "dailyReset":
          for (const a of event.accounts) snapshots.push(snapshotToRow(event, a));
          break;
      }
    }
    for (const a of write.accounts) finalAccounts.set(a.id, a);
  }

  result(): ReducedBatch | null {
    if (
      this.finalAccounts.size +
        this.finalOrders.size +
        this.finalPositions.size +
        this.trades.length +
        this.decisions.length +
        this.requests.size +
        this.audit.length +
        this.snapshots.length +
        this.swaps.length +
        this.copies.length +
        this.copyCloses.length ===
      0
    ) {
      return null;
    }
    return {
      accounts: this.finalAccounts,
      orders: this.finalOrders,
      positions: this.finalPositions,
      trades: this.trades,
      decisions: this.decisions,
      snapshots: this.snapshots,
      requests: [...this.requests.values()],
      audit: this.audit,
      api: this.api,
      swaps: this.swaps,
      orderReferences: this.orderReferences,
      copies: this.copies,
      copyCloses: this.copyCloses,
    };
  }
}

/**
 * The statements that write a reduced batch, in an order that keeps every foreign key (accounts
 * before what belongs to them, orders before their keys), each built when called; a table's
 * rows in statements of at most `rowsPerStatement` (persistBatch runs them all as one).
 */
export function batchStatements(b: ReducedBatch, rowsPerStatement = Infinity): (() => SQL)[] {
  const { orderReferences, trades, decisions, snapshots, swaps, requests, audit, api, copies } = b;

  const open = [...b.positions.values()].filter((p): p is Position => p !== null);
  const closed = [...b.positions].filter(([, p]) => p === null).map(([id]) => id);
  const statements: (() => SQL)[] = [];
  const add = <T>(
    table: PgTable,
    records: readonly T[],
    toRow: (record: T) => object,
    conflict: "update" | "skip" | "fail",
  ) => {
    const size = Math.min(records.length, rowsPerStatement);
    for (let from = 0; from < records.length; from += size) {
      statements.push(() =>
        rowsInsert(table, records.slice(from, from + size).map(toRow), conflict),
      );
    }
  };
  const same = (row: object) => row;
  add(accounts, [...b.accounts.values()], accountToRow, "update");
  add(
    orders,
    [...b.orders.values()],
    (o) => orderToRow(o, orderReferences.get(o.id) ?? null),
    "update",
  );
  add(positions, open, positionToRow, "update");
  if (closed.length > 0) {
    statements.push(
      () =>
        sql`delete from ${positions} where ${positions.id} in (select (json_array_elements_text(${JSON.stringify(closed)}::json))::uuid)`,
    );
  }
  add(tradeHistories, trades, (t) => tradeToRow(t.trade, t.reference), "fail");
  add(ruleDecisions, decisions, (d) => decisionRow(d.accountId, d.rule, d.evidence), "fail");
  add(dailySnapshots, snapshots, same, "skip");
  // A rebuilt engine may record a rollover again (it catches up from the latest recorded one).
  add(swapCharges, swaps, same, "skip");
  // The desk refuses a key still in its window; a key reused after it points to the new order.
  add(orderRequests, requests, same, "update");
  add(auditLog, audit, same, "fail");
  add(apiOrders, api, same, "fail");
  // A copy placed and closed within the batch is inserted closed (in one statement the parts
  // share a snapshot: the update below would not see it).
  const closedAt = new Map(b.copyCloses.map((c) => [c.positionId, c.closedAt]));
  const inserted = copies.map((c) => {
    const closed = c.copyPositionId ? closedAt.get(c.copyPositionId) : undefined;
    if (closed) closedAt.delete(c.copyPositionId!);
    return { ...c, closedAt: closed ?? c.closedAt ?? null };
  });
  add(copyTrades, inserted, same, "fail");
  if (closedAt.size > 0) {
    const closes = [...closedAt].map(([positionId, at]) => ({ positionId, closedAt: at }));
    statements.push(
      () => sql`update ${copyTrades} set closed_at = r."closedAt"
      from json_to_recordset(${JSON.stringify(closes)}::json) as r("positionId" uuid, "closedAt" timestamptz)
      where ${copyTrades.copyPositionId} = r."positionId" and ${copyTrades.closedAt} is null`,
    );
  }
  return statements;
}
