/** Times and summaries of scheduled jobs (plain functions, easy to test). */

const zoneFormats = new Map<string, Intl.DateTimeFormat>();

function zoneFormat(timeZone: string): Intl.DateTimeFormat {
  let format = zoneFormats.get(timeZone);
  if (!format) {
    const options: Intl.DateTimeFormatOptions = {
      year: "numeric",
      month: "short",
      day: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
      timeZoneName: "short",
    };
    try {
      format = new Intl.DateTimeFormat("en-US", { ...options, timeZone });
    } catch {
      // An unknown zone name: UTC rather than nothing.
      format = new Intl.DateTimeFormat("en-US", { ...options, timeZone: "UTC" });
    }
    zoneFormats.set(timeZone, format);
  }
  return format;
}

/** "Jan 7, 2025, 00:00 EST": an instant in the job's own time zone. */
export function formatInZone(iso: string, timeZone: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "—" : zoneFormat(timeZone).format(date);
}

const relative = new Intl.RelativeTimeFormat("en-US", { numeric: "auto" });
const UNITS: ReadonlyArray<[Intl.RelativeTimeFormatUnit, number]> = [
  ["day", 86_400],
  ["hour", 3600],
  ["minute", 60],
];

/** How far `iso` is from `now` (ms), either way: "in 5 hours", "3 minutes ago", "now". */
export function formatRelative(iso: string, now: number): string {
  const then = Date.parse(iso);
  if (Number.isNaN(then)) return "—";
  const seconds = Math.round((then - now) / 1000);
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return relative.format(Math.trunc(seconds / size), unit);
  }
  return Math.abs(seconds) < 5 ? "now" : relative.format(seconds, "second");
}

function summaryValue(value: unknown): string {
  if (value === null || value === undefined) return "—";
  if (typeof value === "number") return value.toLocaleString("en-US");
  if (typeof value === "boolean") return value ? "yes" : "no";
  if (typeof value === "string") return value;
  return JSON.stringify(value);
}

/** A run's summary as "key: value" pairs: {settled: 3, skipped: 0} -> ["settled: 3", ...]. */
export function summaryPairs(summary: Record<string, unknown> | null): string[] {
  if (!summary) return [];
  return Object.entries(summary).map(([key, value]) => `${key}: ${summaryValue(value)}`);
}
