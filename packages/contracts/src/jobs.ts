import { z } from "zod";

export const jobRunSchema = z.object({
  id: z.string(),
  job: z.string(),
  periodKey: z.string(),
  status: z.enum(["done", "failed"]),
  trigger: z.string(),
  attempts: z.number().int(),
  startedAt: z.string(),
  finishedAt: z.string(),
  summary: z.record(z.string(), z.unknown()).nullable(),
  error: z.string().nullable(),
});
export type JobRun = z.infer<typeof jobRunSchema>;

export const jobSchema = z.object({
  name: z.string(),
  description: z.string(),
  /** Cron pattern in `timeZone`. */
  schedule: z.string(),
  timeZone: z.string(),
  nextRunAt: z.string().nullable(),
  /** The newest runs first. */
  runs: z.array(jobRunSchema),
});
export type Job = z.infer<typeof jobSchema>;

/** GET /api/admin/jobs */
export const jobsResponseSchema = z.object({ jobs: z.array(jobSchema) });

/** POST /api/admin/jobs/:name/run: what each due period did (a done period is skipped). */
export const runJobResponseSchema = z.object({
  results: z.array(z.object({ status: z.enum(["done", "failed", "skipped"]), run: jobRunSchema })),
});
export type JobRunResult = z.infer<typeof runJobResponseSchema>["results"][number];
