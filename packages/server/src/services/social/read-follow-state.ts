// Use case: the viewer's relation to a trader (GET /api/openbook/:publicId/me), and the state
// the follow and unfollow use cases answer.
import type { FollowState } from "@proparena/contracts/social";
import { and, eq } from "drizzle-orm";
import { follows, users } from "../../db/schema";
import type { ServiceContext } from "../service-context";
import { findPublicTrader } from "./public-traders";

export async function stateOf(ctx: ServiceContext, viewerId: string, traderId: string) {
  const [row] = await ctx.db
    .select({ emailNotices: follows.emailNotices })
    .from(follows)
    .where(and(eq(follows.followerId, viewerId), eq(follows.traderId, traderId)));
  return {
    following: row !== undefined,
    emailNotices: row?.emailNotices ?? false,
    self: viewerId === traderId,
  } satisfies FollowState;
}

/**
 * The viewer's relation to a trader: following or not, and `self` on their own page (which
 * answers even before they have a public book). 404 for an unknown or private trader.
 */
export async function followState(
  ctx: ServiceContext,
  viewerId: string,
  publicId: string,
): Promise<FollowState> {
  const [me] = await ctx.db
    .select({ publicId: users.publicId })
    .from(users)
    .where(eq(users.id, viewerId));
  if (me?.publicId === publicId) return { following: false, emailNotices: false, self: true };
  const { userId } = await findPublicTrader(ctx.db, publicId);
  return stateOf(ctx, viewerId, userId);
}
