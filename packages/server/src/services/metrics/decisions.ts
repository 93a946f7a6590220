import { and, asc, desc, eq, inArray } from "drizzle-orm";
import type {
  ActDecision,
  DecisionReviewStatus,
  DecisionsResponse,
  ReplayResponse,
} from "@proparena/contracts/metrics";
import type { AccountActEvidence, AccountFigures } from "@proparena/domain/engine/account-acts";
import { replayAct, replayDecision, type ActRecord } from "@proparena/domain/rules/decision-replay";
import type { RuleEvidence } from "@proparena/domain/rules/rule-evidence";
import type { AccountSummary } from "@proparena/domain/engine/trading-engine";
import type { Db } from "../../db/database";
import { decisionReviews, ruleDecisions } from "../../db/schema";
import { notFound } from "../../lib/http-error";
import { isUuid } from "../../lib/is-uuid";
import { restorePointOf } from "@proparena/domain/engine/operator-acts";
import { endingDecision } from "../../trading/ending-decision";
import { wireEvidence } from "../../trading/wire-views";
import type { ServiceContext } from "../service-context";
import { payoutsTakenBefore, snapshotsOf, tradesOf } from "./account-records";

/** Outcomes of the acts recorded beside the rules' decisions (account-acts.ts). */
const ACT_OUTCOMES = ["admin", "scaling"];
const isAct = (outcome: string) => ACT_OUTCOMES.includes(outcome);

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

/** Every act recorded on the account, oldest first. */
async function actsOf(db: Db, accountId: string): Promise<ActRecord[]> {
  const rows = await db
    .select({ evidence: ruleDecisions.evidence })
    .from(ruleDecisions)
    .where(
      and(eq(ruleDecisions.accountId, accountId), inArray(ruleDecisions.outcome, ACT_OUTCOMES)),
    )
    .orderBy(asc(ruleDecisions.time), asc(ruleDecisions.id));
  return rows.map((r) => r.evidence as AccountActEvidence);
}

/**
 * POST /api/accounts/:id/decisions/:decisionId/replay: a rule's decision recomputed from the
 * records (trades, snapshots, payouts, acts, the stored tick), or an act replayed: the balance
 * before and after it, and the rules at the figures it left.
 */
export async function replayStoredDecision(
  ctx: ServiceContext,
  summary: AccountSummary,
  decisionId: string,
): Promise<ReplayResponse> {
  const accountId = summary.account.id;
  if (!isUuid(decisionId)) throw notFound("Decision not found");
  const [row] = await ctx.db
    .select()
    .from(ruleDecisions)
    .where(and(eq(ruleDecisions.id, decisionId), eq(ruleDecisions.accountId, accountId)));
  if (!row) throw notFound("Decision not found");
  const evidence = row.evidence as RuleEvidence | AccountActEvidence;
  const [trades, snapshots, payouts, acts] = await Promise.all([
    tradesOf(ctx, accountId),
    snapshotsOf(ctx.db, accountId),
    payoutsTakenBefore(ctx.db, accountId, evidence.time),
    actsOf(ctx.db, accountId),
  ]);
  const openPositions = ctx.desk.openPositions(accountId);
  if (isAct(row.outcome)) {
    const act = evidence as AccountActEvidence;
    return replayAct({
      account: summary.account,
      trades,
      openPositions,
      act,
      acts,
      adjustmentsBefore: -payouts,
      restoredBalance:
        act.restoredFrom === null
          ? null
          : await restoredBalance(ctx.db, accountId, act.restoredFrom),
    });
  }
  return replayDecision({
    account: summary.account,
    trades,
    openPositions,
    snapshots,
    evidence: evidence as RuleEvidence,
    timeZone: ctx.settings.resetTimeZone,
    adjustmentsBefore: -payouts,
    acts,
  });
}

/** The balance recorded by the decision a reinstatement restored (made at `time`). */
async function restoredBalance(db: Db, accountId: string, time: number): Promise<number | null> {
  const ending = await endingDecision(db, accountId, time);
  return ending ? restorePointOf(ending).balance : null;
}
