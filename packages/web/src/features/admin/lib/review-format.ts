/**
 * Formatting shared by the admin review queues (KYC, payout requests, support, merch): dates in
 * the admin's time zone, how long ago something happened, file sizes, and the API client's path
 * of a URL the server hands out.
 */

const dateTime = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });

/** "Jan 5, 2025, 10:30 AM" in the browser's time zone; "—" for a bad date. */
export function formatReviewDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "—" : dateTime.format(date);
}

const relative = new Intl.RelativeTimeFormat("en-US", { numeric: "auto" });
const UNITS: ReadonlyArray<[unit: Intl.RelativeTimeFormatUnit, seconds: number]> = [
  ["year", 365 * 24 * 3600],
  ["month", 30 * 24 * 3600],
  ["week", 7 * 24 * 3600],
  ["day", 24 * 3600],
  ["hour", 3600],
  ["minute", 60],
];

/** "just now", "5 minutes ago", "yesterday", "3 weeks ago", seen at `now` (ms). */
export function formatReviewAgo(iso: string, now: number): string {
  const then = Date.parse(iso);
  if (Number.isNaN(then)) return "—";
  const seconds = Math.max(0, Math.floor((now - then) / 1000));
  for (const [unit, size] of UNITS) {
    if (seconds >= size) return relative.format(-Math.floor(seconds / size), unit);
  }
  return "just now";
}

/** How long something has waited: "12 minutes", "3 days", "less than a minute". */
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

/** "512 bytes", "120 KB", "2.4 MB". */
export function formatReviewFileSize(bytes: number): string {
  if (bytes < 1024) return bytes === 1 ? "1 byte" : `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  const megabytes = bytes / (1024 * 1024);
  return `${megabytes < 10 ? megabytes.toFixed(1) : Math.round(megabytes)} MB`;
}

/** "/api/files/:id" -> "/files/:id": apiDownload adds the "/api" prefix itself. */
export function reviewApiPath(url: string): string {
  const parsed = new URL(url, window.location.origin);
  const path = `${parsed.pathname}${parsed.search}`;
  return path.startsWith("/api/") ? path.slice("/api".length) : path;
}
