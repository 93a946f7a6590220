import { CONVERSIONS, type Currency } from "./instruments";
import type { Quote } from "./quotes";

/**
 * Converting an amount in an instrument's quote currency to USD at the current rate: the mid
 * price of the USD pair of that currency, direct (GBP: GBPUSD) or inverted (JPY: 1 / USDJPY).
 * A USDJPY trade makes its P&L in JPY; it is converted with the USDJPY mid of the same moment.
 */
export type QuoteLookup = (symbol: string) => Quote | undefined;

/**
 * USD per unit of the instrument's quote currency, or null when the needed quote is missing. A
 * currency without a USD pair (USD itself) converts at 1.
 */
export function usdRate(
  instrument: { readonly quoteCurrency: string },
  lookup: QuoteLookup,
): number | null {
  const conversion = CONVERSIONS[instrument.quoteCurrency as Currency];
  if (!conversion) return 1;
  const q = lookup(conversion.symbol);
  if (!q) return null;
  const mid = (q.bid + q.ask) / 2;
  return conversion.invert ? 1 / mid : mid;
}
