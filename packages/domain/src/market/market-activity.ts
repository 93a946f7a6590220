import type { AssetClass } from "./instruments";

/**
 * The intraday session profile of the simulated market, by UTC hour (daylight saving ignored,
 * like the sessions). Activity is 0..1 (1 = busiest): it sets the tick rate, the volatility
 * (activity ^ VOLATILITY_EXPONENT, normalised per instrument in market-model.ts so the long-run
 * volatility stays the instrument's) and how far spreads widen in thin hours.
 * - FX and metals: quiet in the Asian session, busy from the London open, busiest in the
 *   London / New York overlap, thinnest after the New York close (21:00-23:00 UTC).
 * - Indices and energy: the US cash session (from 13:30 UTC) dominates.
 * - Crypto trades 24/7 with its own flatter profile, US hours busiest, and the weekend at 60%.
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

const CRYPTO_WEEKEND = 0.6;

/** Volatility follows activity less than one to one: the overlap is ~2.5x the Asian night for FX. */
export const VOLATILITY_EXPONENT = 0.75;

/**
 * How many times the busy-hours spread an instrument quotes at its thinnest hour; hours in
 * between widen in proportion to how thin they are. News and a market's reopening add to it,
 * never past MAX_SPREAD_FACTOR.
 */
export const THIN_HOUR_SPREAD: Readonly<Record<AssetClass, number>> = {
  fx: 1.6,
  metal: 1.6,
  index: 1.8,
  energy: 1.8,
  crypto: 1.3,
};

export const MAX_SPREAD_FACTOR = 3;

/** The three sessions the profile follows (UTC; Asia wraps midnight). */
export const TRADING_SESSIONS = [
  { name: "Asia", from: 23, to: 8 },
  { name: "London", from: 7, to: 16 },
  { name: "New York", from: 12, to: 21 },
] as const;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

interface Profile {
  /** By slot: the UTC hour, plus 24 at a crypto weekend. */
  readonly activity: Float64Array;
  readonly shape: Float64Array;
  readonly spread: Float64Array;
}

function profileOf(assetClass: AssetClass): Profile {
  const activity = new Float64Array(48);
  for (let slot = 0; slot < 48; slot++) {
    const weekend = slot >= 24 && assetClass === "crypto";
    activity[slot] = (HOURLY[assetClass][slot % 24] ?? 0.5) * (weekend ? CRYPTO_WEEKEND : 1);
  }
  const thinnest = Math.min(...activity);
  const shape = activity.map((a) => a ** VOLATILITY_EXPONENT);
  const spread = activity.map(
    (a) => 1 + (THIN_HOUR_SPREAD[assetClass] - 1) * ((1 - a) / (1 - thinnest)),
  );
  return { activity, shape, spread };
}

const PROFILES: Readonly<Record<AssetClass, Profile>> = {
  fx: profileOf("fx"),
  metal: profileOf("metal"),
  index: profileOf("index"),
  energy: profileOf("energy"),
  crypto: profileOf("crypto"),
};

function slotOf(time: number): number {
  const day = Math.floor(time / DAY);
  const hour = Math.floor((time - day * DAY) / HOUR);
  const weekday = (((day + 4) % 7) + 7) % 7; // 1970-01-01 was a Thursday
  return weekday === 0 || weekday === 6 ? hour + 24 : hour;
}

export function activityAt(assetClass: AssetClass, time: number): number {
  return PROFILES[assetClass].activity[slotOf(time)]!;
}

/** Volatility's intraday shape (not normalised): activity ^ VOLATILITY_EXPONENT. */
export function volatilityShapeAt(assetClass: AssetClass, time: number): number {
  return PROFILES[assetClass].shape[slotOf(time)]!;
}

/** The spread's multiple of the busy-hours spread: 1 when busiest, THIN_HOUR_SPREAD when thinnest. */
export function spreadFactorAt(assetClass: AssetClass, time: number): number {
  return PROFILES[assetClass].spread[slotOf(time)]!;
}

/** The sessions open at this UTC hour (0..23), e.g. ["London", "New York"] at 13. */
export function sessionsAtHour(hour: number): string[] {
  return TRADING_SESSIONS.filter((s) =>
    s.from < s.to ? hour >= s.from && hour < s.to : hour >= s.from || hour < s.to,
  ).map((s) => s.name);
}
