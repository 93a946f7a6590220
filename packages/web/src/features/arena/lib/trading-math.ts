import type { Instrument, Position, Quote } from "@proparena/contracts/trading";
import { getInstrument } from "@proparena/domain/market/instruments";
import { checkPendingPriceSide, checkStopsSide } from "@proparena/domain/engine/order-validation";
import { exitPrice, pnlCents, type PnlInstrument } from "@proparena/domain/engine/pnl";
import { midPrice } from "@proparena/domain/market/quotes";

/**
 * The arena's money figures come from the engine's own functions, imported from
 * packages/domain (margin.ts, pnl.ts, currency-conversion.ts), so a preview shows what the
 * engine will compute; the server stays the authority. What is written here is the web's part
 * on top: the risk at the stop, the order form's volume rules and the live daily change.
 */

export type Side = Position["side"];

/** What is lost, in cents (a positive number), if the stop loss is hit; 0 when the stop is in profit. */
export function riskAtStopCents(
  instrument: PnlInstrument,
  side: Side,
  volume: number,
  openPrice: number,
  stopLoss: number,
  usdPerQuoteUnit: number,
): number {
  const pnl = pnlCents(instrument, side, volume, openPrice, stopLoss, usdPerQuoteUnit);
  return pnl < 0 ? -pnl : 0;
}

/** A field of the order ticket the engine would refuse, with its own sentence. */
export interface TicketProblem {
  readonly field: "price" | "stopLoss" | "takeProfit";
  readonly message: string;
}

/**
 * What the engine would say about the sides of an order at this quote, before it is sent: a
 * limit or stop price on the wrong side of the quote, or a stop loss or take profit on the
 * wrong side of the price the position closes at (the bid for a buy, the ask for a sell, or
 * the order price of a pending order). The engine's own checks (domain order-validation), so
 * the ticket and the engine cannot disagree; the server still decides at the fill.
 */
export function ticketSideProblem(input: {
  symbol: string;
  side: Side;
  type: "market" | "limit" | "stop";
  /** The limit or stop price (ignored for a market order). */
  price: number | undefined;
  quote: Quote | undefined;
  stopLoss: number | undefined;
  takeProfit: number | undefined;
}): TicketProblem | null {
  const instrument = getInstrument(input.symbol);
  const { side, type, quote } = input;
  if (!instrument || !quote) return null;
  const positive = (value: number | undefined) =>
    value !== undefined && Number.isFinite(value) && value > 0 ? value : null;
  let reference: number;
  let label: string;
  if (type === "market") {
    reference = exitPrice(side, quote);
    label = `current ${side === "buy" ? "bid" : "ask"}`;
  } else {
    const price = positive(input.price);
    if (price === null) return null;
    const pending = checkPendingPriceSide(side, type, price, quote, instrument);
    if (pending) return { field: "price", message: pending.reason };
    reference = price;
    label = "order price";
  }
  const rejection = checkStopsSide(
    side,
    reference,
    label,
    positive(input.stopLoss),
    positive(input.takeProfit),
    instrument,
  );
  if (!rejection) return null;
  return {
    field: rejection.code === "STOP_LOSS_WRONG_SIDE" ? "stopLoss" : "takeProfit",
    message: rejection.reason,
  };
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
