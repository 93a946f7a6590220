// The decision that ended an account, as stored: what a reinstatement restores.
import type { AccountActEvidence } from "@proparena/domain/engine/account-acts";
import type { RuleEvidence } from "@proparena/domain/rules/rule-evidence";
import { and, asc, eq, notInArray } from "drizzle-orm";
import type { Db } from "../db/database";
import { ruleDecisions } from "../db/schema";

/**
 * The record made at an account's end (`endedAt`): a rule's breach or pass, or an operator's
 * fail or pass; never a stop-out or a scaling step, which end nothing. Null when none was kept
 * (an account an operator failed before acts were recorded).
 */
export async function endingDecision(
  db: Db,
  accountId: string,
  endedAt: number,
): Promise<RuleEvidence | AccountActEvidence | null> {
  const [row] = await db
    .select({ evidence: ruleDecisions.evidence })
    .from(ruleDecisions)
    .where(
      and(
        eq(ruleDecisions.accountId, accountId),
        eq(ruleDecisions.time, new Date(endedAt)),
        notInArray(ruleDecisions.outcome, ["stopOut", "scaling"]),
      ),
    )
    .orderBy(asc(ruleDecisions.id))
    .limit(1);
  return (row?.evidence as RuleEvidence | AccountActEvidence | undefined) ?? null;
}
