import { roundToDigits, type Instrument } from "./instruments";
import type { Side } from "../engine/orders";

/**
 * Fills checked against an independent reference venue (MARKET_REFERENCE_FEED): our fill price
 * beside the reference venue's quote at the same moment. A buy is compared with the reference
 * ask, a sell with its bid, and the difference is signed so that positive is worse for the
 * trader (a buy paid more, a sell received less). Differences are read in pips for FX (0.0001;
 * 0.01 for JPY pairs: ten of the instrument's smallest digit) and in points for everything
 * else (one unit of the instrument's last digit, MetaTrader's "point").
 */
export type DifferenceUnit = "pip" | "point";

/** What the comparison reads of an instrument (the web passes its wire instrument). */
export type FillQualityInstrument = Pick<Instrument, "assetClass" | "digits">;

export function differenceUnit(instrument: FillQualityInstrument): {
  readonly unit: DifferenceUnit;
  readonly size: number;
} {
  const point = 10 ** -instrument.digits;
  return instrument.assetClass === "fx"
    ? { unit: "pip", size: roundToDigits(point * 10, instrument.digits) }
    : { unit: "point", size: roundToDigits(point, instrument.digits) };
}

/** The reference side a fill compares with: the ask for a buy, the bid for a sell. */
export function referencePrice(side: Side, reference: { bid: number; ask: number }): number {
  return side === "buy" ? reference.ask : reference.bid;
}

export interface FillDifference {
  /** The reference price our fill is compared with. */
  readonly referencePrice: number;
  /** In price, positive = worse for the trader, on the instrument's digits. */
  readonly difference: number;
  /** The same in pips or points, to two decimals. */
  readonly units: number;
  readonly unit: DifferenceUnit;
}

/** Our fill of `side` at `price` against the reference quote. */
export function fillDifference(
  instrument: FillQualityInstrument,
  side: Side,
  price: number,
  reference: { bid: number; ask: number },
): FillDifference {
  const ref = referencePrice(side, reference);
  const raw = side === "buy" ? price - ref : ref - price;
  const difference = roundToDigits(raw, instrument.digits) + 0;
  const { unit, size } = differenceUnit(instrument);
  return { referencePrice: ref, difference, units: roundToDigits(difference / size, 2) + 0, unit };
}
