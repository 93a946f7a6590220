import { z } from "zod";

/**
 * Dates and times on the wire: only what PostgreSQL (`date`, `timestamptz`) and JavaScript both
 * hold and print as ISO 8601 with a four-digit year, 0001-01-01 to 9999-12-31 in UTC, and only
 * days the calendar has (no 2026-02-30). Anything else is a 400 on its field before a query runs.
 */
export const FIRST_INSTANT_MS = Date.parse("0001-01-01T00:00:00.000Z");
export const LAST_INSTANT_MS = Date.parse("9999-12-31T23:59:59.999Z");

const RANGE = "between 0001-01-01 and 9999-12-31";

/** Whether `ms` is an instant the database stores: years 0001 to 9999 in UTC. */
export function isStorableInstant(ms: number): boolean {
  return Number.isFinite(ms) && ms >= FIRST_INSTANT_MS && ms <= LAST_INSTANT_MS;
}

/** Whether `text` is YYYY-MM-DD naming a real day of the years 0001 to 9999. */
export function isCalendarDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  if (year < 1) return false;
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/**
 * The instant of a UTC timestamp written exactly as `YYYY-MM-DDTHH:MM:SS[.fraction]Z` (up to
 * `fractionDigits` digits, beyond the milliseconds ignored), or null when it is not one the
 * database stores or not a real moment (2026-02-30, 25:00). For page cursors, which must be
 * exactly what the server wrote.
 */
export function utcTimestampMs(text: string, fractionDigits = 6): number | null {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.(\d+))?Z$/.exec(text);
  if (!match) return null;
  const [, date, hours, minutes, seconds, fraction = ""] = match as unknown as string[];
  if (!isCalendarDate(date!) || fraction.length > fractionDigits) return null;
  if (Number(hours) > 23 || Number(minutes) > 59 || Number(seconds) > 59) return null;
  const ms = Date.parse(
    `${date}T${hours}:${minutes}:${seconds}.${fraction.padEnd(3, "0").slice(0, 3)}Z`,
  );
  return isStorableInstant(ms) ? ms : null;
}

/** An ISO 8601 date and time with its offset (or Z), at an instant the database stores. */
export const dateTimeSchema = (message = `Use a date and time ${RANGE} (ISO 8601)`) =>
  z.iso
    .datetime({ offset: true, error: message, abort: true })
    .refine((value) => isStorableInstant(Date.parse(value)), message);

/** A calendar day, YYYY-MM-DD, that exists and that the database stores. */
export const calendarDateSchema = (message = `Use a date ${RANGE} (YYYY-MM-DD)`) =>
  z.iso.date({ error: message, abort: true }).refine(isCalendarDate, message);
