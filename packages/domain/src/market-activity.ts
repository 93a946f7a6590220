import type { AssetClass } from "./instruments";

/**
 * Intraday activity by UTC hour, 0..1 (1 = busiest). It scales the tick rate and volatility of
 * the simulated market and widens spreads in thin hours: FX and metals peak in the London/New
 * York overlap, indices and energy in the US cash session, crypto is busy all day and quieter
 * at the weekend.
 */
// prettier-ignore
const HOURLY: Readonly<Record<AssetClass, readonly number[]>> = {
  //       0     1     2     3     4     5     6     7     8     9    10    11    12    13    14    15    16    17    18    19    20    21    22    23
  fx:     [0.35, 0.40, 0.40, 0.35, 0.30, 0.35, 0.50, 0.80, 0.90, 0.85, 0.80, 0.80, 0.95, 1.00, 1.00, 0.95, 0.85, 0.65, 0.55, 0.50, 0.40, 0.20, 0.15, 0.25],
  metal:  [0.35, 0.40, 0.40, 0.35, 0.30, 0.35, 0.50, 0.80, 0.90, 0.85, 0.80, 0.80, 0.95, 1.00, 1.00, 0.95, 0.85, 0.65, 0.55, 0.50, 0.40, 0.20, 0.15, 0.25],
  index:  [0.20, 0.20, 0.20, 0.20, 0.20, 0.20, 0.25, 0.35, 0.40, 0.40, 0.40, 0.45, 0.55, 0.85, 1.00, 0.95, 0.90, 0.85, 0.90, 1.00, 0.60, 0.20, 0.15, 0.20],
  energy: [0.20, 0.20, 0.20, 0.20, 0.20, 0.20, 0.25, 0.40, 0.45, 0.45, 0.45, 0.50, 0.60, 0.90, 1.00, 0.95, 0.90, 0.80, 0.70, 0.60, 0.45, 0.20, 0.15, 0.20],
  crypto: [0.60, 0.55, 0.55, 0.50, 0.50, 0.50, 0.55, 0.65, 0.70, 0.70, 0.70, 0.70, 0.80, 0.90, 1.00, 1.00, 0.95, 0.90, 0.85, 0.80, 0.75, 0.70, 0.65, 0.60],
};

const HOUR = 3_600_000;

export function activityAt(assetClass: AssetClass, time: number): number {
  const hour = Math.floor((((time % (24 * HOUR)) + 24 * HOUR) % (24 * HOUR)) / HOUR);
  let a = HOURLY[assetClass][hour] ?? 0.5;
  if (assetClass === "crypto") {
    const weekday = new Date(time).getUTCDay();
    if (weekday === 0 || weekday === 6) a *= 0.6;
  }
  return a;
}
