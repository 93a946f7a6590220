import type { AdminDashboard } from "@proparena/contracts/admin-dashboard";
import { and, count, desc, eq, gte, inArray, isNotNull, sql } from "drizzle-orm";
import {
  accounts,
  jobRuns,
  kycSubmissions,
  payoutRequests,
  purchases,
  supportTickets,
  users,
} from "../../db/schema";
import { JOBS } from "../../jobs/all-jobs";
import { ledgerSums } from "../ledger/book-entries";
import type { ServiceContext } from "../service-context";

/** The calendar days (YYYY-MM-DD in `timeZone`) from `days - 1` days ago to today. */
function lastDays(now: Date, days: number, timeZone: string): string[] {
  const format = new Intl.DateTimeFormat("en-CA", { timeZone });
  const out: string[] = [];
  for (let i = days - 1; i >= 0; i--) out.push(format.format(now.getTime() - i * 86_400_000));
  return [...new Set(out)];
}

/** The business at a glance (spec §2 /admin/dashboard), every figure read from the database. */
export async function adminDashboard(
  ctx: ServiceContext,
  days: number,
  instance: { startedAt: number },
): Promise<AdminDashboard> {
  const now = ctx.clock.now();
  const zone = ctx.settings.resetTimeZone;
  const since = new Date(now.getTime() - days * 86_400_000);
  const day = (column: typeof users.createdAt) =>
    sql<string>`to_char(${column} at time zone ${sql.raw(`'${zone.replace(/'/g, "")}'`)}, 'YYYY-MM-DD')`;

  const [
    [userTotals],
    signupRows,
    revenueRows,
    active,
    outcomes,
    ledger,
    [kyc],
    [payouts],
    [tickets],
    runs,
  ] = await Promise.all([
    ctx.db
      .select({
        total: count(),
        verified: sql<number>`count(${users.emailVerifiedAt})::int`,
        suspended: sql<number>`count(${users.suspendedAt})::int`,
      })
      .from(users),
    ctx.db
      .select({ day: day(users.createdAt), n: count() })
      .from(users)
      .where(gte(users.createdAt, since))
      .groupBy(sql`1`),
    ctx.db
      .select({
        day: day(purchases.paidAt as unknown as typeof users.createdAt),
        planId: purchases.planId,
        n: count(),
        amount: sql<string>`sum(${purchases.amountCents})`,
      })
      .from(purchases)
      .where(
        and(
          eq(purchases.status, "paid"),
          // Challenge sales; merch orders are not challenge revenue.
          eq(purchases.product, "challenge"),
          isNotNull(purchases.paidAt),
          gte(purchases.paidAt, since),
        ),
      )
      .groupBy(sql`1`, purchases.planId),
    ctx.db
      .select({ phase: accounts.phase, n: count() })
      .from(accounts)
      .where(eq(accounts.status, "active"))
      .groupBy(accounts.phase),
    ctx.db
      .select({ phase: accounts.phase, status: accounts.status, n: count() })
      .from(accounts)
      .where(and(inArray(accounts.status, ["passed", "failed"]), gte(accounts.endedAt, since)))
      .groupBy(accounts.phase, accounts.status),
    ledgerSums(ctx.db),
    ctx.db
      .select({ n: count() })
      .from(kycSubmissions)
      .where(eq(kycSubmissions.status, "submitted")),
    ctx.db
      .select({ n: count() })
      .from(payoutRequests)
      .where(inArray(payoutRequests.status, ["pending", "approved"])),
    ctx.db.select({ n: count() }).from(supportTickets).where(eq(supportTickets.status, "open")),
    Promise.all(
      JOBS.map((job) =>
        ctx.db
          .select({ status: jobRuns.status, finishedAt: jobRuns.finishedAt })
          .from(jobRuns)
          .where(eq(jobRuns.job, job.name))
          .orderBy(desc(jobRuns.finishedAt))
          .limit(1)
          .then(([run]) => ({ name: job.name, run })),
      ),
    ),
  ]);

  const signupsByDay = new Map(signupRows.map((r) => [r.day, r.n]));
  const revenue = revenueRows
    .map((r) => ({
      day: r.day,
      planId: r.planId ?? "",
      purchases: r.n,
      amountCents: Number(r.amount),
    }))
    .sort((a, b) => a.day.localeCompare(b.day) || a.planId.localeCompare(b.planId));
  const phases = [...new Set(outcomes.map((o) => o.phase))].sort();
  const pools = [...ledger.byAccount]
    .filter(
      ([name]) =>
        name.endsWith("_pool") || ["payout_budget", "jackpot_cumulative", "cash"].includes(name),
    )
    .map(([account, sum]) => ({ account, balanceCents: account === "cash" ? sum : -sum }))
    .sort((a, b) => a.account.localeCompare(b.account));
  let accountsInEngine: number | null = null;
  if (ctx.cluster.leads) accountsInEngine = ctx.desk.stats.accounts;
  return {
    generatedAt: now.toISOString(),
    users: {
      total: userTotals?.total ?? 0,
      verified: Number(userTotals?.verified ?? 0),
      suspended: Number(userTotals?.suspended ?? 0),
    },
    signups: lastDays(now, days, zone).map((d) => ({ day: d, count: signupsByDay.get(d) ?? 0 })),
    revenue,
    revenueTotalCents: revenue.reduce((sum, r) => sum + r.amountCents, 0),
    activeAccounts: active
      .map((a) => ({ phase: a.phase, count: a.n }))
      .sort((a, b) => a.phase.localeCompare(b.phase)),
    outcomes: phases.map((phase) => ({
      phase,
      passed: outcomes.find((o) => o.phase === phase && o.status === "passed")?.n ?? 0,
      failed: outcomes.find((o) => o.phase === phase && o.status === "failed")?.n ?? 0,
    })),
    pools,
    pending: { kyc: kyc?.n ?? 0, payoutRequests: payouts?.n ?? 0, openTickets: tickets?.n ?? 0 },
    jobs: runs.map(({ name, run }) => ({
      name,
      lastStatus: (run?.status as "done" | "failed" | undefined) ?? null,
      lastFinishedAt: run?.finishedAt?.toISOString() ?? null,
    })),
    instance: {
      role: ctx.cluster.leads ? "leader" : "follower",
      uptimeSeconds: Math.round((Date.now() - instance.startedAt) / 1000),
      accountsInEngine,
    },
  };
}
