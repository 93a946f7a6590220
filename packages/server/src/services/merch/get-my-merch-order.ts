import type { MerchOrder } from "@proparena/contracts/merch";
import { notFound } from "../../lib/http-error";
import { isUuid } from "../../lib/is-uuid";
import { merchOrderView } from "./merch-order-views";
import { orderWithPayment } from "./merch-order-rows";
import type { ServiceContext } from "../service-context";

/** One of the trader's orders; someone else's is 404, like one that does not exist. */
export async function getMyMerchOrder(
  { db }: ServiceContext,
  userId: string,
  id: string,
): Promise<MerchOrder> {
  const row = isUuid(id) ? await orderWithPayment(db, userId, id) : undefined;
  if (!row) throw notFound("Order not found");
  return merchOrderView(row.order, row.purchase);
}
