// Use case: stop one of the follower's copyings (POST /api/copy-subscriptions/:id/stop).
import type { CopySubscription } from "@proparena/contracts/social";
import { eq } from "drizzle-orm";
import { copySubscriptions } from "../../db/schema";
import type { ServiceContext } from "../service-context";
import { copySubscriptionView, ownSubscription } from "./copy-views";
import { closeOpenCopies, stopSubscriptions } from "./stop-copies";

/**
 * Stops a copying (no new copies from now on) and, when asked, closes its copies still open at
 * the current quotes. Stopping a stopped one changes nothing but may still close its copies.
 */
export async function stopCopy(
  ctx: ServiceContext,
  userId: string,
  id: string,
  body: { closePositions: boolean },
): Promise<CopySubscription> {
  await ownSubscription(ctx.db, userId, id);
  await stopSubscriptions(ctx, eq(copySubscriptions.id, id), "follower");
  if (body.closePositions) await closeOpenCopies(ctx, [id]);
  return copySubscriptionView(ctx.db, userId, id);
}
