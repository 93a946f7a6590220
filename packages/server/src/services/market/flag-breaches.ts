import { outageReview, REVIEW_WINDOW_MS } from "@proparena/domain/market/outage-policy";
import type { RuleEvidence } from "@proparena/domain/rules/rule-evidence";
import { and, gte, inArray, lte } from "drizzle-orm";
import type { Db } from "../../db/database";
import { decisionReviews, tradeHistories } from "../../db/schema";
import { incidentsAround } from "../../market/market-incidents";

export interface BreachRow {
  id: string;
  accountId: string;
  time: Date;
  evidence: RuleEvidence;
}

/**
 * Flags for review the breaches among `breaches` decided during a price outage, or within the
 * review window after it, on a symbol the account traded (the domain's `outageReview`): a
 * position the breach valued, or a trade closed since the outage began. One row per decision
 * (`decision_reviews`); a decision already flagged is left as it is. Answers how many it flagged.
 */
export async function flagBreaches(db: Db, breaches: readonly BreachRow[]): Promise<number> {
  if (breaches.length === 0) return 0;
  const times = breaches.map((b) => b.time.getTime());
  const from = Math.min(...times);
  const to = Math.max(...times);
  // Every incident that may touch one of them: begun by the last, not over before the first.
  const incidents = await incidentsAround(db, to, REVIEW_WINDOW_MS + (to - from));
  if (incidents.length === 0) return 0;
  const since = Math.min(...incidents.map((i) => i.startedAt));
  const traded = await db
    .selectDistinct({ accountId: tradeHistories.accountId, symbol: tradeHistories.symbol })
    .from(tradeHistories)
    .where(
      and(
        inArray(
          tradeHistories.accountId,
          breaches.map((b) => b.accountId),
        ),
        gte(tradeHistories.closeTime, new Date(since)),
        lte(tradeHistories.closeTime, new Date(to)),
      ),
    );
  const rows = breaches.flatMap((b) => {
    const symbols = new Set(b.evidence.positions.map((p) => p.symbol));
    for (const t of traded) if (t.accountId === b.accountId) symbols.add(t.symbol);
    const review = outageReview(b.time.getTime(), symbols, incidents);
    return review
      ? [
          {
            decisionId: b.id,
            accountId: b.accountId,
            incidentId: review.incidentId,
            reason: review.reason,
          },
        ]
      : [];
  });
  if (rows.length === 0) return 0;
  const flagged = await db
    .insert(decisionReviews)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: decisionReviews.decisionId });
  return flagged.length;
}
