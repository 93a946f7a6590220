// Use case: follow a public trader (PUT /api/openbook/:publicId/follow).
import type { FollowState } from "@proparena/contracts/social";
import { ERROR_CODES } from "@proparena/contracts/error-codes";
import { follows } from "../../db/schema";
import { HttpError } from "../../lib/http-error";
import type { ServiceContext } from "../service-context";
import { findPublicTrader } from "./public-traders";
import { stateOf } from "./read-follow-state";

/**
 * Follows a public trader (again: changes the e-mail choice). 404 for an unknown or private
 * trader; 422 OWN_BOOK for oneself.
 */
export async function followTrader(
  ctx: ServiceContext,
  viewerId: string,
  publicId: string,
  body: { emailNotices: boolean },
): Promise<FollowState> {
  const { userId } = await findPublicTrader(ctx.db, publicId);
  if (userId === viewerId) {
    throw new HttpError(ERROR_CODES.ownBook, "You cannot follow yourself.");
  }
  await ctx.db
    .insert(follows)
    .values({ followerId: viewerId, traderId: userId, emailNotices: body.emailNotices })
    .onConflictDoUpdate({
      target: [follows.followerId, follows.traderId],
      set: { emailNotices: body.emailNotices },
    });
  return stateOf(ctx, viewerId, userId);
}
