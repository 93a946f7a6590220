// Use case: change a pending order's price, volume or stops (PATCH .../orders/:orderId).
import type { OrderChange } from "@proparena/domain/engine/orders";
import type { ServiceContext } from "../service-context";

/** 404 "Account not found" unless `userId` owns the account, "Order not found" unless pending. */
export async function modifyOrder(
  ctx: Pick<ServiceContext, "desk">,
  userId: string,
  accountId: string,
  orderId: string,
  change: OrderChange,
) {
  ctx.desk.checkAccess({ id: userId }, accountId);
  return ctx.desk.modifyOrder(accountId, orderId, change);
}
