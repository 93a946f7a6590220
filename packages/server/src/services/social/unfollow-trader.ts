// Use case: stop following a trader (DELETE /api/openbook/:publicId/follow).
import type { FollowState } from "@proparena/contracts/social";
import { and, eq } from "drizzle-orm";
import { follows, users } from "../../db/schema";
import { notFound } from "../../lib/http-error";
import type { ServiceContext } from "../service-context";
import { findPublicTrader } from "./public-traders";
import { stateOf } from "./read-follow-state";

/**
 * Stops following. A trader followed before they stopped being public can still be unfollowed;
 * otherwise an unknown or private trader is 404, as everywhere.
 */
export async function unfollowTrader(
  ctx: ServiceContext,
  viewerId: string,
  publicId: string,
): Promise<FollowState> {
  const [trader] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.publicId, publicId));
  if (!trader) throw notFound("Trader not found");
  const deleted = await ctx.db
    .delete(follows)
    .where(and(eq(follows.followerId, viewerId), eq(follows.traderId, trader.id)))
    .returning({ id: follows.traderId });
  if (deleted.length === 0) await findPublicTrader(ctx.db, publicId);
  return stateOf(ctx, viewerId, trader.id);
}
