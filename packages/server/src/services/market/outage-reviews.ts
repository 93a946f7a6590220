import type { DecisionReviewStatus } from "@proparena/contracts/metrics";
import { outageReview, REVIEW_WINDOW_MS } from "@proparena/domain/market/outage-policy";
import type { RuleEvidence } from "@proparena/domain/rules/rule-evidence";
import { and, eq, gte, inArray, lte, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/database";
import { decisionReviews, ruleDecisions, tradeHistories } from "../../db/schema";
import { incidentsAround } from "../../market/market-incidents";
import type { TradingDesk } from "../../trading/desk/trading-desk";
import { queueDeskDecisions, type DecisionQueue } from "../desk-decision-queue";
import type { DecisionKey } from "../notices/decision-notices";
import type { ServiceContext } from "../service-context";

/** How far back a starting leader looks for breaches left without their review check. */
const MISSED_WITHIN_MS = 60 * 60_000 + REVIEW_WINDOW_MS;

interface BreachRow {
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

/** The stored breaches behind the desk's announced keys. */
async function breachesOf(db: Db, keys: readonly DecisionKey[]): Promise<BreachRow[]> {
  if (keys.length === 0) return [];
  const rows = keys.map((k) => ({ accountId: k.accountId, time: new Date(k.time).toISOString() }));
  const result = await db.execute(sql`
    select d.id, d.account_id as "accountId", d.time, d.evidence
    from rule_decisions d
    join json_to_recordset(${JSON.stringify(rows)}::json) as k("accountId" uuid, "time" timestamptz)
      on d.account_id = k."accountId" and d.time = k."time"
    where d.outcome = 'breach'`);
  return (result as unknown as { rows: BreachRow[] }).rows.map((r) => ({
    ...r,
    time: new Date(r.time),
  }));
}

/** `idle()` resolves when every breach announced so far has been checked (tests, shutdown). */
export type OutageReviews = DecisionQueue;

/**
 * On the leader: every breach the desk announces (once durable) is checked against the
 * incidents, off the tick's path. `beforeCheck` brings the incidents up to date first (the feed
 * monitor's sweep): a breach at the first fresh price after an outage sees that outage as it is.
 */
export function attachOutageReviews(
  ctx: ServiceContext,
  desk: TradingDesk,
  beforeCheck: () => Promise<void>,
  onError: (error: unknown) => void,
): OutageReviews {
  return queueDeskDecisions(
    desk,
    (event) =>
      event.type === "accountFailed" && event.evidence.outcome === "breach"
        ? { accountId: event.account.id, time: event.evidence.time, outcome: "breach" }
        : null,
    async (chunk) => {
      try {
        await beforeCheck();
        await flagBreaches(ctx.db, await breachesOf(ctx.db, chunk));
      } catch (error) {
        onError(error);
      }
    },
  );
}

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
