import {
  formatLots,
  formatPrice,
  getInstrument,
  isOnTick,
  normaliseVolume,
  roundToTick,
  SYMBOLS,
  volumeSteps,
  type Instrument,
} from "../market/instruments";
import { ORDER_TYPES, SIDES, type OrderTerms, type OrderType, type Side } from "./orders";
import type { Quote } from "../market/quotes";
import { describeInput, ok, reject, type Rejection, type Result } from "../core/result";

/**
 * Validation of what a trader sends, before any state changes. Input is treated as unknown:
 * NaN, Infinity, strings or missing fields come back as typed rejections with a reason.
 */
export interface CheckedOrder extends OrderTerms {
  readonly instrument: Instrument;
}

const describe = describeInput;

export function checkSymbol(symbol: unknown): Result<Instrument> {
  const instrument = getInstrument(symbol);
  if (!instrument) {
    return reject(
      "UNKNOWN_SYMBOL",
      `Unknown symbol ${describe(symbol)}. Tradable symbols: ${SYMBOLS.join(", ")}.`,
    );
  }
  return ok(instrument);
}

export function checkVolume(volume: unknown, instrument: Instrument): Result<number> {
  if (typeof volume !== "number" || !Number.isFinite(volume) || volume <= 0) {
    return reject(
      "INVALID_VOLUME",
      `Volume must be a positive number of lots (got ${describe(volume)}).`,
    );
  }
  if (volume < instrument.lotMin - 1e-9) {
    return reject(
      "VOLUME_TOO_SMALL",
      `Volume ${formatLots(volume)} lots is below the minimum of ${formatLots(instrument.lotMin)} lots for ${instrument.symbol}.`,
    );
  }
  if (volume > instrument.lotMax + 1e-9) {
    return reject(
      "VOLUME_TOO_LARGE",
      `Volume ${formatLots(volume)} lots is above the maximum of ${formatLots(instrument.lotMax)} lots per order for ${instrument.symbol}.`,
    );
  }
  if (volumeSteps(volume, instrument) === null) {
    return reject(
      "VOLUME_OFF_STEP",
      `Volume ${formatLots(volume)} lots is not a multiple of the lot step ${formatLots(instrument.lotStep)} for ${instrument.symbol}.`,
    );
  }
  return ok(normaliseVolume(volume, instrument));
}

/** No instrument trades near this: anything above is a mistake or an attack, not a price. */
export const MAX_PRICE = 1e9;

/** The code of each price field's value off the tick grid, by the code of a value that is no price. */
const OFF_TICK = {
  INVALID_PRICE: "PRICE_OFF_TICK",
  INVALID_STOP_LOSS: "STOP_LOSS_OFF_TICK",
  INVALID_TAKE_PROFIT: "TAKE_PROFIT_OFF_TICK",
} as const;

/** A price field: a positive finite number on the tick grid, normalised to the digits. */
export function checkPrice(
  value: unknown,
  instrument: Instrument,
  label: string,
  invalidCode: "INVALID_PRICE" | "INVALID_STOP_LOSS" | "INVALID_TAKE_PROFIT",
): Result<number> {
  if (typeof value !== "number" || !Number.isFinite(value) || value <= 0 || value > MAX_PRICE) {
    return reject(invalidCode, `The ${label} must be a positive price (got ${describe(value)}).`);
  }
  if (!isOnTick(value, instrument)) {
    return reject(
      OFF_TICK[invalidCode],
      `The ${label} ${value} is not a multiple of the tick size ${formatPrice(instrument.tickSize, instrument)} for ${instrument.symbol}.`,
    );
  }
  const price = roundToTick(value, instrument);
  // 1e-300 is "on the tick grid" at zero ticks: a price must be at least one tick.
  if (price < instrument.tickSize) {
    return reject(
      invalidCode,
      `The ${label} must be at least one tick (${formatPrice(instrument.tickSize, instrument)}) for ${instrument.symbol} (got ${describe(value)}).`,
    );
  }
  return ok(price);
}

/** An optional SL/TP: undefined or null means none. */
function checkOptionalStop(
  value: unknown,
  instrument: Instrument,
  label: string,
  code: "INVALID_STOP_LOSS" | "INVALID_TAKE_PROFIT",
): Result<number | null> {
  if (value === undefined || value === null) return ok(null);
  return checkPrice(value, instrument, label, code);
}

/** Everything that can be checked without a quote or an account. */
export function checkOrderRequest(input: unknown): Result<CheckedOrder> {
  if (typeof input !== "object" || input === null) {
    return reject(
      "INVALID_ORDER_TYPE",
      "An order must be an object with symbol, side, type and volume.",
    );
  }
  const r = input as Record<string, unknown>;
  const instrument = checkSymbol(r.symbol);
  if (!instrument.ok) return instrument;
  const i = instrument.value;
  if (!SIDES.includes(r.side as Side)) {
    return reject("INVALID_SIDE", `Side must be "buy" or "sell" (got ${describe(r.side)}).`);
  }
  if (!ORDER_TYPES.includes(r.type as OrderType)) {
    return reject(
      "INVALID_ORDER_TYPE",
      `Order type must be "market", "limit" or "stop" (got ${describe(r.type)}).`,
    );
  }
  const side = r.side as Side;
  const type = r.type as OrderType;
  const volume = checkVolume(r.volume, i);
  if (!volume.ok) return volume;
  let price: number | null = null;
  if (type !== "market") {
    const p = checkPrice(r.price, i, `${type} price`, "INVALID_PRICE");
    if (!p.ok) return p;
    price = p.value;
  } else if (r.price !== undefined && r.price !== null) {
    return reject("INVALID_PRICE", "A market order takes no price: it fills at the current quote.");
  }
  const sl = checkOptionalStop(r.stopLoss, i, "stop loss", "INVALID_STOP_LOSS");
  if (!sl.ok) return sl;
  const tp = checkOptionalStop(r.takeProfit, i, "take profit", "INVALID_TAKE_PROFIT");
  if (!tp.ok) return tp;
  return ok({
    instrument: i,
    side,
    type,
    volume: volume.value,
    price,
    stopLoss: sl.value,
    takeProfit: tp.value,
  });
}

/**
 * A limit or stop price must be on the right side of the current quote: a buy limit below the
 * ask, a buy stop above it, a sell limit above the bid, a sell stop below it.
 */
export function checkPendingPriceSide(
  side: Side,
  type: OrderType,
  price: number,
  quote: Quote,
  instrument: Instrument,
): Rejection | null {
  const fmt = (p: number): string => formatPrice(p, instrument);
  const ref = side === "buy" ? quote.ask : quote.bid;
  const refName = side === "buy" ? "ask" : "bid";
  const mustBeBelow = (side === "buy" && type === "limit") || (side === "sell" && type === "stop");
  if (mustBeBelow && !(price < ref)) {
    return reject(
      "PRICE_WRONG_SIDE",
      `A ${side} ${type} must be below the current ${refName} ${fmt(ref)} (got ${fmt(price)}).`,
    );
  }
  if (!mustBeBelow && !(price > ref)) {
    return reject(
      "PRICE_WRONG_SIDE",
      `A ${side} ${type} must be above the current ${refName} ${fmt(ref)} (got ${fmt(price)}).`,
    );
  }
  return null;
}

/**
 * SL/TP must be on the right side of the price the position would close at: for a buy the stop
 * loss below and the take profit above; for a sell the reverse. `reference` is the bid for a
 * buy (ask for a sell) when the position exists or fills now, or the order price when pending.
 */
export function checkStopsSide(
  side: Side,
  reference: number,
  referenceLabel: string,
  stopLoss: number | null,
  takeProfit: number | null,
  instrument: Instrument,
): Rejection | null {
  const fmt = (p: number): string => formatPrice(p, instrument);
  if (stopLoss !== null) {
    const okSide = side === "buy" ? stopLoss < reference : stopLoss > reference;
    if (!okSide) {
      return reject(
        "STOP_LOSS_WRONG_SIDE",
        `The stop loss of a ${side} must be ${side === "buy" ? "below" : "above"} the ${referenceLabel} ${fmt(reference)} (got ${fmt(stopLoss)}).`,
      );
    }
  }
  if (takeProfit !== null) {
    const okSide = side === "buy" ? takeProfit > reference : takeProfit < reference;
    if (!okSide) {
      return reject(
        "TAKE_PROFIT_WRONG_SIDE",
        `The take profit of a ${side} must be ${side === "buy" ? "above" : "below"} the ${referenceLabel} ${fmt(reference)} (got ${fmt(takeProfit)}).`,
      );
    }
  }
  return null;
}

/** Checks an optional SL/TP field of a change: undefined keeps the current value. */
export function checkStopChange(
  value: unknown,
  current: number | null,
  instrument: Instrument,
  label: string,
  code: "INVALID_STOP_LOSS" | "INVALID_TAKE_PROFIT",
): Result<number | null> {
  if (value === undefined) return ok(current);
  return checkOptionalStop(value, instrument, label, code);
}
