import { and, desc, eq } from "drizzle-orm";
import { merchOrders, purchases } from "../../db/schema";
import { decodeCursor, olderThan, pageOf } from "../keyset-page";
import { merchOrderView } from "./merch-order-views";
import type { ServiceContext } from "../service-context";

/** The trader's merch orders, newest first. */
export async function listMyMerchOrders(
  { db }: ServiceContext,
  userId: string,
  limit: number,
  cursor?: string,
) {
  const rows = await db
    .select({ order: merchOrders, purchase: purchases })
    .from(merchOrders)
    .innerJoin(purchases, eq(purchases.id, merchOrders.id))
    .where(
      and(
        eq(merchOrders.userId, userId),
        olderThan(merchOrders.createdAt, merchOrders.id, decodeCursor(cursor)),
      ),
    )
    .orderBy(desc(merchOrders.createdAt), desc(merchOrders.id))
    .limit(limit + 1);
  return pageOf(
    rows,
    limit,
    (r) => ({ time: r.order.createdAt, id: r.order.id }),
    (r) => merchOrderView(r.order, r.purchase),
  );
}
