// Use case: the follower's copyings, newest first (GET /api/copy-subscriptions).
import type { ServiceContext } from "../service-context";
import { copySubscriptionViews } from "./copy-views";

export async function listCopies(ctx: ServiceContext, userId: string) {
  return { subscriptions: await copySubscriptionViews(ctx.db, userId) };
}
