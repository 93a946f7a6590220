import { Random } from "../core/random";

/**
 * Statistics of a price series that tell a market from a plain random walk (the
 * market-realism benchmark and the simulated market's tests use them), and that random walk.
 */

/** Log returns of consecutive prices. */
export function logReturns(prices: ArrayLike<number>, count = prices.length): Float64Array {
  const out = new Float64Array(Math.max(0, count - 1));
  for (let i = 1; i < count; i++) out[i - 1] = Math.log(prices[i]! / prices[i - 1]!);
  return out;
}

/**
 * Autocorrelation of squared returns at `lag`: clearly positive when volatility clusters
 * (calm follows calm, storms follow storms), about zero for a random walk.
 */
export function squaredReturnAutocorrelation(returns: ArrayLike<number>, lag: number): number {
  const n = returns.length;
  if (n <= lag + 1) return Number.NaN;
  let mean = 0;
  for (let i = 0; i < n; i++) mean += returns[i]! ** 2;
  mean /= n;
  let num = 0;
  let den = 0;
  for (let i = 0; i < n; i++) {
    const a = returns[i]! ** 2 - mean;
    den += a * a;
    if (i >= lag) num += a * (returns[i - lag]! ** 2 - mean);
  }
  return den > 0 ? num / den : Number.NaN;
}

/**
 * Variance ratio: the variance of q-step returns over q times that of one step (overlapping
 * sums, mean removed). 1 for a random walk; above 1 when moves persist (trends), below 1 when
 * they revert (ranges).
 */
export function varianceRatio(returns: ArrayLike<number>, q: number): number {
  const n = returns.length;
  if (n <= q) return Number.NaN;
  let mean = 0;
  for (let i = 0; i < n; i++) mean += returns[i]!;
  mean /= n;
  let var1 = 0;
  for (let i = 0; i < n; i++) var1 += (returns[i]! - mean) ** 2;
  var1 /= n;
  let sum = 0;
  for (let i = 0; i < q; i++) sum += returns[i]! - mean;
  let varq = sum * sum;
  for (let i = q; i < n; i++) {
    sum += returns[i]! - returns[i - q]!;
    varq += sum * sum;
  }
  varq /= n - q + 1;
  return var1 > 0 ? varq / (q * var1) : Number.NaN;
}

/** Root mean square of the returns that `pick` selects (by index), or NaN when none. */
export function rms(returns: ArrayLike<number>, pick: (index: number) => boolean): number {
  let sum = 0;
  let n = 0;
  for (let i = 0; i < returns.length; i++) {
    if (!pick(i)) continue;
    sum += returns[i]! ** 2;
    n++;
  }
  return n > 0 ? Math.sqrt(sum / n) : Number.NaN;
}

/**
 * Annualised volatility from the last price of each UTC day: the sum of squared day-over-day
 * log changes per year of the span (so weekends and short days count as what they are).
 */
export function annualisedVolatility(
  times: ArrayLike<number>,
  prices: ArrayLike<number>,
  count = times.length,
): number {
  const closes: number[] = [];
  let day = Number.NaN;
  for (let i = 0; i < count; i++) {
    const d = Math.floor(times[i]! / 86_400_000);
    if (d !== day) closes.push(prices[i]!);
    else closes[closes.length - 1] = prices[i]!;
    day = d;
  }
  let sum = 0;
  for (const r of logReturns(closes)) sum += r * r;
  const years = (times[count - 1]! - times[0]!) / (365.25 * 86_400_000);
  return years > 0 ? Math.sqrt(sum / years) : Number.NaN;
}

/**
 * A plain random walk (geometric Brownian motion) over the given instants: each step's log
 * return is normal with sd `sdPerStep`, no drift, nothing else.
 */
export function randomWalk(
  seed: number | string,
  steps: number,
  startPrice: number,
  sdPerStep: number,
): Float64Array {
  const random = new Random(seed);
  const out = new Float64Array(steps);
  let x = Math.log(startPrice);
  for (let i = 0; i < steps; i++) {
    x += sdPerStep * random.normal();
    out[i] = Math.exp(x);
  }
  return out;
}
