import { jobsResponseSchema, runJobResponseSchema, type JobRun } from "@proparena/contracts/jobs";
import { desc, eq } from "drizzle-orm";
import { errorResponses } from "../error-responses";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { jobRuns } from "../../db/schema";
import { JOBS, jobNamed } from "../../jobs/all-jobs";
import { runDue, type JobRun as JobRunRow } from "../../jobs/job-runner";
import { nextRunOf } from "../../jobs/scheduler";
import { notFound } from "../../lib/http-error";
import type { ServiceContext } from "../../services/service-context";
import { authGuards, guardAllRoutes, currentUser } from "../auth-guard";
import { forwardToLeader } from "../forward-to-leader";

const tags = ["admin"];
const errors = errorResponses(401, 403, 404);

function runView(row: JobRunRow): JobRun {
  return {
    id: row.id,
    job: row.job,
    periodKey: row.periodKey,
    status: row.status as JobRun["status"],
    trigger: row.trigger,
    attempts: row.attempts,
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt.toISOString(),
    summary: (row.summary as Record<string, unknown> | null) ?? null,
    error: row.error,
  };
}

/** Scheduled jobs for admins: schedule, next run, last runs, and "run now". */
export const adminJobRoutes =
  (ctx: ServiceContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { requireAdmin } = authGuards(ctx);
    guardAllRoutes(app, requireAdmin);
    const timeZone = ctx.settings.resetTimeZone;

    app.get(
      "/jobs",
      { schema: { tags, response: { 200: jobsResponseSchema, ...errors } } },
      async () => {
        const now = ctx.clock.now();
        const jobs = await Promise.all(
          JOBS.map(async (job) => {
            const runs = await ctx.db
              .select()
              .from(jobRuns)
              .where(eq(jobRuns.job, job.name))
              .orderBy(desc(jobRuns.finishedAt))
              .limit(10);
            return {
              name: job.name,
              description: job.description,
              schedule: job.schedule,
              timeZone,
              nextRunAt: nextRunOf(job, timeZone, now)?.toISOString() ?? null,
              runs: runs.map(runView),
            };
          }),
        );
        return { jobs };
      },
    );

    app.post(
      "/jobs/:name/run",
      {
        schema: {
          tags,
          description: "Runs the job's due periods now; a period already done is skipped.",
          params: z.object({ name: z.string().max(64) }),
          response: { 200: runJobResponseSchema, ...errors },
        },
        // Jobs run where the trading desk is.
        preValidation: forwardToLeader(ctx.cluster),
      },
      async (request) => {
        const job = jobNamed(request.params.name);
        if (!job) throw notFound(`No job named ${request.params.name}`);
        const results = await runDue(ctx, job, timeZone, `admin:${currentUser(request).email}`);
        return { results: results.map((r) => ({ status: r.status, run: runView(r.run) })) };
      },
    );
  };
