import type { RuleId } from "@proparena/domain/rules/rule-evidence";
import { getPhase } from "@proparena/domain/rules/phases";
import { accountName, phaseName } from "./account-names";
import { sql, type SQL } from "drizzle-orm";
import type { ServiceContext } from "../service-context";
import type { NoticeInput } from "./notify";
import { announceNotices, recordNotices } from "./notify";

/** A rule decision that ended a phase (a breach or a pass), as a notice needs it. */
interface DecisionRow {
  id: string;
  account_id: string;
  user_id: string;
  rule: RuleId;
  outcome: "breach" | "pass";
  message: string;
  plan: string;
  phase: string;
  /** The account the pass opened (the next phase, or the funded account), if any. */
  next_id: string | null;
}

const RULES: Record<RuleId, string> = {
  dailyLoss: "daily loss limit",
  maxLoss: "max loss limit",
  stopOut: "stop-out",
  profitTarget: "profit target",
  timeLimit: "time limit",
};

/** The notice of one decision: the rule, what follows, and the link to its evidence. */
export function decisionNotice(d: DecisionRow): NoticeInput {
  const link = `/dashboard/metrics/${d.user_id}/${d.account_id}#decision-${d.id}`;
  const base = {
    userId: d.user_id,
    eventKey: `decision:${d.id}`,
    link,
    accountId: d.account_id,
  };
  if (d.outcome === "breach") {
    return {
      ...base,
      kind: "breach",
      title: `Your ${accountName(d.plan, d.phase)} account failed: ${RULES[d.rule]}`,
      body: `${d.message} The account is closed: its open positions were closed at the quote that breached the rule. The evidence (the rule, the floor, the equity, the tick and the positions) is on the account's page.`,
    };
  }
  const next = getPhase(d.phase)?.next;
  const follows =
    next === "funded"
      ? d.next_id
        ? "Your funded account is open."
        : "Next: your identity verified (KYC) and the trader agreement signed. Your funded account opens as soon as both are done."
      : d.next_id && next
        ? `Your ${phaseName(next)} account is open: choose it in the arena's account switcher.`
        : "";
  return {
    ...base,
    kind: "phase-passed",
    title: `You passed ${phaseName(d.phase)} of your ${d.plan === "BETA" ? "Beta" : d.plan} challenge`,
    body: [d.message, follows].filter(Boolean).join(" "),
  };
}

/** The breach and pass decisions `where` selects, with their account and what the pass opened. */
async function decisionsWhere(ctx: ServiceContext, join: SQL, where: SQL): Promise<DecisionRow[]> {
  const result = await ctx.db.execute(sql`
    select d.id, d.account_id, a.user_id, d.rule, d.outcome, d.evidence->>'message' as message,
      a.plan, a.phase, nxt.id as next_id
    from rule_decisions d
    ${join}
    join accounts a on a.id = d.account_id
    left join accounts nxt on nxt.previous_account_id = d.account_id
    where d.outcome in ('breach', 'pass') and ${where}`);
  return (result as unknown as { rows: DecisionRow[] }).rows;
}

/** A decision the desk announced: its account, time and outcome (the stored row's key). */
export interface DecisionKey {
  accountId: string;
  /** The evidence's time (ms). */
  time: number;
  outcome: string;
}

/** Records and announces the notices of these decisions (those not yet notified). */
export async function noticeDecisions(ctx: ServiceContext, keys: readonly DecisionKey[]) {
  if (keys.length === 0) return 0;
  const rows = keys.map((k) => ({
    accountId: k.accountId,
    time: new Date(k.time).toISOString(),
    outcome: k.outcome,
  }));
  const decisions = await decisionsWhere(
    ctx,
    sql`join json_to_recordset(${JSON.stringify(rows)}::json) as k("accountId" uuid, "time" timestamptz, "outcome" text)
      on d.account_id = k."accountId" and d.time = k."time" and d.outcome = k."outcome"`,
    sql`true`,
  );
  const recorded = await recordNotices(ctx.db, ctx, decisions.map(decisionNotice));
  announceNotices(ctx, recorded);
  return recorded.created.length;
}

/**
 * The breach and pass decisions of the last `withinMs` without a notice (a process stopped
 * between the desk's write and the notice's): a starting leader records them. Those already
 * notified are left alone, so a restart sends nothing twice.
 */
export async function noticeMissedDecisions(ctx: ServiceContext, withinMs: number) {
  const since = new Date(ctx.clock.now().getTime() - withinMs).toISOString();
  const decisions = await decisionsWhere(
    ctx,
    sql``,
    sql`d.time >= ${since}::timestamptz
      and not exists (select 1 from notices n where n.event_key = 'decision:' || d.id::text)`,
  );
  const recorded = await recordNotices(ctx.db, ctx, decisions.map(decisionNotice));
  announceNotices(ctx, recorded);
  return recorded.created.length;
}
