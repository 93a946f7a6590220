import type { Instrument, Position, Quote } from "@proparena/contracts/trading";
import { usdRate as domainUsdRate, type QuoteLookup } from "@proparena/domain/currency-conversion";
import type { Instrument as CatalogueInstrument } from "@proparena/domain/instruments";
import { requiredMargin as domainRequiredMargin } from "@proparena/domain/margin";
import { pnlCents as domainPnlCents } from "@proparena/domain/pnl";
import { midPrice } from "@proparena/domain/quotes";

/**
 * The arena's money figures come from the engine's own functions (packages/domain: margin.ts,
 * pnl.ts, currency-conversion.ts), so a preview shows what the engine will compute. The server
 * stays the authority: these only preview the margin and risk of an order and keep P&L live
 * between account updates. What is written here is the web's part: the adapters from the wire
 * Instrument, the risk at the stop, the order form's volume rules and the live daily change.
 */

export { entryPrice, exitPrice } from "@proparena/domain/pnl";
export type { QuoteLookup };
export type Side = Position["side"];

/**
 * The engine's money functions are typed with its catalogue Instrument but read only a few
 * fields, which the wire Instrument carries with the same meaning (the server copies them from
 * the catalogue). Each wrapper below takes just the fields its function reads.
 */
function asCatalogue(fields: Partial<Instrument>): CatalogueInstrument {
  return fields as CatalogueInstrument;
}

/** USD per unit of the quote currency (domain usdRate); null while the converting quote is unknown. */
export function usdRate(
  instrument: Pick<Instrument, "quoteCurrency">,
  lookup: QuoteLookup,
): number | null {
  return domainUsdRate(asCatalogue(instrument), lookup);
}

/** Margin = notional / leverage in USD, rounded up to the cent (domain requiredMargin). */
export function requiredMargin(
  instrument: Pick<Instrument, "contractSize">,
  volume: number,
  price: number,
  usdPerQuoteUnit: number,
  leverage: number,
): number {
  return domainRequiredMargin(asCatalogue(instrument), volume, price, usdPerQuoteUnit, leverage);
}

type PnlFields = Pick<Instrument, "tickSize" | "contractSize" | "lotStep">;

/** P&L in USD cents from whole ticks and lot steps, rounded once (domain pnlCents). */
export function pnlCents(
  instrument: PnlFields,
  side: Side,
  volume: number,
  openPrice: number,
  closePrice: number,
  usdPerQuoteUnit: number,
): number {
  const catalogue = asCatalogue(instrument);
  return domainPnlCents(catalogue, side, volume, openPrice, closePrice, usdPerQuoteUnit);
}

/** What is lost, in cents (a positive number), if the stop loss is hit; 0 when the stop is in profit. */
export function riskAtStopCents(
  instrument: PnlFields,
  side: Side,
  volume: number,
  openPrice: number,
  stopLoss: number,
  usdPerQuoteUnit: number,
): number {
  const pnl = pnlCents(instrument, side, volume, openPrice, stopLoss, usdPerQuoteUnit);
  return pnl < 0 ? -pnl : 0;
}

/** Why a volume is not acceptable for the instrument, or null when it is. */
export function volumeProblem(
  instrument: Pick<Instrument, "lotMin" | "lotStep" | "lotMax">,
  volume: number,
): string | null {
  if (!Number.isFinite(volume) || volume <= 0) return "Enter a volume in lots.";
  if (volume < instrument.lotMin) return `The minimum is ${instrument.lotMin} lots.`;
  if (volume > instrument.lotMax) return `The maximum is ${instrument.lotMax} lots.`;
  const steps = volume / instrument.lotStep;
  if (Math.abs(steps - Math.round(steps)) > 1e-6)
    return `Lots go in steps of ${instrument.lotStep}.`;
  return null;
}

/** Rounds a volume to the lot grid (for the +/- stepper). */
export function snapVolume(instrument: Pick<Instrument, "lotStep">, volume: number): number {
  const decimals = decimalsOf(instrument.lotStep);
  return Number((Math.round(volume / instrument.lotStep) * instrument.lotStep).toFixed(decimals));
}

export function decimalsOf(step: number): number {
  const text = String(step);
  const dot = text.indexOf(".");
  return dot === -1 ? 0 : text.length - dot - 1;
}

/**
 * The daily change kept live: the day's opening mid is implied by the REST snapshot (its mid
 * and dailyChangePercent), and the change is recomputed from each new quote's mid.
 */
export function liveDailyChange(
  instrument: Pick<Instrument, "quote" | "dailyChangePercent">,
  quote: Quote | undefined,
): number | null {
  const { quote: snapshot, dailyChangePercent } = instrument;
  if (dailyChangePercent === null || !snapshot) return dailyChangePercent;
  if (!quote || quote.time <= snapshot.time) return dailyChangePercent;
  const dayOpen = midPrice(snapshot) / (1 + dailyChangePercent / 100);
  return (midPrice(quote) / dayOpen - 1) * 100;
}
