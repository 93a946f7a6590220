/** Nearest-rank percentile of an ascending list (NaN when empty). */
export function percentile(sorted: Float64Array | number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i] as number;
}

/** A number with exactly `d` decimals and thousands separators: 2,468.0 */
export const fmt = (n: number, d = 1): string =>
  n.toLocaleString("en-US", { minimumFractionDigits: d, maximumFractionDigits: d });
