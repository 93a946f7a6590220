import type { AccountState, Changes, EngineState, EngineUpdate } from "./engine-state";
import { finish, newChanges } from "./engine-state";
import { cancelOrder } from "./fills";
import { prepareOrder } from "./order-preparation";
import type { Order } from "./orders";
import { ok, reject, type Result } from "../core/result";
import { acceptOrder, newOrder } from "./trader-operations";

/**
 * One-cancels-other: two pending (limit or stop) orders of one account placed as a pair, each
 * naming the other (`ocoWith`). When one fills, the other is cancelled (reason "oco") in the
 * same engine update, before anything else the tick does; the trader cancelling one cancels
 * the pair, since the pair is one instruction. Changing one (price, SL/TP) leaves the other as
 * it is. An order of the pair cancelled by the engine for want of margin when its price is
 * reached did not fill: the other keeps waiting. Each order is checked as if placed alone
 * (sides, stops, the free margin it needs): only one of them can ever fill.
 */

export interface PlacedPair extends EngineUpdate {
  readonly orders: readonly [Order, Order];
}

export function placeOcoPair(
  s: EngineState,
  accountId: string,
  first: unknown,
  second: unknown,
  time: unknown,
): Result<PlacedPair> {
  const requests = [first, second];
  for (const r of requests) {
    const type = typeof r === "object" && r !== null ? (r as { type?: unknown }).type : undefined;
    if (type !== "limit" && type !== "stop") {
      return reject(
        "INVALID_OCO",
        "Both orders of a one-cancels-other pair must be limit or stop orders: a market order fills at once.",
      );
    }
  }
  const a = prepareOrder(s, accountId, first, time);
  if (!a.ok) return a;
  const b = prepareOrder(s, accountId, second, time);
  if (!b.ok) return b;
  const t = time as number;
  const changes = newChanges();
  const one = newOrder(s, a.value, t, null);
  const other = newOrder(s, b.value, t, one.id);
  const linked: Order = { ...one, ocoWith: other.id };
  acceptOrder(s, a.value.st, linked, changes);
  acceptOrder(s, b.value.st, other, changes);
  return ok({ ...finish(s, changes), orders: [linked, other] });
}

/**
 * Cancels the other order of `order`'s pair, if it is still pending: because `order` filled, or
 * because the trader cancelled `order`.
 */
export function cancelOcoPair(
  s: EngineState,
  st: AccountState,
  order: Order,
  time: number,
  cause: "filled" | "trader",
  changes: Changes,
): void {
  const otherId = order.ocoWith ?? null;
  const other = otherId === null ? undefined : s.orders.get(otherId);
  if (!other || other.accountId !== st.a.id) return;
  const message =
    cause === "filled"
      ? `Cancelled: the other order of its one-cancels-other pair (${order.id}) filled.`
      : `Cancelled with the other order of its one-cancels-other pair (${order.id}), by the trader.`;
  cancelOrder(s, st, other, time, "oco", message, changes);
}
