import type { Instrument, Quote } from "@proparena/contracts/trading";

/**
 * Client-side copies of the engine's money math (packages/domain: margin.ts, pnl.ts,
 * currency-conversion.ts), used to show figures before the server confirms them. The server
 * stays the authority: these only preview the margin and risk of an order and keep P&L live
 * between account updates.
 */

export type Side = "buy" | "sell";
export type QuoteLookup = (symbol: string) => Quote | undefined;

/** Removes floating-point noise (370.34999999999997 -> 370.35) before a rounding. */
function snap(value: number, decimals = 6): number {
  const f = 10 ** decimals;
  return Math.round(value * f) / f;
}

/** Half away from zero, like the engine. */
function roundHalfAwayFromZero(value: number): number {
  const v = snap(value);
  const r = Math.round(Math.abs(v));
  return v < 0 ? (r === 0 ? 0 : -r) : r;
}

function ceilCents(value: number): number {
  const r = Math.ceil(snap(value));
  return r === 0 ? 0 : r;
}

export function mid(quote: Quote): number {
  return (quote.bid + quote.ask) / 2;
}

/** A buy fills at the ask and is valued (and closed) at the bid; a sell the other way round. */
export function entryPrice(side: Side, quote: Quote): number {
  return side === "buy" ? quote.ask : quote.bid;
}

export function exitPrice(side: Side, quote: Quote): number {
  return side === "buy" ? quote.bid : quote.ask;
}

/**
 * USD per unit of a quote currency, from the mid of its USD pair: direct (GBP: GBPUSD) or
 * inverted (JPY: 1 / USDJPY). Null while the needed quote is unknown.
 */
export function usdPerUnit(quoteCurrency: string, lookup: QuoteLookup): number | null {
  if (quoteCurrency === "USD") return 1;
  const direct = lookup(`${quoteCurrency}USD`);
  if (direct) return mid(direct);
  const inverse = lookup(`USD${quoteCurrency}`);
  if (inverse) return 1 / mid(inverse);
  return null;
}

type Sizing = Pick<Instrument, "contractSize" | "tickSize" | "lotStep">;

/** Margin = notional / leverage in USD, rounded up to the cent (the engine's rule). */
export function requiredMarginCents(
  instrument: Pick<Instrument, "contractSize">,
  volume: number,
  price: number,
  usdRate: number,
  leverage: number,
): number {
  return ceilCents((volume * instrument.contractSize * price * usdRate * 100) / leverage);
}

/** P&L in USD cents of `volume` lots from `openPrice` to `closePrice`, in whole ticks and lot steps. */
export function pnlCents(
  instrument: Sizing,
  side: Side,
  volume: number,
  openPrice: number,
  closePrice: number,
  usdRate: number,
): number {
  const ticks = Math.round((closePrice - openPrice) / instrument.tickSize);
  const steps = Math.round(volume / instrument.lotStep);
  const tickStepValue = snap(
    instrument.tickSize * instrument.contractSize * instrument.lotStep,
    12,
  );
  const signed = side === "buy" ? ticks : -ticks;
  return roundHalfAwayFromZero(signed * steps * tickStepValue * usdRate * 100);
}

/** What is lost, in cents (a positive number), if the stop loss is hit; 0 when the stop is in profit. */
export function riskAtStopCents(
  instrument: Sizing,
  side: Side,
  volume: number,
  openPrice: number,
  stopLoss: number,
  usdRate: number,
): number {
  const pnl = pnlCents(instrument, side, volume, openPrice, stopLoss, usdRate);
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
  const dayOpen = mid(snapshot) / (1 + dailyChangePercent / 100);
  return (mid(quote) / dayOpen - 1) * 100;
}
