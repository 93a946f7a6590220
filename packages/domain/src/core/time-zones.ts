/**
 * Calendar days in a time zone, with the JavaScript built-in Intl.DateTimeFormat (no library).
 * The daily reset of the challenge rules is 00:00 in a configured zone (DESIGN §4).
 */
const HOUR = 3_600_000;

/** The range of a JavaScript Date: times outside it cannot be placed on a calendar. */
export const MAX_TIME = 8.64e15;

/** A finite number of ms since the epoch inside the Date range. */
export function isTime(value: unknown): value is number {
  return typeof value === "number" && Number.isFinite(value) && Math.abs(value) <= MAX_TIME;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** True when Intl knows the zone ("UTC", "Europe/Prague", "America/New_York"). */
export function isValidTimeZone(timeZone: unknown): timeZone is string {
  if (typeof timeZone !== "string" || timeZone.length === 0) return false;
  try {
    formatter(timeZone);
    return true;
  } catch {
    return false;
  }
}

export interface ZonedParts {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
}

export function zonedParts(time: number, timeZone: string): ZonedParts {
  const parts = formatter(timeZone).formatToParts(new Date(time));
  const get = (type: Intl.DateTimeFormatPartTypes): number =>
    Number(parts.find((p) => p.type === type)?.value ?? 0);
  return {
    year: get("year"),
    month: get("month"),
    day: get("day"),
    hour: get("hour") % 24,
    minute: get("minute"),
    second: get("second"),
  };
}

function formatKey(p: { year: number; month: number; day: number }): string {
  return `${p.year}-${String(p.month).padStart(2, "0")}-${String(p.day).padStart(2, "0")}`;
}

/** The last day looked up per zone: most look-ups fall on the same day as the previous one. */
const lastDay = new Map<string, { start: number; end: number; key: string }>();

/** The local calendar day of an instant: "2024-03-15". */
export function dayKey(time: number, timeZone: string): string {
  if (timeZone === "UTC" || timeZone === "Etc/UTC") {
    const d = new Date(time);
    return formatKey({ year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() });
  }
  const cached = lastDay.get(timeZone);
  if (cached && time >= cached.start && time < cached.end) return cached.key;
  const p = zonedParts(time, timeZone);
  const key = formatKey(p);
  // Cache the whole local day (its first and last instants) for the next look-ups.
  const start = startOfDayKey(key, timeZone);
  const end = startOfDayKey(keyOf(p.year, p.month, p.day + 1), timeZone);
  if (time >= start && time < end) lastDay.set(timeZone, { start, end, key });
  return key;
}

function zonedKey(time: number, timeZone: string): string {
  return formatKey(zonedParts(time, timeZone));
}

/** Offset of local time from UTC at an instant, in ms (Prague in winter: +3,600,000). */
export function zoneOffset(time: number, timeZone: string): number {
  const p = zonedParts(time, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(time / 1000) * 1000;
}

function keyOf(year: number, month: number, day: number): string {
  const d = new Date(Date.UTC(year, month - 1, day));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, "0")}-${String(
    d.getUTCDate(),
  ).padStart(2, "0")}`;
}

/** The first instant of a local calendar day ("2024-03-15" -> 00:00 local, as a UTC instant). */
export function startOfDayKey(key: string, timeZone: string): number {
  const [y, m, d] = key.split("-").map(Number) as [number, number, number];
  const naive = Date.UTC(y, m - 1, d);
  if (timeZone === "UTC" || timeZone === "Etc/UTC") return naive;
  let guess = naive - zoneOffset(naive, timeZone);
  guess = naive - zoneOffset(guess, timeZone);
  // Binary search the first instant whose local day is >= key (handles zones whose
  // midnight is skipped by a daylight-saving change).
  let lo = guess - 3 * HOUR;
  let hi = guess + 3 * HOUR;
  while (hi - lo > 1_000) {
    const mid = lo + Math.floor((hi - lo) / 2000) * 1000;
    if (zonedKey(mid, timeZone) >= key) hi = mid;
    else lo = mid;
  }
  return hi;
}

/** 00:00 local of the day containing `time`. */
export function startOfDay(time: number, timeZone: string): number {
  return startOfDayKey(dayKey(time, timeZone), timeZone);
}

/** The next local 00:00 strictly after `time`. */
export function nextDayStart(time: number, timeZone: string): number {
  const p = zonedParts(time, timeZone);
  return startOfDayKey(keyOf(p.year, p.month, p.day + 1), timeZone);
}

/** Calendar days from one day key to another ("2024-03-15" -> "2024-03-18" = 3). */
export function daysBetweenKeys(from: string, to: string): number {
  const parse = (k: string): number => {
    const [y, m, d] = k.split("-").map(Number) as [number, number, number];
    return Date.UTC(y, m - 1, d);
  };
  return Math.round((parse(to) - parse(from)) / (24 * HOUR));
}

/** The day key n days after a day key. */
export function addDaysToKey(key: string, days: number): string {
  const [y, m, d] = key.split("-").map(Number) as [number, number, number];
  return keyOf(y, m, d + days);
}
