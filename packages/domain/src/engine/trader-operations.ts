import type { AccountState, Changes, EngineState, EngineUpdate } from "./engine-state";
import { finish, newChanges, nextId } from "./engine-state";
import { cancelOrder, closeAtQuote, fillOrder, replacePosition } from "./fills";
import { formatPrice, getInstrument, type Instrument } from "../market/instruments";
import { cancelOcoPair } from "./one-cancels-other";
import { marketCheck, prepareOrder, tradingAccount, type PreparedOrder } from "./order-preparation";
import {
  checkPendingPriceSide,
  checkPrice,
  checkStopChange,
  checkStopsSide,
} from "./order-validation";
import type { Order } from "./orders";
import type { Position } from "./positions";
import { exitPrice } from "./pnl";
import type { Quote } from "../market/quotes";
import { describeInput, ok, reject, type RejectionCode, type Result } from "../core/result";
import { withKeys } from "../core/records";
import { evaluate } from "../rules/rule-outcomes";
import type { Trade } from "./trades";
import { checkTrailingDistance, trailedStop } from "./trailing-stops";

/**
 * A trader's operations on the engine: placing an order (a market order fills at once and the
 * rules run on the account; a limit or stop order waits in the price index), changing or
 * cancelling a pending order, changing an open position's SL/TP, and closing a position at
 * the current quote. Each checks everything first (order-preparation) and changes nothing
 * when it rejects.
 */

export interface PlacedOrder extends EngineUpdate {
  readonly order: Order;
  /** The opened position (market orders), if it is still open after the call's rule checks. */
  readonly position: Position | null;
}

export interface ClosedPosition extends EngineUpdate {
  readonly trade: Trade;
}

export function placeOrder(
  s: EngineState,
  accountId: string,
  request: unknown,
  time: unknown,
): Result<PlacedOrder> {
  const prepared = prepareOrder(s, accountId, request, time);
  if (!prepared.ok) return prepared;
  const p = prepared.value;
  const t = time as number;
  const changes = newChanges();
  const st = p.st;
  const order = newOrder(s, p, t, null);
  if (p.type === "market") {
    const filled = fillOrder(s, st, order, p.price, p.margin, p.commission, t, changes);
    evaluate(s, st, t, p.quote, changes);
    const position = s.positions.get(filled.positionId as string) ?? null;
    return ok(withKeys(finish(s, changes), { order: filled, position }));
  }
  acceptOrder(s, st, order, changes);
  return ok(withKeys(finish(s, changes), { order, position: null }));
}

/** A new order of a prepared request, not yet in the books; `ocoWith` its pair, if any. */
export function newOrder(
  s: EngineState,
  p: PreparedOrder,
  time: number,
  ocoWith: string | null,
): Order {
  return {
    id: nextId(s, "order", p.st.a.id),
    accountId: p.st.a.id,
    symbol: p.instrument.symbol,
    side: p.side,
    type: p.type,
    volume: p.volume,
    price: p.type === "market" ? null : p.price,
    stopLoss: p.stopLoss,
    takeProfit: p.takeProfit,
    status: "pending",
    createdAt: time,
    updatedAt: time,
    filledAt: null,
    fillPrice: null,
    positionId: null,
    cancelledAt: null,
    cancelReason: null,
    ocoWith,
  };
}

/** Puts a new limit or stop order in the books and the price index, and reports it. */
export function acceptOrder(
  s: EngineState,
  st: AccountState,
  order: Order,
  changes: Changes,
): void {
  s.orders.set(order.id, order);
  st.orders.add(order.id);
  s.risk.watchOrder(order);
  changes.events.push({ type: "orderAccepted", order });
}

/** How a trader's pending order or open position is named in rejections. */
interface Held {
  readonly unknownCode: "UNKNOWN_ORDER" | "UNKNOWN_POSITION";
  readonly name: string;
  /** Rejection of a change that is not an object. */
  readonly badChangeCode: RejectionCode;
  readonly badChangeReason: string;
}

export const PENDING_ORDER: Held = {
  unknownCode: "UNKNOWN_ORDER",
  name: "pending order",
  badChangeCode: "INVALID_PRICE",
  badChangeReason: "A change must be an object with price, stopLoss or takeProfit.",
};

export const OPEN_POSITION: Held = {
  unknownCode: "UNKNOWN_POSITION",
  name: "open position",
  badChangeCode: "INVALID_STOP_LOSS",
  badChangeReason: "A change must be an object with stopLoss, takeProfit or trailingDistance.",
};

/** An account's own pending order or open position, if the account may trade at `time`. */
export function owned<T extends { readonly accountId: string }>(
  s: EngineState,
  accountId: string,
  time: unknown,
  book: ReadonlyMap<string, T>,
  id: string,
  held: Held,
): Result<{ st: AccountState; item: T }> {
  const g = tradingAccount(s, accountId, time);
  if (!g.ok) return g;
  const st = g.value;
  const item = book.get(id);
  if (!item || item.accountId !== st.a.id) {
    return reject(held.unknownCode, `No ${held.name} ${describeInput(id)} on account ${st.a.id}.`);
  }
  return ok({ st, item });
}

/** An owned order or position with a change to it: an object, while its market is open. */
function changing<T extends { readonly accountId: string; readonly symbol: string }>(
  s: EngineState,
  accountId: string,
  time: unknown,
  book: ReadonlyMap<string, T>,
  id: string,
  held: Held,
  change: unknown,
): Result<{
  st: AccountState;
  item: T;
  c: Record<string, unknown>;
  instrument: Instrument;
  quote: Quote;
}> {
  const o = owned(s, accountId, time, book, id, held);
  if (!o.ok) return o;
  if (typeof change !== "object" || change === null) {
    return reject(held.badChangeCode, held.badChangeReason);
  }
  const instrument = getInstrument(o.value.item.symbol) as Instrument;
  const m = marketCheck(s, instrument, time as number);
  if (!m.ok) return m;
  const c = change as Record<string, unknown>;
  return ok({ st: o.value.st, item: o.value.item, c, instrument, quote: m.value.quote });
}

/** The stop loss and take profit after a change (undefined keeps one, null removes it). */
function changedStops(
  c: Record<string, unknown>,
  current: { readonly stopLoss: number | null; readonly takeProfit: number | null },
  instrument: Instrument,
): Result<{ stopLoss: number | null; takeProfit: number | null }> {
  const sl = checkStopChange(
    c.stopLoss,
    current.stopLoss,
    instrument,
    "stop loss",
    "INVALID_STOP_LOSS",
  );
  if (!sl.ok) return sl;
  const tp = checkStopChange(
    c.takeProfit,
    current.takeProfit,
    instrument,
    "take profit",
    "INVALID_TAKE_PROFIT",
  );
  if (!tp.ok) return tp;
  return ok({ stopLoss: sl.value, takeProfit: tp.value });
}

/** Changes the price, stop loss or take profit of a pending order. */
export function modifyOrder(
  s: EngineState,
  accountId: string,
  orderId: string,
  change: unknown,
  time: unknown,
): Result<EngineUpdate & { order: Order }> {
  const ch = changing(s, accountId, time, s.orders, orderId, PENDING_ORDER, change);
  if (!ch.ok) return ch;
  const { item: order, c, instrument, quote } = ch.value;
  let price = order.price as number;
  if (c.price !== undefined) {
    const pr = checkPrice(c.price, instrument, `${order.type} price`, "INVALID_PRICE");
    if (!pr.ok) return pr;
    price = pr.value;
  }
  const stops = changedStops(c, order, instrument);
  if (!stops.ok) return stops;
  const { stopLoss, takeProfit } = stops.value;
  const sideErr =
    checkPendingPriceSide(order.side, order.type, price, quote, instrument) ??
    checkStopsSide(order.side, price, "order price", stopLoss, takeProfit, instrument);
  if (sideErr) return sideErr;
  const updated: Order = { ...order, price, stopLoss, takeProfit, updatedAt: time as number };
  s.orders.set(order.id, updated);
  s.risk.watchOrder(updated);
  // Nothing else changes: no account record is touched.
  return ok({ events: [{ type: "orderModified", order: updated }], accounts: [], order: updated });
}

/**
 * Cancels a pending order (allowed while the market is closed), and the other order of its
 * one-cancels-other pair with it: the trader's cancel is of the pair (one-cancels-other.ts).
 */
export function cancelPendingOrder(
  s: EngineState,
  accountId: string,
  orderId: string,
  time: unknown,
): Result<EngineUpdate & { order: Order }> {
  const o = owned(s, accountId, time, s.orders, orderId, PENDING_ORDER);
  if (!o.ok) return o;
  const changes = newChanges();
  const cancelled = cancelOrder(
    s,
    o.value.st,
    o.value.item,
    time as number,
    "trader",
    "Cancelled by the trader.",
    changes,
  );
  cancelOcoPair(s, o.value.st, o.value.item, time as number, "trader", changes);
  return ok(withKeys(finish(s, changes), { order: cancelled }));
}

/**
 * Sets or removes the stop loss, take profit and trailing stop of an open position. With a
 * trailing distance the stop loss is at once the better of the one asked (or kept) and the one
 * the trail asks for at the current quote (trailing-stops.ts).
 */
export function modifyPosition(
  s: EngineState,
  accountId: string,
  positionId: string,
  change: unknown,
  time: unknown,
): Result<EngineUpdate & { position: Position }> {
  const ch = changing(s, accountId, time, s.positions, positionId, OPEN_POSITION, change);
  if (!ch.ok) return ch;
  const { st, item: position, c, instrument, quote } = ch.value;
  const stops = changedStops(c, position, instrument);
  if (!stops.ok) return stops;
  const { takeProfit } = stops.value;
  let trailingDistance = position.trailingDistance ?? null;
  if (c.trailingDistance !== undefined) {
    const trail = checkTrailingDistance(c.trailingDistance, instrument);
    if (!trail.ok) return trail;
    trailingDistance = trail.value;
  }
  const exit = exitPrice(position.side, quote);
  const stopLoss =
    trailingDistance === null
      ? stops.value.stopLoss
      : trailedStop(position.side, exit, trailingDistance, stops.value.stopLoss, instrument);
  const sideErr = checkStopsSide(
    position.side,
    exit,
    `current ${position.side === "buy" ? "bid" : "ask"}`,
    stopLoss,
    takeProfit,
    instrument,
  );
  if (sideErr) return sideErr;
  if (trailingDistance !== null && stopLoss === null) {
    return reject(
      "INVALID_TRAILING_DISTANCE",
      `A trailing distance of ${formatPrice(trailingDistance, instrument)} is more than the current bid ${formatPrice(exit, instrument)}.`,
    );
  }
  const updated: Position = { ...position, stopLoss, takeProfit, trailingDistance };
  replacePosition(s, st, updated);
  s.risk.watchStops(updated);
  return ok({
    events: [{ type: "positionModified", position: updated, reason: "trader" }],
    accounts: [],
    position: updated,
  });
}

/** Closes an open position at the current quote (a buy at the bid, a sell at the ask). */
export function closePosition(
  s: EngineState,
  accountId: string,
  positionId: string,
  time: unknown,
): Result<ClosedPosition> {
  const o = owned(s, accountId, time, s.positions, positionId, OPEN_POSITION);
  if (!o.ok) return o;
  const { st, item: position } = o.value;
  const m = marketCheck(s, getInstrument(position.symbol) as Instrument, time as number);
  if (!m.ok) return m;
  const changes = newChanges();
  const t = time as number;
  const trade = closeAtQuote(s, st, position, t, "manual", changes);
  evaluate(s, st, t, m.value.quote, changes);
  return ok(withKeys(finish(s, changes), { trade }));
}
