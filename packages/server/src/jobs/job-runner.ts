import { and, eq, ne, sql } from "drizzle-orm";
import type { Db, Tx } from "../db/database";
import { jobRuns } from "../db/schema";
import type { ServiceContext } from "../services/service-context";

export type JobRun = typeof jobRuns.$inferSelect;
export type JobTrigger = "schedule" | "startup" | `admin:${string}`;

/** Marks the period done inside the job's own transaction: its effects and its record commit together. */
export type FinishRun = (tx: Tx, summary: Record<string, unknown>) => Promise<void>;

export interface JobDefinition {
  name: string;
  description: string;
  /** Cron pattern, read in the reset time zone. */
  schedule: string;
  /** Periods that should have run by `now`, oldest first (a missed one runs at start). */
  duePeriods(ctx: ServiceContext, now: number, timeZone: string): Promise<string[]>;
  /** Does the period's work; must call `finish` inside the transaction that commits it. */
  run(ctx: ServiceContext, period: string, finish: FinishRun): Promise<void>;
}

export type JobResult = { status: "done" | "failed" | "skipped"; run: JobRun };

class AlreadyDone extends Error {}

/** Writes a period's run unless it is already done (then false): a done period stays done. */
async function recordRun(db: Db | Tx, values: typeof jobRuns.$inferInsert): Promise<boolean> {
  const written = await db
    .insert(jobRuns)
    .values(values)
    .onConflictDoUpdate({
      target: [jobRuns.job, jobRuns.periodKey],
      set: { ...values, attempts: sql`${jobRuns.attempts} + 1` },
      setWhere: ne(jobRuns.status, "done"),
    })
    .returning({ id: jobRuns.id });
  return written.length > 0;
}

/** The innermost cause's message: "power cut", not the wrapping "Failed query: insert …". */
function rootMessage(error: unknown): string {
  let e: unknown = error;
  while (e instanceof Error && e.cause instanceof Error) e = e.cause;
  return e instanceof Error ? e.message : String(e);
}

async function existingRun(ctx: ServiceContext, job: string, period: string) {
  const [row] = await ctx.db
    .select()
    .from(jobRuns)
    .where(and(eq(jobRuns.job, job), eq(jobRuns.periodKey, period)));
  return row;
}

/**
 * Runs one period of a job once: a period already done is skipped, so running it again (a
 * retry, "run now", a second instance) pays nothing twice. A failure is recorded with its error
 * and the period runs again next time.
 */
export async function runJob(
  ctx: ServiceContext,
  job: JobDefinition,
  period: string,
  trigger: JobTrigger,
): Promise<JobResult> {
  const prior = await existingRun(ctx, job.name, period);
  if (prior?.status === "done") return { status: "skipped", run: prior };
  const startedAt = ctx.clock.now();
  const finish: FinishRun = async (tx, summary) => {
    const values = {
      job: job.name,
      periodKey: period,
      status: "done",
      trigger,
      startedAt,
      finishedAt: ctx.clock.now(),
      summary,
      error: null,
    };
    if (!(await recordRun(tx, values))) throw new AlreadyDone();
  };
  try {
    await job.run(ctx, period, finish);
  } catch (error) {
    if (error instanceof AlreadyDone) {
      return { status: "skipped", run: (await existingRun(ctx, job.name, period))! };
    }
    const message = rootMessage(error);
    const values = {
      job: job.name,
      periodKey: period,
      status: "failed",
      trigger,
      startedAt,
      finishedAt: ctx.clock.now(),
      summary: null,
      error: message,
    };
    await recordRun(ctx.db, values);
    const after = (await existingRun(ctx, job.name, period))!;
    // Another run of the same period finished first (this one then hit its unique rows).
    return { status: after.status === "done" ? "skipped" : "failed", run: after };
  }
  return { status: "done", run: (await existingRun(ctx, job.name, period))! };
}

/** Runs every due period of a job that is not done yet, oldest first. */
export async function runDue(
  ctx: ServiceContext,
  job: JobDefinition,
  timeZone: string,
  trigger: JobTrigger,
): Promise<JobResult[]> {
  const results: JobResult[] = [];
  for (const period of await job.duePeriods(ctx, ctx.clock.now().getTime(), timeZone)) {
    results.push(await runJob(ctx, job, period, trigger));
  }
  return results;
}
