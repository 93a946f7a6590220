import { addDaysToKey, dayKey, startOfDayKey } from "./time-zones";

/**
 * Payout weeks run Monday 00:00 to the next Monday 00:00 in the reset time zone (DESIGN §4). A
 * week is named by its Monday's local date: "2026-11-23".
 */
export function weekKeyOf(time: number, timeZone: string): string {
  const key = dayKey(time, timeZone);
  const [y, m, d] = key.split("-").map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay(); // 0 = Sunday
  return addDaysToKey(key, -((weekday + 6) % 7));
}

/** The instants a week starts (inclusive) and ends (exclusive). */
export function weekBounds(weekKey: string, timeZone: string): { start: number; end: number } {
  return {
    start: startOfDayKey(weekKey, timeZone),
    end: startOfDayKey(addDaysToKey(weekKey, 7), timeZone),
  };
}

export function addWeeks(weekKey: string, weeks: number): string {
  return addDaysToKey(weekKey, 7 * weeks);
}
