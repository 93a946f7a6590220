import { and, desc, eq } from "drizzle-orm";
import type { DecisionsResponse, ReplayResponse } from "@proparena/contracts/metrics";
import { replayDecision } from "@proparena/domain/decision-replay";
import type { RuleEvidence } from "@proparena/domain/rule-evidence";
import type { AccountSummary } from "@proparena/domain/trading-engine";
import { ruleDecisions } from "../../db/schema";
import { notFound } from "../../lib/http-error";
import { isUuid } from "../../lib/is-uuid";
import { wireEvidence } from "../../trading/wire-views";
import type { ServiceContext } from "../service-context";
import { payoutsTakenBefore, snapshotsOf, tradesOf } from "./account-records";

/** GET /api/accounts/:id/decisions: every decision of the rules, newest first, as stored. */
export async function decisionsOf(
  ctx: ServiceContext,
  accountId: string,
): Promise<DecisionsResponse> {
  const rows = await ctx.db
    .select()
    .from(ruleDecisions)
    .where(eq(ruleDecisions.accountId, accountId))
    .orderBy(desc(ruleDecisions.time), desc(ruleDecisions.id));
  return {
    decisions: rows.map((r) => ({
      id: r.id,
      rule: r.rule as RuleEvidence["rule"],
      outcome: r.outcome as RuleEvidence["outcome"],
      time: r.time.toISOString(),
      evidence: wireEvidence(r.evidence as RuleEvidence),
    })),
  };
}

/** POST /api/accounts/:id/decisions/:decisionId/replay */
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
  const evidence = row.evidence as RuleEvidence;
  const [trades, snapshots, payouts] = await Promise.all([
    tradesOf(ctx, accountId),
    snapshotsOf(ctx.db, accountId),
    payoutsTakenBefore(ctx.db, accountId, evidence.time),
  ]);
  return replayDecision({
    account: summary.account,
    trades,
    openPositions: ctx.desk.openPositions(accountId),
    snapshots,
    evidence,
    timeZone: ctx.settings.resetTimeZone,
    adjustmentsBefore: -payouts,
  });
}
