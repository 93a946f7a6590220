import {
  jobRunSchema,
  jobSchema,
  runJobResponseSchema,
  type Job,
  type JobRun,
} from "@proparena/contracts/jobs";
import type { FakeApi, FakeResponse } from "../../../testing/fake-api";

export function sampleJobRun(overrides: Partial<JobRun> = {}): JobRun {
  return jobRunSchema.parse({
    id: "run_1",
    job: "daily-reset",
    periodKey: "2025-01-06",
    status: "done",
    trigger: "schedule",
    attempts: 1,
    startedAt: "2025-01-06T05:00:00.000Z",
    finishedAt: "2025-01-06T05:00:02.000Z",
    summary: { accounts: 57, breached: 2, dryRun: false },
    error: null,
    ...overrides,
  });
}

/** A job as GET /admin/jobs sends it; its next run is `nextRunInMs` from now. */
export function sampleJob(overrides: Partial<Job> = {}, nextRunInMs = 5 * 3600_000 + 60_000): Job {
  return jobSchema.parse({
    name: "daily-reset",
    description: "Resets every account's daily loss floor at the start of the trading day.",
    schedule: "0 0 * * *",
    timeZone: "America/New_York",
    nextRunAt: new Date(Date.now() + nextRunInMs).toISOString(),
    runs: [sampleJobRun()],
    ...overrides,
  });
}

/** Two jobs: a healthy daily reset and a weekly payout whose last run failed. */
export function sampleJobs(): Job[] {
  return [
    sampleJob(),
    sampleJob(
      {
        name: "weekly-payout",
        description: "Settles the week: pools, payouts to funded traders and jackpots.",
        schedule: "10 0 * * 1",
        timeZone: "UTC",
        runs: [
          sampleJobRun({
            id: "run_w2",
            job: "weekly-payout",
            periodKey: "2025-W02",
            status: "failed",
            trigger: "schedule",
            attempts: 3,
            startedAt: "2025-01-06T00:10:00.000Z",
            finishedAt: "2025-01-06T00:10:09.000Z",
            summary: null,
            error: "Ledger does not balance: payout_pool is short by 1200 cents\n    at settleWeek",
          }),
          sampleJobRun({
            id: "run_w1",
            job: "weekly-payout",
            periodKey: "2024-W01",
            trigger: "manual",
            startedAt: "2024-12-30T00:10:00.000Z",
            finishedAt: "2024-12-30T00:10:04.000Z",
            summary: { paidTraders: 4, totalCents: 125_000, winners: ["u_1", "u_2"] },
          }),
        ],
      },
      2 * 86_400_000 + 3600_000,
    ),
  ];
}

export type RunAnswer = (name: string) => FakeResponse | Promise<FakeResponse>;

/**
 * Serves GET /admin/jobs and POST /admin/jobs/:name/run (each job's run route). A run
 * answers `answer(name)` (by default: the newest period "skipped"), and the runs it made (done or
 * failed) are added to the job, newest first, so the refreshed list shows them.
 */
export function serveJobs(api: FakeApi, jobs: Job[] = sampleJobs(), answer?: RunAnswer) {
  let current = jobs;
  api.on("GET /admin/jobs", () => ({
    status: 200,
    body: { jobs: current },
  }));
  for (const job of jobs) {
    api.on(`POST /admin/jobs/${job.name}/run`, async () => {
      const response = answer
        ? await answer(job.name)
        : {
            status: 200,
            body: {
              results: [
                { status: "skipped", run: current.find((j) => j.name === job.name)!.runs[0] },
              ],
            },
          };
      if (response.status !== 200) return response;
      const { results } = runJobResponseSchema.parse(response.body);
      const made = results.filter((r) => r.status !== "skipped").map((r) => r.run);
      current = current.map((j) =>
        j.name === job.name ? { ...j, runs: [...made, ...j.runs] } : j,
      );
      return { status: 200, body: { results } };
    });
  }
  return { current: () => current };
}
