import type { Instrument } from "../market/instruments";
import { ceilCents, type Cents } from "../core/money";

/**
 * Margin = notional / leverage, converted to USD and rounded up to the cent. It is fixed when
 * the position opens (fill price and conversion rate of that moment).
 * Free margin = equity - used margin. Margin level = equity / used margin x 100 (%).
 */
export function requiredMargin(
  instrument: Pick<Instrument, "contractSize">,
  volume: number,
  price: number,
  usdPerQuoteUnit: number,
  leverage: number,
): Cents {
  return ceilCents((volume * instrument.contractSize * price * usdPerQuoteUnit * 100) / leverage);
}

export function freeMargin(equity: Cents, usedMargin: Cents): Cents {
  return equity - usedMargin;
}

/** Percent, or null when no margin is used. */
export function marginLevel(equity: Cents, usedMargin: Cents): number | null {
  return usedMargin > 0 ? (equity / usedMargin) * 100 : null;
}

/** True when the margin level is below the stop-out level (compared exactly, in integers). */
export function isBelowStopOut(equity: Cents, usedMargin: Cents, stopOutLevel: number): boolean {
  return usedMargin > 0 && equity * 100 < stopOutLevel * usedMargin;
}
