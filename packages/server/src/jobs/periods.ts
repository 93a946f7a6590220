import { dayKey } from "@proparena/domain/core/time-zones";
import type { JobDefinition } from "./job-runner";

type DuePeriods = JobDefinition["duePeriods"];

/** One period per day of the reset zone ("2026-01-07"): a missed day is not caught up. */
export const today: DuePeriods = async (_ctx, now, timeZone) => [dayKey(now, timeZone)];

/** One period per `minutes`-long UTC slot ("2026-01-07T10:15"), the current one only. */
export function everyMinutes(minutes: number): DuePeriods {
  const slot = minutes * 60_000;
  return async (_ctx, now) => [new Date(Math.floor(now / slot) * slot).toISOString().slice(0, 16)];
}
