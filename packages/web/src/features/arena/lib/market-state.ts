import type { Instrument, Quote } from "@proparena/contracts/trading";

/** Whether the ticket may trade a symbol now: open, closed until when, or halted since when. */
export type MarketState =
  | { readonly kind: "open" }
  | { readonly kind: "closed"; readonly opensAt: number }
  | { readonly kind: "halted"; readonly since: number };

/**
 * The instrument's market now, from the server's word (its session and halt, refreshed every few
 * seconds) and the live quote: a closed market whose opening time has come counts as open, and a
 * halted symbol that has received a price since its halt began trades again.
 */
export function marketStateOf(
  instrument: Instrument,
  quote: Quote | undefined,
  now: number,
): MarketState {
  if (!instrument.marketOpen && instrument.opensAt) {
    const opensAt = Date.parse(instrument.opensAt);
    if (opensAt > now) return { kind: "closed", opensAt };
  }
  if (instrument.haltedSince) {
    const since = Date.parse(instrument.haltedSince);
    if (!quote || quote.time <= since) return { kind: "halted", since };
  }
  return { kind: "open" };
}
