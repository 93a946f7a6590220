import { INTEGRITY_KIND_LABELS, type IntegrityKind } from "@proparena/contracts/integrity";
import {
  RULE_LABELS,
  type PublicRegisterKind,
  type PublicRegisterResponse,
  type publicRegisterQuerySchema,
  type RegisterWeek,
} from "@proparena/contracts/openbook";
import { addWeeks, weekBounds, weekKeyOf } from "@proparena/domain/core/weeks";
import type { RuleEvidence } from "@proparena/domain/rules/rule-evidence";
import { sql, type SQL } from "drizzle-orm";
import type { z } from "zod";
import { integrityFlags } from "../../db/schema";
import { wireEvidence } from "../../trading/wire-views";
import { decidedPublicly, flagPseudonym } from "../integrity/read-register";
import { signalSecret } from "../integrity/signal-hash";
import { decodeCursor, pageOf } from "../keyset-page";
import type { ServiceContext } from "../service-context";
import { openbookPhase } from "./book-views";
import { publishedEvidenceHash } from "./published-evidence";

/** The weeks the register totals. */
export const REGISTER_WEEKS = 12;

interface EntryRow {
  kind: PublicRegisterKind;
  id: string;
  time: string | Date;
  account_id: string | null;
  user_id: string | null;
  rule: string;
  evidence: RuleEvidence | null;
  evidence_hash: string | null;
  plan: string | null;
  phase: string | null;
}

const rowsOf = <R>(result: unknown) => (result as { rows: R[] }).rows;

/**
 * GET /api/openbook/register: every breach (the rules' decisions), every withheld payout and
 * every account closed (the integrity register's decisions), newest first in keyset pages, each
 * under its account's pseudonym with its rule or detector and its evidence hash; and the totals
 * of the last 12 weeks.
 */
export async function readPublicRegister(
  ctx: ServiceContext,
  query: z.output<typeof publicRegisterQuerySchema>,
): Promise<PublicRegisterResponse> {
  const after = decodeCursor(query.cursor);
  const before = (time: SQL, id: SQL) =>
    after
      ? sql`and (${time}, ${id}) < (${after.time.toISOString()}::timestamptz, ${after.id}::uuid)`
      : sql``;
  const breaches = sql`
    select 'breach' as kind, d.id, d.time, d.account_id, null::uuid as user_id, d.rule,
      d.evidence, null as evidence_hash, a.plan, a.phase
    from rule_decisions d join accounts a on a.id = d.account_id
    where d.outcome = 'breach' ${before(sql`d.time`, sql`d.id`)}`;
  const integrity = sql`
    select ${integrityFlags.decisionOutcome} as kind, ${integrityFlags.id} as id,
      ${integrityFlags.decidedAt} as time, ${integrityFlags.accountId} as account_id,
      ${integrityFlags.userId} as user_id, ${integrityFlags.kind} as rule, null::jsonb,
      ${integrityFlags.evidenceHash}, a.plan, a.phase
    from ${integrityFlags} left join accounts a on a.id = ${integrityFlags.accountId}
    where ${decidedPublicly}
      ${query.kind ? sql`and ${integrityFlags.decisionOutcome} = ${query.kind}` : sql``}
      ${before(sql`${integrityFlags.decidedAt}`, sql`${integrityFlags.id}`)}`;
  const union =
    query.kind === "breach"
      ? breaches
      : query.kind
        ? integrity
        : sql`${breaches} union all ${integrity}`;
  const rows = rowsOf<EntryRow>(
    await ctx.db.execute(
      sql`select * from (${union}) r order by r.time desc, r.id desc limit ${query.limit + 1}`,
    ),
  );
  const secret = await signalSecret(ctx.db);
  const page = pageOf(
    rows,
    query.limit,
    (r) => ({ time: new Date(r.time), id: r.id }),
    (r) => {
      const evidence = r.evidence ? wireEvidence(r.evidence) : null;
      return {
        kind: r.kind,
        account: flagPseudonym(secret, r.account_id, r.user_id!),
        phase: r.plan && r.phase ? openbookPhase(r.plan, r.phase) : null,
        rule: r.rule,
        ruleLabel: evidence
          ? (RULE_LABELS[evidence.rule] ?? r.rule)
          : (INTEGRITY_KIND_LABELS[r.rule as IntegrityKind] ?? r.rule),
        time: new Date(r.time).toISOString(),
        evidenceHash: evidence ? publishedEvidenceHash(evidence) : r.evidence_hash!,
        quote: evidence?.quote ?? null,
      };
    },
  );
  return { entries: page.items, nextCursor: page.nextCursor, weeks: await registerWeeks(ctx) };
}

/** The last 12 weeks' totals, newest first (weeks of the reset time zone, as payout weeks). */
async function registerWeeks(ctx: ServiceContext): Promise<RegisterWeek[]> {
  const tz = ctx.settings.resetTimeZone;
  const newest = weekKeyOf(ctx.clock.now().getTime(), tz);
  const keys = Array.from({ length: REGISTER_WEEKS }, (_, i) => addWeeks(newest, -i));
  const oldest = keys.at(-1)!;
  const since = new Date(weekBounds(oldest, tz).start).toISOString();
  const week = (time: SQL) =>
    sql`to_char(date_trunc('week', ${time} at time zone ${tz}), 'YYYY-MM-DD')`;
  const [breaches, paid, withheld, closed] = await Promise.all([
    ctx.db.execute(sql`
      select ${week(sql`time`)} as week, rule, count(*)::int as n from rule_decisions
      where outcome = 'breach' and time >= ${since}::timestamptz group by 1, 2`),
    ctx.db.execute(sql`
      select c.week_key as week, count(*)::int as n, sum(c.amount_cents)::bigint as cents
      from payout_credits c
      where c.week_key >= ${oldest} and c.amount_cents > 0
        and not exists (select 1 from integrity_payout_holds h
          where h.credit_id = c.id and h.status <> 'released')
      group by 1`),
    ctx.db.execute(sql`
      select ${week(sql`ended_at`)} as week, count(*)::int as n,
        sum(amount_cents)::bigint as cents
      from integrity_payout_holds
      where status = 'withheld' and ended_at >= ${since}::timestamptz group by 1`),
    ctx.db.execute(sql`
      select ${week(sql`${integrityFlags.decidedAt}`)} as week, count(*)::int as n
      from ${integrityFlags}
      where ${integrityFlags.decisionOutcome} = 'account-closed'
        and ${integrityFlags.decidedAt} >= ${since}::timestamptz group by 1`),
  ]);
  type Counted = { week: string; n: number; cents?: string | number; rule?: string };
  const weeks = new Map<string, RegisterWeek>(
    keys.map((weekKey) => [
      weekKey,
      {
        weekKey,
        breaches: 0,
        breachesByRule: {},
        payoutsPaid: 0,
        payoutsPaidCents: 0,
        payoutsWithheld: 0,
        payoutsWithheldCents: 0,
        accountsClosed: 0,
      },
    ]),
  );
  for (const r of rowsOf<Counted>(breaches)) {
    const w = weeks.get(r.week);
    if (!w) continue;
    w.breaches += r.n;
    w.breachesByRule[r.rule!] = (w.breachesByRule[r.rule!] ?? 0) + r.n;
  }
  for (const r of rowsOf<Counted>(paid)) {
    const w = weeks.get(r.week);
    if (w) Object.assign(w, { payoutsPaid: r.n, payoutsPaidCents: Number(r.cents ?? 0) });
  }
  for (const r of rowsOf<Counted>(withheld)) {
    const w = weeks.get(r.week);
    if (w) Object.assign(w, { payoutsWithheld: r.n, payoutsWithheldCents: Number(r.cents ?? 0) });
  }
  for (const r of rowsOf<Counted>(closed)) {
    const w = weeks.get(r.week);
    if (w) w.accountsClosed = r.n;
  }
  return [...weeks.values()];
}
