/** Labels and figures of the admin dashboard (plain functions, easy to test). */

const PHASE_LABELS: Record<string, string> = {
  phase1: "Phase I",
  phase2: "Phase II",
  funded: "Funded",
};
const PHASE_ORDER = Object.keys(PHASE_LABELS);

export function phaseLabel(phase: string): string {
  return PHASE_LABELS[phase] ?? phase;
}

/** Known phases in their order (Phase I, Phase II, Funded), then any other by name. */
export function comparePhases(a: string, b: string): number {
  const ia = PHASE_ORDER.indexOf(a);
  const ib = PHASE_ORDER.indexOf(b);
  if (ia !== -1 || ib !== -1) return (ia === -1 ? Infinity : ia) - (ib === -1 ? Infinity : ib);
  return a.localeCompare(b);
}

const POOL_LABELS: Record<string, string> = {
  cash: "Cash",
  revenue: "Revenue",
  vault: "Vault",
  founders: "Founders",
  expenses_pool: "Expenses pool",
  jackpot_pool: "Jackpot pool",
  jackpot_cumulative: "Cumulative jackpot",
  payout_budget: "Payout budget",
  payout_pool: "Payout pool",
  emergency_pool: "Emergency pool",
};

/** A ledger account's name for people: "jackpot_pool" -> "Jackpot pool". */
export function poolLabel(account: string): string {
  const known = POOL_LABELS[account];
  if (known) return known;
  const words = account.replace(/[_:]+/g, " ").trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : account;
}

const percent = new Intl.NumberFormat("en-US", { style: "percent", maximumFractionDigits: 1 });

/** `part` of `whole` as "66.7%", or "—" when the whole is zero (nothing to divide). */
export function rate(part: number, whole: number): string {
  return whole > 0 ? percent.format(part / whole) : "—";
}

/** Seconds as "3d 4h 5m", "4h 5m", "5m" or "45s". */
export function formatUptime(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const d = Math.floor(seconds / 86_400);
  const h = Math.floor((seconds % 86_400) / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  if (d > 0) return `${d}d ${h}h ${m}m`;
  if (h > 0) return `${h}h ${m}m`;
  if (m > 0) return `${m}m`;
  return `${seconds}s`;
}

const utcTime = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
  timeZone: "UTC",
});

/** "Jan 6, 00:10:00 UTC" (h23: midnight is 00, never 24). */
export function formatUtcTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "—" : `${utcTime.format(date)} UTC`;
}
