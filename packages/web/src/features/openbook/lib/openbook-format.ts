/** A drawdown ("3.10%"), a win rate ("55.0%", or "—" before the first closed trade). */
export function formatPercent(percent: number | null, digits = 2): string {
  return percent === null ? "—" : `${percent.toFixed(digits)}%`;
}

/** The delay sentence every public page states. */
export function delaySentence(minutes: number): string {
  if (minutes <= 0) return "Open positions and trades are shown as they happen.";
  return `Open positions and trades are shown ${minutes} minute${minutes === 1 ? "" : "s"} after they happen.`;
}
