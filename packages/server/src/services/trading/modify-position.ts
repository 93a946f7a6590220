// Use case: move an open position's stop loss or take profit (PATCH .../positions/:positionId).
import type { StopsChange } from "@proparena/domain/engine/positions";
import type { ServiceContext } from "../service-context";

/**
 * 404 "Account not found" unless `userId` owns the account, "Position not found" unless open.
 * Answers the position valued at the current quote.
 */
export async function modifyPosition(
  ctx: Pick<ServiceContext, "desk">,
  userId: string,
  accountId: string,
  positionId: string,
  change: StopsChange,
) {
  ctx.desk.checkAccess({ id: userId }, accountId);
  return ctx.desk.modifyPosition(accountId, positionId, change);
}
