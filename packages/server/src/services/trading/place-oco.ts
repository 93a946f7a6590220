// Use case: place two limit or stop orders as a one-cancels-other pair
// (POST /api/accounts/:id/orders/oco).
import type { OrderRequest } from "@proparena/domain/engine/orders";
import type { ServiceContext } from "../service-context";

/**
 * 404 "Account not found" unless `userId` owns the account. Both orders are placed or neither
 * (the engine's code and sentence for the one refused). Answers both orders and the account.
 */
export async function placeOcoPair(
  ctx: Pick<ServiceContext, "desk">,
  userId: string,
  accountId: string,
  body: { readonly orders: readonly [OrderRequest, OrderRequest] },
) {
  ctx.desk.checkAccess({ id: userId }, accountId);
  const [first, second] = body.orders;
  return ctx.desk.placeOcoPair(accountId, first, second);
}
