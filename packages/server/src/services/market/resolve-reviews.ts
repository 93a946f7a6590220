import type { DecisionReviewStatus } from "@proparena/contracts/metrics";
import { and, eq } from "drizzle-orm";
import type { Db, Tx } from "../../db/database";
import { decisionReviews } from "../../db/schema";

/**
 * Closes an account's pending reviews: `upheld` (the breach stands) or `reinstated` (the account
 * was reinstated), by `adminId` with the operator's reason. Answers how many it closed.
 */
export async function resolveReviews(
  db: Db | Tx,
  accountId: string,
  status: Exclude<DecisionReviewStatus, "pending">,
  adminId: string,
  note: string,
  now: Date,
): Promise<number> {
  const done = await db
    .update(decisionReviews)
    .set({ status, reviewedBy: adminId, reviewedAt: now, note })
    .where(and(eq(decisionReviews.accountId, accountId), eq(decisionReviews.status, "pending")))
    .returning({ id: decisionReviews.decisionId });
  return done.length;
}
