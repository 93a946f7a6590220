// Use case: what one of the follower's copyings did with each source fill
// (GET /api/copy-subscriptions/:id/trades).
import { desc, eq } from "drizzle-orm";
import { copyTrades } from "../../db/schema";
import type { ServiceContext } from "../service-context";
import { copyTradeView, ownSubscription } from "./copy-views";

/** The copy trades a list shows at most (newest first). */
const TRADES_SHOWN = 200;

export async function listCopyTrades(ctx: ServiceContext, userId: string, id: string) {
  await ownSubscription(ctx.db, userId, id);
  const rows = await ctx.db
    .select()
    .from(copyTrades)
    .where(eq(copyTrades.subscriptionId, id))
    .orderBy(desc(copyTrades.sourceFilledAt), desc(copyTrades.id))
    .limit(TRADES_SHOWN);
  return { trades: rows.map(copyTradeView) };
}
