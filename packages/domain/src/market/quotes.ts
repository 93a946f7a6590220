import { getInstrument, isOnTick } from "./instruments";
import { describeInput, ok, reject, type Result } from "../core/result";
import { isTime } from "../core/time-zones";

/**
 * A quote (tick): the bid and ask of one symbol at one instant (ms since the epoch). Buys fill
 * at the ask and sells at the bid; long positions are valued and closed at the bid, short ones
 * at the ask. Candles are built from bids.
 */
export interface Quote {
  readonly symbol: string;
  readonly time: number;
  readonly bid: number;
  readonly ask: number;
}

export type Tick = Quote;

export function midPrice(quote: Quote): number {
  return (quote.bid + quote.ask) / 2;
}

/** Checks a quote that comes from outside (a feed, a database row, a test). */
export function validateQuote(input: unknown): Result<Quote> {
  if (typeof input !== "object" || input === null) {
    return reject("INVALID_QUOTE", "A quote must be an object with symbol, time, bid and ask.");
  }
  const q = input as Record<string, unknown>;
  const instrument = getInstrument(q.symbol);
  if (!instrument) return reject("UNKNOWN_SYMBOL", `Unknown symbol ${describeInput(q.symbol)}.`);
  const { time, bid, ask } = q;
  if (!isTime(time)) {
    return reject(
      "INVALID_TIME",
      `Quote time must be a finite number of ms (got ${describeInput(time)}).`,
    );
  }
  if (
    typeof bid !== "number" ||
    typeof ask !== "number" ||
    !Number.isFinite(bid) ||
    !Number.isFinite(ask) ||
    bid <= 0 ||
    ask <= 0
  ) {
    return reject(
      "INVALID_QUOTE",
      `Quote prices must be positive finite numbers (bid ${describeInput(bid)}, ask ${describeInput(ask)}).`,
    );
  }
  if (ask < bid) {
    return reject(
      "INVALID_QUOTE",
      `The ask ${ask} is below the bid ${bid} for ${instrument.symbol}.`,
    );
  }
  if (!isOnTick(bid, instrument) || !isOnTick(ask, instrument)) {
    return reject(
      "PRICE_OFF_TICK",
      `Quote prices must be multiples of the tick size ${instrument.tickSize} for ${instrument.symbol}.`,
    );
  }
  return ok({ symbol: instrument.symbol, time, bid, ask });
}
