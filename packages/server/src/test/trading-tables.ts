// The trading tables as plain data, for tests that compare what two ways of writing them left
// (the journal's materialiser, a restore's replay, one write per engine command), and copies
// of tables between test databases.
import { sql } from "drizzle-orm";
import type { Db } from "../db/database";

/**
 * Each trading table's rows, in a stable order, as JSON (the same on PGlite and PostgreSQL):
 * a rule decision without its id, which the database gives it.
 */
const TRADING_TABLES = {
  accounts: "select * from accounts order by id",
  orders: "select * from orders order by id",
  positions: "select * from positions order by id",
  trade_histories: "select * from trade_histories order by id",
  rule_decisions:
    "select account_id, rule, outcome, evidence, time from rule_decisions order by account_id, time, rule, outcome, evidence::text",
  daily_snapshots: "select * from daily_snapshots order by account_id, day_key",
  swap_charges: "select * from swap_charges order by position_id, time",
} as const;

export type TradingTables = Record<keyof typeof TRADING_TABLES, unknown[]>;

/** The idempotency keys of placed orders: rows an entry carries beside its commands. */
export function orderKeyRows(db: Db): Promise<unknown[]> {
  return rowsOf(db, "select * from order_requests order by account_id, client_order_id");
}

async function rowsOf(db: Db, query: string): Promise<unknown[]> {
  const result = await db.execute(
    sql.raw(`select coalesce(jsonb_agg(to_jsonb(t)), '[]'::jsonb) as rows from (${query}) t`),
  );
  const [row] = (result as unknown as { rows: { rows: unknown[] | string }[] }).rows;
  const rows = row!.rows;
  // jsonb_agg keeps the subquery's order; node-postgres and PGlite both parse jsonb.
  return typeof rows === "string" ? (JSON.parse(rows) as unknown[]) : rows;
}

/** Every trading table's rows, sorted by a stable key. */
export async function tradingTables(db: Db): Promise<TradingTables> {
  const out = {} as TradingTables;
  for (const [name, query] of Object.entries(TRADING_TABLES)) {
    out[name as keyof TradingTables] = await rowsOf(db, query);
  }
  return out;
}

/**
 * The tables a desk writes, parents first: what `copyTables` copies and `clearTables` empties.
 * Not the audit log, which is append-only (a trigger refuses even TRUNCATE), nor the users
 * who own the accounts: a test gives each run users of its own, in every database.
 */
export const DESK_TABLES = [
  "accounts",
  "orders",
  "positions",
  "trade_histories",
  "rule_decisions",
  "daily_snapshots",
  "swap_charges",
  "order_requests",
  "desk_checkpoint",
  "desk_journal",
  "desk_snapshot",
] as const;

/**
 * Copies the rows of `tables` (parents first) from one database to another, as they are, those
 * `where` selects; `renamed` names a table the source holds under another name for now.
 */
export async function copyTables(
  from: Db,
  to: Db,
  tables: readonly string[],
  where = "true",
  renamed: Readonly<Record<string, string>> = {},
): Promise<void> {
  for (const table of tables) {
    const rows = await rowsOf(from, `select * from ${renamed[table] ?? table} where ${where}`);
    if (rows.length === 0) continue;
    await to.execute(
      sql`insert into ${sql.identifier(table)} select * from json_populate_recordset(null::${sql.identifier(table)}, ${JSON.stringify(rows)}::json)`,
    );
  }
}

/** Empties every table a desk writes (a test's next run starts from nothing). */
export async function clearTables(db: Db): Promise<void> {
  await db.execute(sql.raw(`truncate ${DESK_TABLES.join(", ")} cascade`));
}
