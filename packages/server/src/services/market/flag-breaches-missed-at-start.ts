import { REVIEW_WINDOW_MS } from "@proparena/domain/market/outage-policy";
import type { RuleEvidence } from "@proparena/domain/rules/rule-evidence";
import { and, eq, gte } from "drizzle-orm";
import { ruleDecisions } from "../../db/schema";
import type { ServiceContext } from "../service-context";
import { flagBreaches } from "./flag-breaches";

/** How far back a starting leader looks for breaches left without their review check. */
const MISSED_WITHIN_MS = 60 * 60_000 + REVIEW_WINDOW_MS;

/** A starting leader: the breaches of the last hour or so a stopped process left unchecked. */
export async function flagBreachesMissedAtStart(ctx: ServiceContext): Promise<number> {
  const since = new Date(ctx.clock.now().getTime() - MISSED_WITHIN_MS);
  const rows = await ctx.db
    .select({
      id: ruleDecisions.id,
      accountId: ruleDecisions.accountId,
      time: ruleDecisions.time,
      evidence: ruleDecisions.evidence,
    })
    .from(ruleDecisions)
    .where(and(eq(ruleDecisions.outcome, "breach"), gte(ruleDecisions.time, since)));
  return flagBreaches(
    ctx.db,
    rows.map((r) => ({ ...r, evidence: r.evidence as RuleEvidence })),
  );
}
