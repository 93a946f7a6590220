import { randomUUID } from "node:crypto";
import { createAccount, type Account } from "@proparena/domain/engine/account";
import { getInstrument, roundToTick } from "@proparena/domain/market/instruments";
import { requiredMargin } from "@proparena/domain/engine/margin";
import type { Side } from "@proparena/domain/engine/orders";
import type { Position } from "@proparena/domain/engine/positions";
import { Random } from "@proparena/domain/core/random";
import type { Db } from "@proparena/server/db/database";
import { getTableColumns, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { accounts, positions, users } from "@proparena/server/db/schema";
import { systemClock } from "@proparena/server/lib/clock";
import { createSession } from "@proparena/server/services/auth/sessions";
import { accountToRow, positionToRow } from "@proparena/server/trading/record-mappers";

// Rows written straight to a database before the server boots, ten thousand to a statement
// (100,000 accounts with their users and positions take seconds, not minutes).

const CHUNK = 10_000;

/**
 * Inserts rows (the table's insert shape; every row with the same keys) in statements of
 * CHUNK rows that pass one array per column: `insert ... select * from unnest($1::uuid[], ...)`.
 * Far cheaper than multi-row VALUES lists, whose parameters cap a statement at a few thousand
 * rows and cost the client a placeholder each.
 */
async function bulkInsert<T extends PgTable>(db: Db, table: T, rows: T["$inferInsert"][]) {
  if (rows.length === 0) return;
  const first = rows[0] as Record<string, unknown>;
  const present = Object.keys(first).filter((k) => first[k] !== undefined);
  const columns = Object.entries(getTableColumns(table)).filter(([key]) => present.includes(key));
  for (let i = 0; i < rows.length; i += CHUNK) {
    const chunk = rows.slice(i, i + CHUNK) as Record<string, unknown>[];
    const arrays = columns.map(([key, column]) => {
      const values = chunk.map((r) => (r[key] == null ? null : column.mapToDriverValue(r[key])));
      return sql`${sql.param(values)}::${sql.raw(column.getSQLType())}[]`;
    });
    const names = columns.map(([, column]) => sql.identifier(column.name));
    await db.execute(
      sql`insert into ${table} (${sql.join(names, sql`, `)}) select * from unnest(${sql.join(arrays, sql`, `)})`,
    );
  }
}

/** `count` verified users with ids made here (no round trip for them); returns the ids. */
export async function insertUsers(db: Db, count: number, tag: string): Promise<string[]> {
  const ids = Array.from({ length: count }, () => randomUUID());
  const verified = new Date();
  await bulkInsert(
    db,
    users,
    ids.map((id, i) => ({
      id,
      email: `${tag}${i}@bench.local`,
      name: `Bench ${tag} ${i}`,
      passwordHash: "x",
      emailVerifiedAt: verified,
    })),
  );
  return ids;
}

/** A Beta account (the $1,000,000 free plan), optionally with changed figures. */
export function betaAccount(ownerId: string, now: number, change: Partial<Account> = {}): Account {
  const account = createAccount({
    id: randomUUID(),
    planId: "BETA",
    phase: "phase1",
    ownerId,
    time: now,
  });
  if (!account.ok) throw new Error(account.reason);
  return { ...account.value, ...change };
}

/** An open position of a USD-quoted symbol (crypto), with the margin a fill would hold. */
export function openPosition(
  account: Account,
  symbol: string,
  side: Side,
  volume: number,
  openPrice: number,
  now: number,
): Position {
  const instrument = getInstrument(symbol)!;
  const price = roundToTick(openPrice, instrument);
  return {
    id: randomUUID(),
    accountId: account.id,
    orderId: randomUUID(),
    symbol,
    side,
    volume,
    openPrice: price,
    openTime: now,
    stopLoss: null,
    takeProfit: null,
    margin: requiredMargin(instrument, volume, price, 1, account.leverage),
    commission: 0,
    swapPerNight: 0,
  };
}

export async function insertBook(db: Db, book: { accounts: Account[]; positions: Position[] }) {
  await bulkInsert(db, accounts, book.accounts.map(accountToRow));
  await bulkInsert(db, positions, book.positions.map(positionToRow));
}

/** A session token for each user (what signing in gives), created a few at a time. */
export async function sessionsFor(db: Db, userIds: string[]): Promise<string[]> {
  const tokens: string[] = [];
  for (let i = 0; i < userIds.length; i += 50) {
    const chunk = userIds.slice(i, i + 50);
    tokens.push(...(await Promise.all(chunk.map((id) => createSession(db, systemClock, id, 24)))));
  }
  return tokens;
}

/** `count` users with one Beta account each, holding the positions `positionsOf` gives it. */
export async function insertHolders(
  db: Db,
  count: number,
  tag: string,
  now: number,
  positionsOf: (account: Account) => Position[] = () => [],
): Promise<{ userIds: string[]; accounts: Account[] }> {
  const userIds = await insertUsers(db, count, tag);
  const book = { accounts: [] as Account[], positions: [] as Position[] };
  for (const userId of userIds) {
    const account = betaAccount(userId, now);
    book.accounts.push(account);
    book.positions.push(...positionsOf(account));
  }
  await insertBook(db, book);
  return { userIds, accounts: book.accounts };
}

/** Traders with a Beta account and a session each: the order load's senders. */
export async function insertTraders(db: Db, count: number, now: number, tag = "trader") {
  const { userIds, accounts } = await insertHolders(db, count, tag, now);
  const tokens = await sessionsFor(db, userIds);
  return accounts.map((a, i) => ({ token: tokens[i]!, accountId: a.id, userId: userIds[i]! }));
}

/**
 * The crowd that loads the risk engine: `count` Beta accounts, one user each; 70% hold a
 * small BTCUSD position and 20% a small ETHUSD one (long or short, opened within 0.5% of the
 * current mid), 10% are flat. Small volumes: no quote a benchmark publishes breaches them.
 */
export async function insertCrowd(
  db: Db,
  count: number,
  mids: Record<string, number>,
  now: number,
): Promise<void> {
  const rnd = new Random("bench-crowd");
  await insertHolders(db, count, "crowd", now, (account) => {
    const pick = rnd.next();
    if (pick >= 0.9) return [];
    const symbol = pick < 0.7 ? "BTCUSD" : "ETHUSD";
    const side: Side = rnd.next() < 0.5 ? "buy" : "sell";
    const price = mids[symbol]! * (1 + (rnd.next() - 0.5) / 100);
    return [openPosition(account, symbol, side, rnd.int(1, 5) / 100, price, now)];
  });
}
