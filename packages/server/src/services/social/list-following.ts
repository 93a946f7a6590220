// Use case: the traders the viewer follows (GET /api/social/following).
import { desc, eq } from "drizzle-orm";
import { follows, users } from "../../db/schema";
import type { ServiceContext } from "../service-context";
import { publicTraderView, traderColumns } from "./public-traders";

/** Newest follow first, each with its e-mail choice. */
export async function listFollowing(ctx: ServiceContext, viewerId: string) {
  const rows = await ctx.db
    .select({ ...traderColumns, emailNotices: follows.emailNotices, since: follows.createdAt })
    .from(follows)
    .innerJoin(users, eq(users.id, follows.traderId))
    .where(eq(follows.followerId, viewerId))
    .orderBy(desc(follows.createdAt));
  return {
    traders: rows.map((r) => ({
      trader: publicTraderView(r),
      emailNotices: r.emailNotices,
      since: r.since.toISOString(),
    })),
  };
}
