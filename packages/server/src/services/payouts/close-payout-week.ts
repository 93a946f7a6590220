import type { ClosePayoutWeekResponse } from "@proparena/contracts/chain";
import { addWeeks } from "@proparena/domain/core/weeks";
import { eq } from "drizzle-orm";
import { accounts, chainWeeks, payoutWeeks } from "../../db/schema";
import { runDue, runJob } from "../../jobs/job-runner";
import { weeklyPayoutJob } from "../../jobs/weekly-payout-job";
import { conflict } from "../../lib/http-error";
import { writeAuditEntry } from "../audit/write-audit-entry";
import type { UserRow } from "../auth/public-user";
import { chainWeekView } from "../chain-payouts/chain-week-views";
import type { ServiceContext } from "../service-context";
import { runningPayoutWeek } from "./payout-week-bounds";
import { settlePayoutWeek } from "./settle-week";

/**
 * An admin closes the running payout week now: weeks that ended unsettled go first (as the
 * Monday job would), then the running one settles at once, ending now, and the next week runs
 * from here. With a payout chain its root is posted and funded before this answers. 409 when
 * there is nothing to close (no account ever opened, or the week was closed this instant).
 */
export async function closePayoutWeek(
  ctx: ServiceContext,
  admin: UserRow,
  ip: string,
): Promise<ClosePayoutWeekResponse> {
  const tz = ctx.settings.resetTimeZone;
  const trigger = `admin:${admin.id}` as const;
  await runDue(ctx, weeklyPayoutJob, tz, trigger);
  const now = ctx.clock.now();
  const running = await runningPayoutWeek(ctx.db, now, tz);
  const [account] = await ctx.db.select({ id: accounts.id }).from(accounts).limit(1);
  if (!account || running.start.getTime() >= now.getTime()) {
    throw conflict(
      "There is no running payout week to close: nothing has happened since the last close.",
    );
  }
  const result = await runJob(
    ctx,
    {
      ...weeklyPayoutJob,
      run: (c, week, finish) => settlePayoutWeek(c, week, finish, { closeAt: now }),
    },
    running.weekKey,
    trigger,
  );
  if (result.status !== "done") {
    throw conflict(
      `The week ${running.weekKey} could not be closed: ${result.run.error ?? result.status}`,
    );
  }
  const [week] = await ctx.db
    .select()
    .from(payoutWeeks)
    .where(eq(payoutWeeks.weekKey, running.weekKey));
  const [chainWeek] = await ctx.db
    .select()
    .from(chainWeeks)
    .where(eq(chainWeeks.weekKey, running.weekKey));
  const summary = (result.run.summary ?? {}) as { credits?: number };
  await writeAuditEntry(ctx.db, {
    actor: admin,
    action: "payout-week-close",
    details: {
      weekKey: running.weekKey,
      startsAt: running.start.toISOString(),
      endsAt: now.toISOString(),
      paidCents: week!.paidCents,
      chainRoot: chainWeek?.root ?? null,
      ip,
    },
    at: now,
  });
  return {
    weekKey: running.weekKey,
    startsAt: running.start.toISOString(),
    endsAt: now.toISOString(),
    credits: summary.credits ?? 0,
    paidCents: week!.paidCents,
    nextWeekKey: addWeeks(running.weekKey, 1),
    chainWeek: chainWeek ? chainWeekView(chainWeek) : null,
  };
}
