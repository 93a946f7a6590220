// Use case: close an open position at the current quote, all of it or part of it
// (POST .../positions/:positionId/close with an optional {volume}).
import type { ServiceContext } from "../service-context";

/**
 * 404 "Account not found" unless `userId` owns the account, "Position not found" unless open.
 * Without a volume the position closes; with one, that many lots close (a partial close: the
 * rest stays open under the position's id). Answers the trade and the account's figures after it.
 */
export async function closePosition(
  ctx: Pick<ServiceContext, "desk">,
  userId: string,
  accountId: string,
  positionId: string,
  volume?: number,
) {
  ctx.desk.checkAccess({ id: userId }, accountId);
  if (volume === undefined) return ctx.desk.closePosition(accountId, positionId);
  return ctx.desk.closePositionPart(accountId, positionId, volume);
}
