import { index, integer, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { at, uuidPrimaryKey } from "./columns";

// Scheduled jobs: one row per run of a job for a period.

/** One run of a scheduled job for one period ("2026-11-16" for a week): a period runs once. */
export const jobRuns = pgTable(
  "job_runs",
  {
    id: uuidPrimaryKey(),
    job: text("job").notNull(),
    periodKey: text("period_key").notNull(),
    /** done | failed */
    status: text("status").notNull(),
    /** schedule | startup | admin:<email> */
    trigger: text("trigger").notNull(),
    attempts: integer("attempts").notNull().default(1),
    startedAt: at("started_at").notNull(),
    finishedAt: at("finished_at").notNull(),
    summary: jsonb("summary"),
    error: text("error"),
  },
  (t) => [
    uniqueIndex("job_runs_job_period_unique").on(t.job, t.periodKey),
    index("job_runs_finished_idx").on(t.finishedAt),
  ],
);
