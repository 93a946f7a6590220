import { usdRate, type QuoteLookup } from "./currency-conversion";
import { getInstrument } from "./instruments";
import type { Cents } from "./money";
import type { Position } from "./positions";
import { exitPrice, pnlCents } from "./pnl";

/**
 * Values open positions at the current quotes: each position's P&L is rounded to cents once,
 * and equity = balance + the sum of those rounded figures (so closing every position at these
 * quotes turns the equity into the balance exactly). A position whose quote is not known yet is
 * valued at its open price (P&L 0).
 */
export interface PositionValue {
  readonly position: Position;
  /** Bid for a buy, ask for a sell; the open price when no quote is known. */
  readonly price: number;
  readonly conversionRate: number;
  readonly pnl: Cents;
}

export interface AccountValue {
  readonly equity: Cents;
  readonly floatingPnl: Cents;
  readonly usedMargin: Cents;
  readonly positions: PositionValue[];
}

export function valuePosition(position: Position, lookup: QuoteLookup): PositionValue {
  const instrument = getInstrument(position.symbol);
  const quote = lookup(position.symbol);
  if (!instrument || !quote) {
    return { position, price: position.openPrice, conversionRate: 1, pnl: 0 };
  }
  const price = exitPrice(position.side, quote);
  const rate = usdRate(instrument, lookup) ?? 1;
  return {
    position,
    price,
    conversionRate: rate,
    pnl: pnlCents(instrument, position.side, position.volume, position.openPrice, price, rate),
  };
}

export function valueAccount(
  balance: Cents,
  positions: readonly Position[],
  lookup: QuoteLookup,
): AccountValue {
  let floating = 0;
  let used = 0;
  const values: PositionValue[] = [];
  for (const p of positions) {
    const v = valuePosition(p, lookup);
    floating += v.pnl;
    used += p.margin;
    values.push(v);
  }
  return { equity: balance + floating, floatingPnl: floating, usedMargin: used, positions: values };
}
