const relative = new Intl.RelativeTimeFormat("en-US", { numeric: "auto" });

const UNITS: ReadonlyArray<[unit: Intl.RelativeTimeFormatUnit, seconds: number]> = [
  ["year", 365 * 24 * 3600],
  ["month", 30 * 24 * 3600],
  ["week", 7 * 24 * 3600],
  ["day", 24 * 3600],
  ["hour", 3600],
  ["minute", 60],
];

/**
 * How long ago `iso` was, seen at `now` (ms): "just now", "5 minutes ago", "yesterday",
 * "3 weeks ago". A time slightly ahead of this clock (skew) counts as just now.
 */
export function formatTimeAgo(iso: string, now: number): string {
  const then = Date.parse(iso);
  if (Number.isNaN(then)) return "—";
  const seconds = Math.max(0, Math.floor((now - then) / 1000));
  for (const [unit, size] of UNITS) {
    if (seconds >= size) return relative.format(-Math.floor(seconds / size), unit);
  }
  return "just now";
}

/** How long something has waited, seen at `now` (ms): "12 minutes", "3 days", "less than a minute". */
export function formatWaited(iso: string, now: number): string {
  const then = Date.parse(iso);
  if (Number.isNaN(then)) return "—";
  const seconds = Math.max(0, Math.floor((now - then) / 1000));
  for (const [unit, size] of UNITS) {
    if (seconds >= size) {
      const count = Math.floor(seconds / size);
      return `${count} ${unit}${count === 1 ? "" : "s"}`;
    }
  }
  return "less than a minute";
}
