import { describe, expect, it } from "vitest";
import type { Order } from "./orders";
import type { Position } from "./positions";
import { RiskEngine } from "./risk-engine";
import { quote } from "../testing/engine-fixture";

const order = (id: string, side: "buy" | "sell", type: "limit" | "stop", price: number): Order => ({
  id,
  accountId: "a",
  symbol: "EURUSD",
  side,
  type,
  volume: 1,
  price,
  stopLoss: null,
  takeProfit: null,
  status: "pending",
  createdAt: 0,
  updatedAt: 0,
  filledAt: null,
  fillPrice: null,
  positionId: null,
  cancelledAt: null,
  cancelReason: null,
});
const position = (
  id: string,
  side: "buy" | "sell",
  stopLoss: number | null,
  takeProfit: number | null,
): Position => ({
  id,
  accountId: "a",
  orderId: "o",
  symbol: "EURUSD",
  side,
  volume: 1,
  openPrice: 1.085,
  openTime: 0,
  stopLoss,
  takeProfit,
  margin: 0,
  commission: 0,
  swapPerNight: 0,
});

describe("risk engine: trigger books sorted by price", () => {
  it("buy limits and sell stops trigger on a fall, buy stops and sell limits on a rise, on the right side of the quote", () => {
    const r = new RiskEngine();
    r.watchOrder(order("bl", "buy", "limit", 1.084));
    r.watchOrder(order("bs", "buy", "stop", 1.086));
    r.watchOrder(order("sl", "sell", "limit", 1.086));
    r.watchOrder(order("ss", "sell", "stop", 1.084));
    // bid 1.08395 triggers the sell stop; ask 1.08405 is still above the buy limit
    expect(r.collect(quote("EURUSD", 1.08395, 1.08405)).orders).toEqual(["ss"]);
    expect(r.collect(quote("EURUSD", 1.0839, 1.084)).orders).toEqual(["bl"]);
    expect(r.collect(quote("EURUSD", 1.0859, 1.086)).orders).toEqual(["bs"]);
    expect(r.collect(quote("EURUSD", 1.086, 1.0861)).orders).toEqual(["sl"]);
    expect(r.stats().entries).toBe(0);
  });

  it("stop losses and take profits: a buy's on the bid, a sell's on the ask; other symbols untouched", () => {
    const r = new RiskEngine();
    r.watchStops(position("long", "buy", 1.08, 1.09));
    r.watchStops(position("short", "sell", 1.09, 1.08));
    expect(r.collect(quote("GBPUSD", 1.0, 2.0))).toEqual({
      stopLosses: [],
      takeProfits: [],
      orders: [],
      accounts: [],
      trails: [],
    });
    const t = r.collect(quote("EURUSD", 1.0799, 1.08));
    expect(t.stopLosses).toEqual(["long"]);
    expect(t.takeProfits).toEqual(["short"]);
    expect(r.stats().entries).toBe(2);
    r.unwatchStops("long");
    expect(r.stats().entries).toBe(1);
  });

  it("trailing stops: a buy's when the bid passes its stop + distance, a sell's when the ask passes its stop - distance", () => {
    const r = new RiskEngine();
    r.watchStops({ ...position("long", "buy", 1.08, null), trailingDistance: 0.002 });
    r.watchStops({ ...position("short", "sell", 1.09, null), trailingDistance: 0.002 });
    r.watchStops({ ...position("fresh", "sell", null, null), trailingDistance: 0.002 });
    expect(r.stats()).toMatchObject({ watchedStops: 2, watchedTrails: 3, entries: 5 });
    // Between 1.082 and 1.088 only the sell without a stop yet moves.
    expect(r.collect(quote("EURUSD", 1.0819, 1.0881)).trails).toEqual(["fresh"]);
    expect(r.collect(quote("EURUSD", 1.0821, 1.0881)).trails).toEqual(["long"]);
    expect(r.collect(quote("EURUSD", 1.0851, 1.0879)).trails).toEqual(["short"]);
    // A position's trail goes with its stops.
    r.watchStops({ ...position("long", "buy", 1.081, null), trailingDistance: 0.002 });
    r.unwatchStops("long");
    expect(r.stats()).toMatchObject({ watchedTrails: 0, watchedStops: 1 });
  });

  it("an account is returned once when a tick leaves its bounds, then forgotten until watched again", () => {
    const r = new RiskEngine();
    r.watchAccount("acc", [
      { symbol: "EURUSD", low: 1.08, high: 1.09 },
      { symbol: "USDJPY", low: 140, high: 160 },
    ]);
    expect(r.collect(quote("EURUSD", 1.081, 1.089)).accounts).toEqual([]);
    expect(r.collect(quote("EURUSD", 1.0795, 1.0905)).accounts).toEqual(["acc"]);
    expect(r.isAccountWatched("acc")).toBe(false);
    expect(r.collect(quote("USDJPY", 130, 130.01)).accounts).toEqual([]);
    expect(r.stats()).toMatchObject({ entries: 0, watchedAccounts: 0 });
  });

  it("an account's other bounds stay in their books, retired, answering nothing, until swept", () => {
    const r = new RiskEngine();
    r.watchAccount("acc", [
      { symbol: "EURUSD", low: 1.08, high: 1.09 },
      { symbol: "USDJPY", low: 140, high: 160 },
    ]);
    expect(r.collect(quote("EURUSD", 1.0795, 1.0796)).accounts).toEqual(["acc"]);
    expect(r.retiredBounds).toBe(3);
    expect(r.stats()).toMatchObject({ entries: 0, watchedAccounts: 0 });
    // Watched again with other bounds: a quote past a retired one finds nothing.
    r.watchAccount("acc", [{ symbol: "USDJPY", low: 120, high: 170 }]);
    expect(r.collect(quote("USDJPY", 130, 130.01)).accounts).toEqual([]);
    expect(r.isAccountWatched("acc")).toBe(true);
    // The retired bound that quote took keeps its handle until swept: a new entry gets another.
    r.watchOrder({ ...order("o1", "buy", "limit", 1.07) });
    r.sweep(Number.POSITIVE_INFINITY);
    expect(r.retiredBounds).toBe(0);
    expect(r.stats()).toMatchObject({ entries: 3, watchedAccounts: 1, watchedOrders: 1 });
    expect(r.collect(quote("EURUSD", 1.0699, 1.07)).orders).toEqual(["o1"]);
    expect(r.collect(quote("USDJPY", 119, 119.01)).accounts).toEqual(["acc"]);
    expect(r.stats()).toMatchObject({ entries: 0, watchedAccounts: 0 });
  });

  it("a sweep takes at most its budget of retired bounds out of their books", () => {
    const r = new RiskEngine();
    for (const id of ["a", "b", "c"]) {
      r.watchAccount(id, [
        { symbol: "EURUSD", low: 1.08, high: 1.09 },
        { symbol: "GBPUSD", low: 1.2, high: 1.3 },
      ]);
    }
    expect(r.collect(quote("EURUSD", 1.0795, 1.0796)).accounts.sort()).toEqual(["a", "b", "c"]);
    expect(r.retiredBounds).toBe(9);
    r.sweep(4);
    expect(r.retiredBounds).toBe(5);
    r.sweep(10);
    expect(r.retiredBounds).toBe(0);
    expect(r.collect(quote("GBPUSD", 1.1, 1.4)).accounts).toEqual([]);
    expect(r.stats().entries).toBe(0);
  });
});
