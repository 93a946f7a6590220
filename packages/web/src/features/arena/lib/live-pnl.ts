import type { Instrument, Position } from "@proparena/contracts/trading";
import { usdRate, type QuoteLookup } from "@proparena/domain/market/currency-conversion";
import { exitPrice, pnlCents } from "@proparena/domain/engine/pnl";

export interface LiveValuation {
  price: number | null;
  pnlCents: number;
}

/**
 * A position valued at the live quote (bid for a buy, ask for a sell, converted to USD at the
 * live rate) with its commission and swap so far added, as the engine values it; or the
 * server's figure when a needed quote or the instrument is unknown.
 */
export function valuePosition(
  position: Position,
  instrument: Instrument | undefined,
  lookup: QuoteLookup,
): LiveValuation {
  const quote = lookup(position.symbol);
  const rate = instrument ? usdRate(instrument, lookup) : null;
  if (!instrument || !quote || rate === null)
    return { price: position.currentPrice, pnlCents: position.pnlCents };
  const price = exitPrice(position.side, quote);
  return {
    price,
    pnlCents:
      pnlCents(instrument, position.side, position.volume, position.openPrice, price, rate) +
      position.commissionCents +
      position.swapCents,
  };
}

/** Sum of the live P&L of the positions. */
export function floatingPnlCents(
  positions: readonly Position[],
  instrumentOf: (symbol: string) => Instrument | undefined,
  lookup: QuoteLookup,
): number {
  return positions.reduce(
    (sum, p) => sum + valuePosition(p, instrumentOf(p.symbol), lookup).pnlCents,
    0,
  );
}
