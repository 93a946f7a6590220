// Use case: cancel a pending order (DELETE /api/accounts/:id/orders/:orderId).
import type { ServiceContext } from "../service-context";

/** 404 "Account not found" unless `userId` owns the account, "Order not found" unless pending. */
export async function cancelOrder(
  ctx: Pick<ServiceContext, "desk">,
  userId: string,
  accountId: string,
  orderId: string,
) {
  ctx.desk.checkAccess({ id: userId }, accountId);
  return ctx.desk.cancelOrder(accountId, orderId);
}
