import type { Instrument } from "../market/instruments";
import { roundHalfAwayFromZero, snap, type Cents } from "../core/money";
import type { Side } from "./orders";
import type { Quote } from "../market/quotes";

/** What P&L reads of an instrument (the web passes its wire instrument, which carries these). */
export type PnlInstrument = Pick<Instrument, "tickSize" | "contractSize" | "lotStep">;

/**
 * Profit and loss. A buy is valued and closed at the bid, a sell at the ask. P&L is computed in
 * the quote currency from whole ticks and whole lot steps, converted to USD at the current
 * rate, and rounded to cents once (half away from zero). The rounded figure is both the
 * floating P&L shown and the P&L realised when the position closes at that quote, so closing
 * every position never changes the equity and balance == initial + sum of realised P&L holds
 * to the cent.
 */
export function exitPrice(side: Side, quote: Quote): number {
  return side === "buy" ? quote.bid : quote.ask;
}

export function entryPrice(side: Side, quote: Quote): number {
  return side === "buy" ? quote.ask : quote.bid;
}

/** Quote-currency value of one tick for one lot step (EURUSD: 0.00001 x 100,000 x 0.01 = 0.01). */
export function tickStepValue(instrument: PnlInstrument): number {
  return snap(instrument.tickSize * instrument.contractSize * instrument.lotStep, 12);
}

/** P&L in the quote currency (not rounded). */
export function pnlInQuoteCurrency(
  instrument: PnlInstrument,
  side: Side,
  volume: number,
  openPrice: number,
  closePrice: number,
): number {
  const ticks = Math.round((closePrice - openPrice) / instrument.tickSize);
  const steps = Math.round(volume / instrument.lotStep);
  const signed = side === "buy" ? ticks : -ticks;
  return signed * steps * tickStepValue(instrument);
}

/** P&L in USD cents at a quote-currency -> USD rate, rounded once. */
export function pnlCents(
  instrument: PnlInstrument,
  side: Side,
  volume: number,
  openPrice: number,
  closePrice: number,
  usdPerQuoteUnit: number,
): Cents {
  return roundHalfAwayFromZero(
    pnlInQuoteCurrency(instrument, side, volume, openPrice, closePrice) * usdPerQuoteUnit * 100,
  );
}
