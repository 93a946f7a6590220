// Use case: close an open position at the current quote (POST .../positions/:positionId/close).
import type { ServiceContext } from "../service-context";

/**
 * 404 "Account not found" unless `userId` owns the account, "Position not found" unless open.
 * Answers the trade and the account's figures after it.
 */
export async function closePosition(
  ctx: Pick<ServiceContext, "desk">,
  userId: string,
  accountId: string,
  positionId: string,
) {
  ctx.desk.checkAccess({ id: userId }, accountId);
  return ctx.desk.closePosition(accountId, positionId);
}
