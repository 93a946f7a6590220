import { valuePosition, type PositionValue } from "./account-valuation";
import { usdRate } from "../market/currency-conversion";
import type { AccountState, Changes, EngineState } from "./engine-state";
import { dayKeyOf, nextId } from "./engine-state";
import { formatLots, formatPrice, getInstrument, type Instrument } from "../market/instruments";
import { formatUsd, type Cents } from "../core/money";
import { cancelOcoPair } from "./one-cancels-other";
import { commissionText, marginFigures } from "./order-preparation";
import type { CancelReason, Order } from "./orders";
import { entryPrice, exitPrice } from "./pnl";
import type { PositionSplit } from "./position-split";
import type { CloseReason, Position } from "./positions";
import type { Quote } from "../market/quotes";
import type { Trade } from "./trades";
import { swapNights, swapPerNight } from "../rules/trading-costs";

/**
 * Fills and closes: an order filling into an open position (a market order at once, a pending
 * order when a tick reaches its price), a position closing into a trade (at the current quote
 * or at given figures), and an order being cancelled. This is the one place that builds a
 * Position, a filled or cancelled Order and a Trade, and that adds them to or takes them out
 * of the books and the price index.
 */

/**
 * Fills an order at `fill`: opens its position holding `margin`, charged `commission` (the
 * round turn, marginFigures) and with the account's swap per night, and reports the fill. The
 * order may be new (a market order) or pending; it is no longer in the books either way.
 */
export function fillOrder(
  s: EngineState,
  st: AccountState,
  order: Order,
  fill: number,
  margin: Cents,
  commission: Cents,
  time: number,
  changes: Changes,
): Order {
  const positionId = nextId(s, "position", st.a.id);
  const instrument = getInstrument(order.symbol) as Instrument;
  const position: Position = {
    id: positionId,
    accountId: st.a.id,
    orderId: order.id,
    symbol: order.symbol,
    side: order.side,
    volume: order.volume,
    openPrice: fill,
    openTime: time,
    stopLoss: order.stopLoss,
    takeProfit: order.takeProfit,
    margin,
    commission,
    swapPerNight: swapPerNight(st.a.costs, order.symbol, instrument, order.side, order.volume),
    trailingDistance: null,
  };
  const filled: Order = {
    ...order,
    status: "filled",
    updatedAt: time,
    filledAt: time,
    fillPrice: fill,
    positionId,
  };
  openPosition(s, st, position, time, changes);
  changes.events.push({ type: "orderFilled", order: filled, position });
  return filled;
}

function openPosition(
  s: EngineState,
  st: AccountState,
  position: Position,
  time: number,
  changes: Changes,
): void {
  s.positions.set(position.id, position);
  st.positions.push(position);
  st.usedMargin += position.margin;
  st.stale = true;
  const key = dayKeyOf(s, time);
  // The account record itself changes only with the first trade of the day: the margin in
  // use is derived from the positions, so most opens leave the record as it was.
  if (st.a.lastTradingDay !== key) {
    st.a.lastTradingDay = key;
    st.a.tradingDays += 1;
    changes.touched.add(st.a.id);
  }
  s.risk.watchStops(position);
}

/** Puts a changed record of an open position (new SL/TP) in the books. */
export function replacePosition(s: EngineState, st: AccountState, updated: Position): void {
  s.positions.set(updated.id, updated);
  const i = st.positions.findIndex((p) => p.id === updated.id);
  if (i >= 0) st.positions[i] = updated;
}

/**
 * Closes a position at the figures it was valued at (`valuePosition` at `time`: price, rate and
 * P&L with its commission and swap), books it and reports the trade. The nights it was held
 * after the last rollover the engine recorded are recorded with it.
 */
export function closeAt(
  s: EngineState,
  st: AccountState,
  value: PositionValue,
  time: number,
  reason: CloseReason,
  changes: Changes,
): Trade {
  const position = value.position;
  recordUnrecordedSwap(s, st, position, time, changes);
  s.positions.delete(position.id);
  const i = st.positions.findIndex((p) => p.id === position.id);
  if (i >= 0) st.positions.splice(i, 1);
  st.usedMargin -= position.margin;
  st.a.balance += value.pnl;
  s.risk.unwatchStops(position.id);
  const trade = tradeOf(position.id, value, time, reason);
  changes.touched.add(st.a.id);
  changes.events.push({ type: "positionClosed", position, trade, balance: st.a.balance });
  return trade;
}

/**
 * Closes part of a position at the current quote: `split` (position-split.ts) says what each
 * part holds. The part closed is valued as a position of its own (its volume, its share of the
 * commission and swap) and booked as a trade with a new id; the rest stays open under the
 * position's id, open price, open time and stops, holding the rest of the margin. The nights
 * held after the last rollover the engine recorded are recorded first, on the whole position.
 */
export function closePart(
  s: EngineState,
  st: AccountState,
  position: Position,
  split: PositionSplit,
  time: number,
  reason: CloseReason,
  changes: Changes,
): { readonly trade: Trade; readonly rest: Position } {
  recordUnrecordedSwap(s, st, position, time, changes);
  const value = valuePosition({ ...position, ...split.closed }, s.lookup, time);
  const rest: Position = { ...position, ...split.rest };
  replacePosition(s, st, rest);
  st.usedMargin -= split.closed.margin;
  st.a.balance += value.pnl;
  const trade = tradeOf(nextId(s, "trade", st.a.id), value, time, reason);
  changes.touched.add(st.a.id);
  changes.events.push({
    type: "positionPartiallyClosed",
    position: rest,
    trade,
    balance: st.a.balance,
  });
  return { trade, rest };
}

/**
 * The swap of the rollovers after the last one the engine recorded, up to `time`, of a position
 * about to close (or shrink): recorded with it, since the next rollover records only what is
 * open then, at its volume then.
 */
function recordUnrecordedSwap(
  s: EngineState,
  st: AccountState,
  position: Position,
  time: number,
  changes: Changes,
): void {
  const unrecorded = swapNights(position, s.rolledThrough, time);
  if (unrecorded.length === 0) return;
  changes.events.push({
    type: "swapCharged",
    accountId: st.a.id,
    charges: unrecorded.map((n) => ({
      positionId: position.id,
      accountId: st.a.id,
      symbol: position.symbol,
      side: position.side,
      volume: position.volume,
      ...n,
    })),
  });
}

/** The trade a (part of a) position closed at `value` makes; `id` is the position's for a whole close. */
function tradeOf(id: string, value: PositionValue, time: number, reason: CloseReason): Trade {
  const position = value.position;
  return {
    id,
    positionId: position.id,
    orderId: position.orderId,
    accountId: position.accountId,
    symbol: position.symbol,
    side: position.side,
    volume: position.volume,
    openPrice: position.openPrice,
    openTime: position.openTime,
    closePrice: value.price,
    closeTime: time,
    pnl: value.pnl,
    commission: value.commission,
    swap: value.swap,
    conversionRate: value.conversionRate,
    reason,
  };
}

/** Closes a position at the current quote (a buy at the bid, a sell at the ask). */
export function closeAtQuote(
  s: EngineState,
  st: AccountState,
  position: Position,
  time: number,
  reason: CloseReason,
  changes: Changes,
): Trade {
  return closeAt(s, st, valuePosition(position, s.lookup, time), time, reason, changes);
}

export function cancelOrder(
  s: EngineState,
  st: AccountState,
  order: Order,
  time: number,
  reason: CancelReason,
  message: string,
  changes: Changes,
): Order {
  s.orders.delete(order.id);
  st.orders.delete(order.id);
  s.risk.unwatchOrder(order.id);
  const cancelled: Order = {
    ...order,
    status: "cancelled",
    updatedAt: time,
    cancelledAt: time,
    cancelReason: reason,
  };
  changes.events.push({ type: "orderCancelled", order: cancelled, reason, message });
  return cancelled;
}

/** Cancels every pending order of an account, with one reason and message. */
export function cancelAllOrders(
  s: EngineState,
  st: AccountState,
  time: number,
  reason: CancelReason,
  message: string,
  changes: Changes,
): void {
  for (const id of [...st.orders]) {
    const o = s.orders.get(id);
    if (o) cancelOrder(s, st, o, time, reason, message, changes);
  }
}

/**
 * Fills a pending order that the quote triggered, at the quote (buys at the ask, sells at the
 * bid), if the free margin allows; else cancels it with the figures. Returns true when a
 * position opened.
 */
export function fillPending(
  s: EngineState,
  st: AccountState,
  order: Order,
  q: Quote,
  changes: Changes,
): boolean {
  const instrument = getInstrument(order.symbol) as Instrument;
  const rate = usdRate(instrument, s.lookup);
  if (rate === null) {
    s.risk.watchOrder(order);
    return false;
  }
  const fill = entryPrice(order.side, q);
  const exit = exitPrice(order.side, q);
  const f = marginFigures(s, st, instrument, order.side, order.volume, fill, exit, rate, q.time);
  if (f.freeAfter < 0) {
    cancelOrder(
      s,
      st,
      order,
      q.time,
      "notEnoughMargin",
      `Not enough free margin when the price was reached: ${order.side} ${order.type} ${formatLots(order.volume)} ${order.symbol} at ${formatPrice(fill, instrument)} needed ${formatUsd(f.margin)} of margin and ${formatUsd(-f.spreadCost)} of spread${commissionText(f.commission)}, but the free margin was ${formatUsd(f.free)}.`,
      changes,
    );
    return false;
  }
  s.orders.delete(order.id);
  st.orders.delete(order.id);
  const filled = fillOrder(s, st, order, fill, f.margin, f.commission, q.time, changes);
  cancelOcoPair(s, st, order, q.time, "filled", changes);
  // A gap can carry the price past the new position's SL/TP already: close at this quote.
  const reason = stopReached(order, q);
  if (reason !== null) {
    const position = s.positions.get(filled.positionId as string) as Position;
    closeAtQuote(s, st, position, q.time, reason, changes);
  }
  return true;
}

/** The stop loss or take profit (of an order's new position) that the quote is already past. */
function stopReached(
  stops: Pick<Order, "side" | "stopLoss" | "takeProfit">,
  q: Quote,
): CloseReason | null {
  const buy = stops.side === "buy";
  if (stops.stopLoss !== null && (buy ? q.bid <= stops.stopLoss : q.ask >= stops.stopLoss)) {
    return "stopLoss";
  }
  const tpHit =
    stops.takeProfit !== null && (buy ? q.bid >= stops.takeProfit : q.ask <= stops.takeProfit);
  return tpHit ? "takeProfit" : null;
}
