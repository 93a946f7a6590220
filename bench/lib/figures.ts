import os from "node:os";

/** Nearest-rank percentile of an ascending list (NaN when empty). */
export function percentile(sorted: Float64Array | number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i] as number;
}

/** A number with exactly `d` decimals and thousands separators: 2,468.0 */
export const fmt = (n: number, d = 1): string =>
  n.toLocaleString("en-US", { minimumFractionDigits: d, maximumFractionDigits: d });

/** p50, p99 and max of latencies in ms (sorted here), with how many there were. */
export function latencySummary(latencies: number[], decimals = 1): string {
  const sorted = Float64Array.from(latencies).sort();
  if (sorted.length === 0) return "no samples";
  return `p50 ${fmt(percentile(sorted, 50), decimals)} ms  p99 ${fmt(percentile(sorted, 99), decimals)} ms  max ${fmt(sorted.at(-1)!, decimals)} ms  (n=${fmt(sorted.length, 0)})`;
}

/**
 * A fixed single-threaded JavaScript workload (sorting and serialising seeded records), best of
 * five, in ms: how fast this host's cores are today. Hosts of the same kind differ by up to
 * twice, so figures from different runs compare only next to this.
 */
export function cpuProbeMs(): number {
  let best = Number.POSITIVE_INFINITY;
  for (let round = 0; round < 5; round++) {
    const started = performance.now();
    let seed = 42;
    const records = Array.from({ length: 50_000 }, (_, i) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return { id: `a${i}`, price: seed / 1_000, side: seed % 2 === 0 ? "buy" : "sell" };
    });
    records.sort((a, b) => a.price - b.price);
    JSON.parse(JSON.stringify(records));
    best = Math.min(best, performance.now() - started);
  }
  return best;
}

/** The machine the figures come from: every process of a benchmark shares these cores. */
export function machineLine(): string {
  const cpus = os.cpus();
  const load = fmt(os.loadavg()[0]!, 1);
  return `machine: ${cpus.length} cores (${cpus[0]?.model.trim() ?? "unknown CPU"}), Node ${process.version}, load average ${load} at the start, CPU probe ${fmt(cpuProbeMs(), 0)} ms (bench/lib/figures.ts: lower is faster); server, database and load clients share the cores, and other work on the machine makes the figures noisy`;
}

/** Latencies of the orders sent (open loop: due) in [from, to), wall-clock ms. */
export function sentBetween(
  load: { latencies: number[]; sentAt: number[] },
  from: number,
  to: number,
): number[] {
  return load.latencies.filter((_, i) => load.sentAt[i]! >= from && load.sentAt[i]! < to);
}

/**
 * Latency by send time in `stepMs` buckets from `from` to `to` (wall-clock ms), each labelled
 * in seconds from `origin`: where in a run the slow orders were.
 */
export function timeline(
  load: { latencies: number[]; sentAt: number[] },
  from: number,
  to: number,
  stepMs: number,
  origin = from,
): string[] {
  const lines: string[] = [];
  for (let t = from; t < to; t += stepMs) {
    const bucket = latencySummary(sentBetween(load, t, t + stepMs));
    lines.push(`${fmt((t - origin) / 1000, 2).padStart(6)} s  ${bucket}`);
  }
  return lines;
}
