import type { Account } from "@proparena/domain/account";
import type { EngineEvent } from "@proparena/domain/engine-events";
import type { Order } from "@proparena/domain/orders";
import type { Position } from "@proparena/domain/positions";
import { getTableColumns, getTableName, inArray, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../db/database";
import {
  accounts,
  dailySnapshots,
  orders,
  positions,
  ruleDecisions,
  tradeHistories,
} from "../db/schema";
import { accountToRow, orderToRow, positionToRow, tradeToRow } from "./record-mappers";

/** What one engine call changed, plus any account it opened (a pass opens the next phase). */
export interface EngineWrite {
  readonly events: readonly EngineEvent[];
  /** The final record of every account the call touched. */
  readonly accounts: readonly Account[];
  readonly created: readonly Account[];
}

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
const CHUNK = 1_000;

function chunks<T>(rows: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += CHUNK) out.push(rows.slice(i, i + CHUNK));
  return out;
}

/**
 * A multi-row upsert sent as one JSON parameter (json_populate_recordset): the database
 * parses the rows, so a batch of any size costs the server one small statement to build.
 */
async function upsert(tx: Tx, table: PgTable, rows: object[]) {
  if (rows.length === 0) return;
  const columns = Object.entries(getTableColumns(table));
  const json = rows.map((row) =>
    Object.fromEntries(
      columns.map(([key, column]) => [column.name, (row as Record<string, unknown>)[key] ?? null]),
    ),
  );
  const name = getTableName(table);
  const updates = columns
    .filter(([, column]) => !column.primary)
    .map(([, column]) => `"${column.name}" = excluded."${column.name}"`)
    .join(", ");
  await tx.execute(
    sql`insert into ${sql.identifier(name)} select * from json_populate_recordset(null::${sql.identifier(name)}, ${JSON.stringify(json)}::json) on conflict (id) do update set ${sql.raw(updates)}`,
  );
}

/**
 * Writes many engine calls in one transaction (group commit). Every record is reduced to its
 * final state within the batch, so a batch costs a handful of multi-row statements whatever
 * its size: accounts, orders and open positions are upserted, closed positions deleted, and
 * trades, rule decisions and daily snapshots inserted.
 */
export async function persistBatch(db: Db, writes: readonly EngineWrite[]): Promise<void> {
  const finalAccounts = new Map<string, Account>();
  const finalOrders = new Map<string, Order>();
  const finalPositions = new Map<string, Position | null>();
  const trades: ReturnType<typeof tradeToRow>[] = [];
  const decisions: (typeof ruleDecisions.$inferInsert)[] = [];
  const snapshots: (typeof dailySnapshots.$inferInsert)[] = [];

  for (const write of writes) {
    for (const a of write.created) finalAccounts.set(a.id, a);
    for (const event of write.events) {
      switch (event.type) {
        case "orderAccepted":
        case "orderModified":
        case "orderCancelled":
          finalOrders.set(event.order.id, event.order);
          break;
        case "orderFilled":
          finalOrders.set(event.order.id, event.order);
          finalPositions.set(event.position.id, event.position);
          break;
        case "positionModified":
          finalPositions.set(event.position.id, event.position);
          break;
        case "positionClosed":
          finalPositions.set(event.position.id, null);
          trades.push(tradeToRow(event.trade));
          break;
        case "stopOut":
        case "accountFailed":
        case "accountPassed":
          decisions.push({
            accountId: event.type === "stopOut" ? event.accountId : event.account.id,
            rule: event.evidence.rule,
            outcome: event.evidence.outcome,
            evidence: event.evidence,
            time: new Date(event.evidence.time),
          });
          break;
        case "dailyReset":
          for (const a of event.accounts) {
            snapshots.push({
              accountId: a.accountId,
              dayKey: event.dayKey,
              time: new Date(event.time),
              balanceCents: a.balance,
              equityCents: a.equity,
              highestEodBalanceCents: a.highestEodBalance,
            });
          }
          break;
      }
    }
    for (const a of write.accounts) finalAccounts.set(a.id, a);
  }
  if (
    finalAccounts.size +
      finalOrders.size +
      finalPositions.size +
      trades.length +
      decisions.length +
      snapshots.length ===
    0
  ) {
    return;
  }

  const open = [...finalPositions.values()].filter((p): p is Position => p !== null);
  const closed = [...finalPositions].filter(([, p]) => p === null).map(([id]) => id);
  await db.transaction(async (tx) => {
    await upsert(tx, accounts, [...finalAccounts.values()].map(accountToRow));
    await upsert(tx, orders, [...finalOrders.values()].map(orderToRow));
    await upsert(tx, positions, open.map(positionToRow));
    for (const part of chunks(closed))
      await tx.delete(positions).where(inArray(positions.id, part));
    for (const part of chunks(trades)) await tx.insert(tradeHistories).values(part);
    for (const part of chunks(decisions)) await tx.insert(ruleDecisions).values(part);
    for (const part of chunks(snapshots))
      await tx.insert(dailySnapshots).values(part).onConflictDoNothing();
  });
}
