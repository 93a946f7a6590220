/** Formatting shared by the admin detail pages (UTC, like the rest of the trading screens). */

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

const PHASES: Record<string, string> = {
  phase1: "Phase I",
  phase2: "Phase II",
  funded: "Funded",
};

/** "phase1" -> "Phase I"; an unknown phase as it is. */
export function formatPhase(phase: string): string {
  return PHASES[phase] ?? phase;
}

/** "active" -> "Active", "not_started" -> "Not started", "takeProfit" -> "Take profit". */
export function formatWord(value: string): string {
  const words = value
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[_-]+/g, " ")
    .trim()
    .toLowerCase();
  return words ? words[0]!.toUpperCase() + words.slice(1) : value;
}

/** A price as it came, without float noise: 1.0850000001 -> "1.085". */
export function formatRawPrice(price: number | null): string {
  if (price === null) return "—";
  return String(Number(price.toFixed(8)));
}
