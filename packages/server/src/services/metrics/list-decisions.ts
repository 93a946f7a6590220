import { desc, eq } from "drizzle-orm";
import type {
  ActDecision,
  DecisionReviewStatus,
  DecisionsResponse,
} from "@proparena/contracts/metrics";
import type { AccountActEvidence, AccountFigures } from "@proparena/domain/engine/account-acts";
import type { RuleEvidence } from "@proparena/domain/rules/rule-evidence";
import { decisionReviews, ruleDecisions } from "../../db/schema";
import { wireEvidence } from "../../trading/wire-views";
import type { ServiceContext } from "../service-context";
import { isAct } from "./decision-acts";

const wireFigures = (f: AccountFigures) => ({
  status: f.status,
  startingBalanceCents: f.startingBalance,
  balanceCents: f.balance,
  equityCents: f.equity,
  dayStartBalanceCents: f.dayStartBalance,
  highestEodBalanceCents: f.highestEodBalance,
  openPositions: f.openPositions,
});

function wireAct(id: string, time: Date, e: AccountActEvidence): ActDecision {
  return {
    id,
    rule: e.act,
    outcome: e.outcome,
    time: time.toISOString(),
    act: {
      reason: e.reason,
      amountCents: e.amount,
      startingBalanceChangeCents: e.startingBalanceChange,
      before: wireFigures(e.before),
      after: wireFigures(e.after),
      restoredFrom: e.restoredFrom === null ? null : new Date(e.restoredFrom).toISOString(),
      message: e.message,
    },
  };
}

/**
 * GET /api/accounts/:id/decisions: every decision of the rules and every act on the account
 * (an operator's, with the reason; a scaling step), newest first, as stored.
 */
export async function decisionsOf(
  ctx: ServiceContext,
  accountId: string,
): Promise<DecisionsResponse> {
  const rows = await ctx.db
    .select({ decision: ruleDecisions, review: decisionReviews })
    .from(ruleDecisions)
    .leftJoin(decisionReviews, eq(decisionReviews.decisionId, ruleDecisions.id))
    .where(eq(ruleDecisions.accountId, accountId))
    .orderBy(desc(ruleDecisions.time), desc(ruleDecisions.id));
  return {
    decisions: rows.map(({ decision: r, review }) =>
      isAct(r.outcome)
        ? wireAct(r.id, r.time, r.evidence as AccountActEvidence)
        : {
            id: r.id,
            rule: r.rule as RuleEvidence["rule"],
            outcome: r.outcome as RuleEvidence["outcome"],
            time: r.time.toISOString(),
            evidence: wireEvidence(r.evidence as RuleEvidence),
            review: review
              ? {
                  status: review.status as DecisionReviewStatus,
                  reason: review.reason,
                  incidentId: review.incidentId,
                  flaggedAt: review.createdAt.toISOString(),
                  reviewedAt: review.reviewedAt?.toISOString() ?? null,
                  note: review.note,
                }
              : null,
          },
    ),
  };
}
