// Use case: move an open position's stop loss, take profit or trailing stop
// (PATCH .../positions/:positionId).
import type { ModifyPositionBody } from "@proparena/contracts/trading";
import { trailingDistanceOfPips } from "@proparena/domain/engine/trailing-stops";
import { getInstrument } from "@proparena/domain/market/instruments";
import { notFound } from "../../lib/http-error";
import type { ServiceContext } from "../service-context";

/**
 * 404 "Account not found" unless `userId` owns the account, "Position not found" unless open.
 * A trailing stop given in pips (points for the rest) becomes its distance in price with the
 * instrument's pip size. Answers the position valued at the current quote.
 */
export async function modifyPosition(
  ctx: Pick<ServiceContext, "desk">,
  userId: string,
  accountId: string,
  positionId: string,
  change: ModifyPositionBody,
) {
  ctx.desk.checkAccess({ id: userId }, accountId);
  const { trailingPips, ...rest } = change;
  if (trailingPips === undefined) return ctx.desk.modifyPosition(accountId, positionId, rest);
  const position = ctx.desk.openPositions(accountId).find((p) => p.id === positionId);
  const instrument = position && getInstrument(position.symbol);
  if (!instrument) throw notFound("Position not found");
  return ctx.desk.modifyPosition(accountId, positionId, {
    ...rest,
    trailingDistance:
      trailingPips === null ? null : trailingDistanceOfPips(trailingPips, instrument),
  });
}
