import { usdRate, type QuoteLookup } from "../market/currency-conversion";
import { getInstrument } from "../market/instruments";
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
  const pricePnl = pnlCents(
    instrument,
    position.side,
    position.volume,
    position.openPrice,
    price,
    rate,
  );
  return {
    position,
    price,
    conversionRate: rate,
    pnl: pricePnl + commission + swap,
    commission,
    swap,
  };
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

/** The costs held in open positions at `time`: their commissions and swaps so far (cents). */
export function heldCosts(positions: readonly Position[], time: number): Cents {
  let sum = 0;
  for (const p of positions) sum += p.commission + swapAt(p, time);
  return sum;
}
