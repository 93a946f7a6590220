import { and, asc, eq, inArray } from "drizzle-orm";
import type { ReplayResponse } from "@proparena/contracts/metrics";
import type { AccountActEvidence } from "@proparena/domain/engine/account-acts";
import { replayAct, replayDecision, type ActRecord } from "@proparena/domain/rules/decision-replay";
import type { RuleEvidence } from "@proparena/domain/rules/rule-evidence";
import type { AccountSummary } from "@proparena/domain/engine/trading-engine";
import type { Db } from "../../db/database";
import { ruleDecisions } from "../../db/schema";
import { notFound } from "../../lib/http-error";
import { isUuid } from "../../lib/is-uuid";
import { restorePointOf } from "@proparena/domain/engine/operator-acts";
import { endingDecision } from "../../trading/ending-decision";
import type { ServiceContext } from "../service-context";
import { payoutsTakenBefore, snapshotsOf, tradesOf } from "./account-records";
import { ACT_OUTCOMES, isAct } from "./decision-acts";

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
