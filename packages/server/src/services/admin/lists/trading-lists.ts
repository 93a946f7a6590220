import type { AdminListRow } from "@proparena/contracts/admin-lists";
import { eq, or, sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { accounts, orders, positions, tradeHistories, users } from "../../../db/schema";
import { isUuid } from "../../../lib/is-uuid";
import { idEquals, startsWith, type ListDefinition } from "./list-engine";

/** The owner columns every trading row shows. */
const owner = { userId: accounts.userId, userEmail: users.email };

/** Search a trading record by its id, its account's id, or its owner's e-mail. */
function tradingSearch(id: PgColumn, accountId: PgColumn) {
  return (term: string): SQL | undefined =>
    isUuid(term)
      ? or(eq(id, term), eq(accountId, term))
      : sql`lower(${users.email}) like ${startsWith(term)}`;
}

/** The columns every trading row starts with: the record, its account and owner, the instrument. */
const leading = (table: typeof orders | typeof positions | typeof tradeHistories) => ({
  id: table.id,
  accountId: table.accountId,
  ...owner,
  symbol: table.symbol,
  side: table.side,
  volume: table.volume,
});

const common = (table: { accountId: PgColumn; symbol: PgColumn; side: PgColumn }) => ({
  side: (v: string) => eq(table.side, v),
  symbol: (v: string) => eq(table.symbol, v.toUpperCase()),
  accountId: (v: string) => idEquals(table.accountId, v),
  userId: (v: string) => idEquals(accounts.userId, v),
});

/** A list row: each column's value, the owner's columns as text. */
type RowOf<C, T extends { $inferSelect: object }> = {
  [K in keyof C]: K extends keyof T["$inferSelect"] ? T["$inferSelect"][K] : string;
};

/** How a trading list reads a page: its columns, with the owning account and user joined. */
function readWithOwner<R extends { id: string }>(
  table: typeof orders | typeof positions | typeof tradeHistories,
  columns: Record<string, PgColumn>,
): ListDefinition<R, unknown>["read"] {
  return (db, where, orderBy, limit, sortValue) =>
    db
      .select({ ...columns, sortValue })
      .from(table)
      .innerJoin(accounts, eq(accounts.id, table.accountId))
      .innerJoin(users, eq(users.id, accounts.userId))
      .where(where)
      .orderBy(...orderBy)
      .limit(limit) as Promise<(R & { sortValue: unknown })[]>;
}

const orderColumns = {
  ...leading(orders),
  type: orders.type,
  price: orders.price,
  fillPrice: orders.fillPrice,
  status: orders.status,
  createdAt: orders.createdAt,
};
type OrderRow = RowOf<typeof orderColumns, typeof orders>;

export const ordersList: ListDefinition<OrderRow, AdminListRow<"orders">> = {
  name: "orders",
  id: orders.id,
  sorts: { createdAt: { column: orders.createdAt, kind: "time" } },
  filters: {
    ...common(orders),
    status: (v) => eq(orders.status, v),
    type: (v) => eq(orders.type, v),
  },
  search: tradingSearch(orders.id, orders.accountId),
  read: readWithOwner<OrderRow>(orders, orderColumns),
  view: (o) => ({ ...o, createdAt: o.createdAt.toISOString() }),
};

const positionColumns = {
  ...leading(positions),
  openPrice: positions.openPrice,
  openTime: positions.openTime,
  stopLoss: positions.stopLoss,
  takeProfit: positions.takeProfit,
};
type PositionRow = RowOf<typeof positionColumns, typeof positions>;

export const positionsList: ListDefinition<PositionRow, AdminListRow<"positions">> = {
  name: "positions",
  id: positions.id,
  sorts: { openTime: { column: positions.openTime, kind: "time" } },
  filters: common(positions),
  search: tradingSearch(positions.id, positions.accountId),
  read: readWithOwner<PositionRow>(positions, positionColumns),
  view: (p) => ({ ...p, openTime: p.openTime.toISOString() }),
};

const tradeColumns = {
  ...leading(tradeHistories),
  openPrice: tradeHistories.openPrice,
  closePrice: tradeHistories.closePrice,
  openTime: tradeHistories.openTime,
  closeTime: tradeHistories.closeTime,
  pnlCents: tradeHistories.pnlCents,
  reason: tradeHistories.reason,
};
type TradeRow = RowOf<typeof tradeColumns, typeof tradeHistories>;

export const tradesList: ListDefinition<TradeRow, AdminListRow<"tradehistory">> = {
  name: "tradehistory",
  id: tradeHistories.id,
  sorts: {
    closeTime: { column: tradeHistories.closeTime, kind: "time" },
    pnl: { column: tradeHistories.pnlCents, kind: "number" },
  },
  filters: { ...common(tradeHistories), reason: (v) => eq(tradeHistories.reason, v) },
  search: tradingSearch(tradeHistories.id, tradeHistories.accountId),
  read: readWithOwner<TradeRow>(tradeHistories, tradeColumns),
  view: (t) => ({
    ...t,
    openTime: t.openTime.toISOString(),
    closeTime: t.closeTime.toISOString(),
  }),
};
