import { usdRate, type QuoteLookup } from "../market/currency-conversion";
import { getInstrument, type Instrument } from "../market/instruments";
import type { Quote } from "../market/quotes";
import type { Cents } from "../core/money";
import type { Position } from "./positions";
import { exitPrice, pnlCents } from "./pnl";
import { swapAt } from "../rules/trading-costs";

/**
 * Values open positions at the current quotes and at a time: each position's P&L is its price
 * P&L rounded to cents once, plus its commission and its swap up to that time (trading-costs.ts),
 * and equity = balance + the sum of those figures (so closing every position at these quotes
 * and at this time turns the equity into the balance exactly). A position whose quote is not
 * known yet is valued at its open price (its costs only).
 */
export interface PositionValue {
  readonly position: Position;
  /** Bid for a buy, ask for a sell; the open price when no quote is known. */
  readonly price: number;
  readonly conversionRate: number;
  /** Price P&L + commission + swap. */
  readonly pnl: Cents;
  readonly commission: Cents;
  readonly swap: Cents;
}

export interface AccountValue {
  readonly equity: Cents;
  readonly floatingPnl: Cents;
  readonly usedMargin: Cents;
  readonly positions: PositionValue[];
}

export function valuePosition(
  position: Position,
  lookup: QuoteLookup,
  time: number,
): PositionValue {
  const commission = position.commission;
  const swap = swapAt(position, time);
  const instrument = getInstrument(position.symbol);
  const quote = lookup(position.symbol);
  if (!instrument || !quote) {
    const pnl = commission + swap;
    return { position, price: position.openPrice, conversionRate: 1, pnl, commission, swap };
  }
  const price = exitPrice(position.side, quote);
  const rate = usdRate(instrument, lookup) ?? 1;
  return {
    position,
    price,
    conversionRate: rate,
    pnl: pricePnl(position, instrument, price, rate) + commission + swap,
    commission,
    swap,
  };
}

/** A position's price P&L in cents at `price` (its exit price), rounded once. */
function pricePnl(position: Position, instrument: Instrument, price: number, rate: number): Cents {
  return pnlCents(instrument, position.side, position.volume, position.openPrice, price, rate);
}

export function valueAccount(
  balance: Cents,
  positions: readonly Position[],
  lookup: QuoteLookup,
  time: number,
): AccountValue {
  let floating = 0;
  let used = 0;
  const values: PositionValue[] = [];
  for (const p of positions) {
    const v = valuePosition(p, lookup, time);
    floating += v.pnl;
    used += p.margin;
    values.push(v);
  }
  return { equity: balance + floating, floatingPnl: floating, usedMargin: used, positions: values };
}

/** What `valueAccount` sums, without the positions' own figures. */
export type AccountTotals = Omit<AccountValue, "positions">;

/**
 * The account's equity, floating P&L and margin in use at the quotes and `time`: exactly
 * `valueAccount`'s figures (the same per-position rounding, summed in cents), without a record
 * per position. What a margin check, a rule decision and a summary need; a position's figures
 * are built only where they are shown or closed at. Positions of one symbol in a row share their
 * instrument, quote and rate lookups.
 */
export function accountTotals(
  balance: Cents,
  positions: readonly Position[],
  lookup: QuoteLookup,
  time: number,
): AccountTotals {
  let floating = 0;
  let used = 0;
  let symbol: string | null = null;
  let instrument: Instrument | undefined;
  let quote: Quote | undefined;
  let rate = 1;
  for (const p of positions) {
    if (p.symbol !== symbol) {
      symbol = p.symbol;
      instrument = getInstrument(symbol);
      quote = lookup(symbol);
      rate = instrument && quote ? (usdRate(instrument, lookup) ?? 1) : 1;
    }
    // valuePosition's pnl, in the same order of operations.
    const swap = swapAt(p, time);
    floating +=
      instrument && quote
        ? pricePnl(p, instrument, exitPrice(p.side, quote), rate) + p.commission + swap
        : p.commission + swap;
    used += p.margin;
  }
  return { equity: balance + floating, floatingPnl: floating, usedMargin: used };
}

/** The costs held in open positions at `time`: their commissions and swaps so far (cents). */
export function heldCosts(positions: readonly Position[], time: number): Cents {
  let sum = 0;
  for (const p of positions) sum += p.commission + swapAt(p, time);
  return sum;
}
