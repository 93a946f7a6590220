import { Cron } from "croner";
import type { ServiceContext } from "../services/service-context";
import { runDue, type JobDefinition, type JobResult } from "./job-runner";

interface Logger {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/**
 * Runs the jobs on their cron schedules in the reset time zone, on the leading instance only.
 * At start every job first runs the periods it missed while no instance was running.
 */
export function startScheduler(
  ctx: ServiceContext,
  jobs: readonly JobDefinition[],
  timeZone: string,
  log: Logger,
): { stop(): void; nextRun(name: string): Date | null } {
  const report = (job: JobDefinition, results: JobResult[]) => {
    for (const r of results) {
      if (r.status === "failed") {
        log.error({ job: job.name, period: r.run.periodKey, error: r.run.error }, "job failed");
      } else if (r.status === "done") {
        log.info({ job: job.name, period: r.run.periodKey, summary: r.run.summary }, "job done");
      }
    }
  };
  const running = new Map<string, Promise<void>>();
  const fire = (job: JobDefinition, trigger: "schedule" | "startup") => {
    if (running.has(job.name)) return running.get(job.name)!;
    const run = runDue(ctx, job, timeZone, trigger)
      .then((results) => report(job, results))
      .catch((error: unknown) => log.error({ err: error, job: job.name }, "job could not run"))
      .finally(() => running.delete(job.name));
    running.set(job.name, run);
    return run;
  };
  const crons = jobs.map(
    (job) =>
      new Cron(
        job.schedule,
        { timezone: timeZone, name: job.name },
        () => void fire(job, "schedule"),
      ),
  );
  for (const job of jobs) void fire(job, "startup");
  return {
    stop: () => crons.forEach((cron) => cron.stop()),
    nextRun: (name) => crons.find((cron) => cron.name === name)?.nextRun() ?? null,
  };
}

/** When a job's schedule fires next after `from` (for the admin screen, on any instance). */
export function nextRunOf(job: JobDefinition, timeZone: string, from: Date): Date | null {
  return new Cron(job.schedule, { timezone: timeZone, paused: true }).nextRun(from);
}
