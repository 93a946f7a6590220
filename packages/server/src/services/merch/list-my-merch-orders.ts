import { eq } from "drizzle-orm";
import { merchOrders, purchases } from "../../db/schema";
import { newestFirstPage } from "../keyset-page";
import { merchOrderView } from "./merch-order-views";
import type { ServiceContext } from "../service-context";

/** The trader's merch orders, newest first. */
export async function listMyMerchOrders(
  { db }: ServiceContext,
  userId: string,
  limit: number,
  cursor?: string,
) {
  return newestFirstPage(
    db
      .select({ order: merchOrders, purchase: purchases })
      .from(merchOrders)
      .innerJoin(purchases, eq(purchases.id, merchOrders.id))
      .$dynamic(),
    [merchOrders.createdAt, merchOrders.id],
    eq(merchOrders.userId, userId),
    { cursor, limit },
    (r) => ({ time: r.order.createdAt, id: r.order.id }),
    (r) => merchOrderView(r.order, r.purchase),
  );
}
