import { and, desc, eq } from "drizzle-orm";
import { orders } from "../../db/schema";
import { orderFromRow } from "../../trading/record-mappers";
import { wireOrder } from "../../trading/wire-views";
import { decodeCursor, olderThan, pageOf } from "../keyset-page";
import type { ServiceContext } from "../service-context";

export async function listOrders(
  { db }: ServiceContext,
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
        olderThan(orders.createdAt, orders.id, after),
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit + 1);
  return pageOf(
    rows,
    limit,
    (r) => ({ time: r.createdAt, id: r.id }),
    (r) => wireOrder(orderFromRow(r)),
  );
}
