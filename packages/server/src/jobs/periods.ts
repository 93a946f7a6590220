import { dayKey } from "@proparena/domain/core/time-zones";
import type { JobDefinition } from "./job-runner";

// When a job runs: its cron schedule and the periods due by then, from one statement of it, so
// the two cannot disagree.

type Timing = Pick<JobDefinition, "schedule" | "duePeriods">;

/**
 * Daily at `hour`:`minute` in the reset zone, one period per day ("2026-01-07"): a missed day is
 * not caught up.
 */
export function dailyAt(hour: number, minute: number): Timing {
  return {
    schedule: `${minute} ${hour} * * *`,
    duePeriods: async (_ctx, now, timeZone) => [dayKey(now, timeZone)],
  };
}

/** Every `minutes` minutes, one period per `minutes`-long UTC slot ("2026-01-07T10:15"), the current one only. */
export function everyMinutes(minutes: number): Timing {
  const slot = minutes * 60_000;
  return {
    schedule: `*/${minutes} * * * *`,
    duePeriods: async (_ctx, now) => [
      new Date(Math.floor(now / slot) * slot).toISOString().slice(0, 16),
    ],
  };
}
