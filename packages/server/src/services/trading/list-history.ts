import { and, desc, eq, lt, or } from "drizzle-orm";
import type { Db } from "../../db/database";
import { orders, tradeHistories } from "../../db/schema";
import { badRequest } from "../../lib/http-error";
import { orderFromRow, tradeFromRow } from "../../trading/record-mappers";
import { wireOrder, wireTrade } from "../../trading/wire-views";

// Keyset pagination, newest first: the cursor is the last row's time and id.
function encodeCursor(time: Date, id: string): string {
  return Buffer.from(`${time.toISOString()}|${id}`).toString("base64url");
}

function decodeCursor(cursor: string | undefined): { time: Date; id: string } | null {
  if (!cursor) return null;
  const [iso, id] = Buffer.from(cursor, "base64url").toString().split("|");
  const time = new Date(iso ?? "");
  if (!id || Number.isNaN(time.getTime())) throw badRequest("The page cursor is not valid");
  return { time, id };
}

export async function listOrders(
  db: Db,
  accountId: string,
  limit: number,
  cursor?: string,
  status?: "pending" | "filled" | "cancelled",
) {
  const after = decodeCursor(cursor);
  const rows = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.accountId, accountId),
        status ? eq(orders.status, status) : undefined,
        after
          ? or(
              lt(orders.createdAt, after.time),
              and(eq(orders.createdAt, after.time), lt(orders.id, after.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map((r) => wireOrder(orderFromRow(r))),
    nextCursor: rows.length > limit && last ? encodeCursor(last.createdAt, last.id) : null,
  };
}

export async function listTrades(db: Db, accountId: string, limit: number, cursor?: string) {
  const after = decodeCursor(cursor);
  const rows = await db
    .select()
    .from(tradeHistories)
    .where(
      and(
        eq(tradeHistories.accountId, accountId),
        after
          ? or(
              lt(tradeHistories.closeTime, after.time),
              and(eq(tradeHistories.closeTime, after.time), lt(tradeHistories.id, after.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(tradeHistories.closeTime), desc(tradeHistories.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map((r) => wireTrade(tradeFromRow(r))),
    nextCursor: rows.length > limit && last ? encodeCursor(last.closeTime, last.id) : null,
  };
}
