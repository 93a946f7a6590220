/** Formatting of the admin lists and detail pages: times in UTC with the year, words from codes. */

const dateTime = new Intl.DateTimeFormat("en-US", {
  year: "numeric",
  month: "short",
  day: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hour12: false,
  timeZone: "UTC",
});

/** "Jan 6, 2025, 14:03 UTC"; "—" for null or a value that is not a date. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return "—";
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "—" : `${dateTime.format(date)} UTC`;
}

export const PHASE_LABELS: Record<string, string> = {
  phase1: "Phase I",
  phase2: "Phase II",
  funded: "Funded",
};

/** "phase1" -> "Phase I"; an unknown phase as it is. */
export function formatPhase(phase: string): string {
  return PHASE_LABELS[phase] ?? phase;
}

/** "userId" -> "User id", "stopLoss" -> "Stop loss", "not_started" -> "Not started". */
export function humanize(code: string): string {
  const words = code
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[_-]+/g, " ")
    .trim()
    .toLowerCase();
  return words ? words[0]!.toUpperCase() + words.slice(1) : code;
}

/** A price or volume as it came, without float noise: 1.0850000001 -> "1.085"; null: "—". */
export function formatNumber(value: number | null): string {
  if (value === null) return "—";
  return String(Number(value.toFixed(8)));
}
