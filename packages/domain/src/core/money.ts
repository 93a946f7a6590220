/**
 * Money is integer cents (USD). Every amount that reaches a balance is a safe integer; a
 * floating value only exists between a price calculation and its single rounding.
 */
export type Cents = number;

/** Removes floating-point noise (e.g. 370.34999999999997 -> 370.35) before a rounding. */
export function snap(value: number, decimals = 6): number {
  const f = 10 ** decimals;
  return Math.round(value * f) / f;
}

/** Rounds half away from zero (2.5 -> 3, -2.5 -> -3), after removing floating-point noise. */
export function roundHalfAwayFromZero(value: number): number {
  const v = snap(value);
  const r = Math.round(Math.abs(v));
  return v < 0 ? (r === 0 ? 0 : -r) : r;
}

/** Rounds a fractional amount of cents up (towards +infinity), after removing noise. */
export function ceilCents(value: number): Cents {
  const r = Math.ceil(snap(value));
  return r === 0 ? 0 : r;
}

/** Whole dollars to cents: dollars(200_000) === 20_000_000. */
export function dollars(amount: number): Cents {
  return roundHalfAwayFromZero(amount * 100);
}

/** A share of an amount in basis points (1% = 100 bp), rounded half away from zero. */
export function basisPointsOf(amount: Cents, basisPoints: number): Cents {
  return roundHalfAwayFromZero((amount * basisPoints) / 10_000);
}

export function isCents(value: unknown): value is Cents {
  return typeof value === "number" && Number.isSafeInteger(value);
}

/** US formatting: formatUsd(123456) === "$1,234.56", formatUsd(-50) === "-$0.50". */
export function formatUsd(cents: Cents): string {
  const negative = cents < 0;
  const abs = Math.abs(Math.round(cents));
  const whole = Math.floor(abs / 100);
  const frac = abs % 100;
  // Grouped by hand: a mass breach formats ~25,000 amounts, and a regular expression per amount
  // was a tenth of the engine's time on it.
  const digits = String(whole);
  let grouped = "";
  for (let i = 0; i < digits.length; i++) {
    if (i > 0 && (digits.length - i) % 3 === 0) grouped += ",";
    grouped += digits[i];
  }
  return `${negative ? "-" : ""}$${grouped}.${frac < 10 ? "0" : ""}${frac}`;
}

/** US formatting without cents when they are zero: "$216,000", "$1,169", "$125.50". */
export function formatUsdShort(cents: Cents): string {
  const full = formatUsd(cents);
  return full.endsWith(".00") ? full.slice(0, -3) : full;
}

/** "5%", "2.5%" from basis points. */
export function formatBasisPoints(basisPoints: number): string {
  return `${snap(basisPoints / 100, 4)}%`;
}
