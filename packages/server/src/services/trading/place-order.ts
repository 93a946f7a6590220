// Use case: place an order on one of the trader's own accounts (POST /api/accounts/:id/orders).
import type { OrderRequest } from "@proparena/domain/engine/orders";
import type { OrderOrigin, PlacedOrder } from "../../trading/desk/trading-desk";
import { withinSelfLimits } from "../arena-tools/self-limits";
import type { ServiceContext } from "../service-context";

/**
 * Places an order for `userId` on `accountId`: 404 "Account not found" unless the account is
 * theirs, 422 when the limits the trader set on themselves refuse it (arena-tools/self-limits).
 * With a `clientOrderId` a resend answers the first order as `replayed`, and the same key with
 * another order is a 422 (the desk's order keys). An order placed with an API key is recorded
 * as an API order (`origin.apiKeyId`), with the order, in the same write.
 */
export async function placeOrder(
  ctx: Pick<ServiceContext, "desk" | "db" | "clock" | "settings">,
  userId: string,
  accountId: string,
  request: OrderRequest & { clientOrderId?: string },
  origin: OrderOrigin = {},
): Promise<PlacedOrder> {
  ctx.desk.checkAccess({ id: userId }, accountId);
  return withinSelfLimits(
    ctx,
    userId,
    { accountId, ...(request.clientOrderId ? { clientOrderId: request.clientOrderId } : {}) },
    () => ctx.desk.placeOrder(accountId, request, origin),
  );
}
