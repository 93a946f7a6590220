import type { FillReference as WireReference, TradeDetail } from "@proparena/contracts/trading";
import { fillDifference } from "@proparena/domain/market/fill-quality";
import { getInstrument } from "@proparena/domain/market/instruments";
import type { Side } from "@proparena/domain/engine/orders";
import { and, asc, eq, getTableColumns } from "drizzle-orm";
import { orders, swapCharges, tradeHistories } from "../../db/schema";
import { notFound } from "../../lib/http-error";
import { isUuid } from "../../lib/is-uuid";
import { referenceFromRow, tradeFromRow, type FillReference } from "../../trading/record-mappers";
import { wireTrade } from "../../trading/wire-views";
import type { ServiceContext } from "../service-context";
import { withCopySources } from "../social/copy-sources";

const TRADE_NOT_FOUND = "Trade not found";

/** Our fill against the reference venue's quote then, in the wire format. */
function wireReference(
  symbol: string,
  side: Side,
  price: number,
  reference: FillReference | null,
): WireReference | null {
  const instrument = getInstrument(symbol);
  if (!reference || !instrument) return null;
  const d = fillDifference(instrument, side, price, reference);
  return {
    venue: reference.venue,
    time: new Date(reference.time).toISOString(),
    bid: reference.bid,
    ask: reference.ask,
    price: d.referencePrice,
    difference: d.difference,
    differenceUnits: d.units,
    unit: d.unit,
  };
}

/**
 * GET /api/accounts/:id/trades/:tradeId (the caller has checked access to the account): one
 * closed trade with its two fills (the opening one from its order row, the closing one from
 * the trade row), each beside the reference venue's quote when one was stored, its commission
 * and the swap at every rollover it was held over. 404 for a trade of another account.
 */
export async function tradeDetail(
  { db }: ServiceContext,
  accountId: string,
  tradeId: string,
): Promise<TradeDetail> {
  if (!isUuid(tradeId)) throw notFound(TRADE_NOT_FOUND);
  const [row] = await db
    .select({
      trade: getTableColumns(tradeHistories),
      open: {
        bid: orders.referenceBid,
        ask: orders.referenceAsk,
        time: orders.referenceTime,
        venue: orders.referenceVenue,
      },
    })
    .from(tradeHistories)
    .leftJoin(orders, eq(orders.id, tradeHistories.orderId))
    .where(and(eq(tradeHistories.id, tradeId), eq(tradeHistories.accountId, accountId)));
  if (!row) throw notFound(TRADE_NOT_FOUND);
  const swaps = await db
    .select({ time: swapCharges.time, nights: swapCharges.nights, amount: swapCharges.amountCents })
    .from(swapCharges)
    .where(eq(swapCharges.positionId, tradeId))
    .orderBy(asc(swapCharges.time));
  const trade = tradeFromRow(row.trade);
  const r = row.trade;
  const closeSide: Side = trade.side === "buy" ? "sell" : "buy";
  const closeReference = referenceFromRow({
    bid: r.closeReferenceBid,
    ask: r.closeReferenceAsk,
    time: r.closeReferenceTime,
    venue: r.closeReferenceVenue,
  });
  // A copied trade names where it came from (social trading).
  const [wire] = await withCopySources(db, accountId, [wireTrade(trade)]);
  return {
    trade: wire!,
    pricePnlCents: trade.pnl - trade.commission - trade.swap,
    fills: [
      {
        kind: "open",
        side: trade.side,
        time: new Date(trade.openTime).toISOString(),
        price: trade.openPrice,
        reference: wireReference(
          trade.symbol,
          trade.side,
          trade.openPrice,
          row.open ? referenceFromRow(row.open) : null,
        ),
      },
      {
        kind: "close",
        side: closeSide,
        time: new Date(trade.closeTime).toISOString(),
        price: trade.closePrice,
        reference: wireReference(trade.symbol, closeSide, trade.closePrice, closeReference),
      },
    ],
    swapCharges: swaps.map((s) => ({
      time: s.time.toISOString(),
      nights: s.nights,
      amountCents: s.amount,
    })),
  };
}
