import { and, eq } from "drizzle-orm";
import { apiOrders, orders } from "../../db/schema";
import { orderFromRow } from "../../trading/record-mappers";
import { wireOrder } from "../../trading/wire-views";
import { newestFirstPage } from "../keyset-page";
import type { ServiceContext } from "../service-context";

export async function listOrders(
  { db }: ServiceContext,
  accountId: string,
  limit: number,
  cursor?: string,
  status?: "pending" | "filled" | "cancelled",
) {
  return newestFirstPage(
    db
      .select({ order: orders, api: apiOrders.orderId })
      .from(orders)
      .leftJoin(apiOrders, eq(apiOrders.orderId, orders.id))
      .$dynamic(),
    [orders.createdAt, orders.id],
    and(eq(orders.accountId, accountId), status ? eq(orders.status, status) : undefined),
    { cursor, limit },
    (r) => ({ time: r.order.createdAt, id: r.order.id }),
    (r) => ({ ...wireOrder(orderFromRow(r.order)), api: r.api !== null }),
  );
}
