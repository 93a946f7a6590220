import { describe, expect, it } from "vitest";
import type { OrderRequest } from "./orders";
import { RULE_SETS, type RuleSet } from "../rules/rule-sets";
import { engineWith, must, quote, TUESDAY_NOON } from "../testing/engine-fixture";
import { createTradingEngine, type EngineSnapshot } from "./trading-engine";

const [V1] = RULE_SETS as [RuleSet];
const T = TUESDAY_NOON;
// EURUSD quotes at 1.08500 / 1.08510 in the fixture.
const BUY_STOP: OrderRequest = {
  symbol: "EURUSD",
  side: "buy",
  type: "stop",
  volume: 1,
  price: 1.087,
  stopLoss: 1.085,
  takeProfit: 1.09,
};
const SELL_STOP: OrderRequest = {
  symbol: "EURUSD",
  side: "sell",
  type: "stop",
  volume: 1,
  price: 1.083,
};

const engine = () => engineWith([{ id: "a", planId: "200K", ruleSet: V1 }]);

describe("one-cancels-other: two pending orders, one fill cancels the other", () => {
  it("the breakout pair: the buy stop fills, and the sell stop is cancelled (oco) in the same update", () => {
    const e = engine();
    const placed = must(e.placeOcoPair("a", BUY_STOP, SELL_STOP, T));
    const [up, down] = placed.orders;
    expect(up).toMatchObject({ status: "pending", ocoWith: down.id });
    expect(down).toMatchObject({ status: "pending", ocoWith: up.id });
    expect(placed.events.map((x) => x.type)).toEqual(["orderAccepted", "orderAccepted"]);
    const tick = must(e.applyTick(quote("EURUSD", 1.087, 1.0871, T + 1_000)));
    expect(tick.events.map((x) => x.type)).toEqual(["orderFilled", "orderCancelled"]);
    expect(tick.events[1]).toMatchObject({
      type: "orderCancelled",
      reason: "oco",
      order: { id: down.id, status: "cancelled", cancelReason: "oco" },
    });
    expect(e.getOrders("a")).toEqual([]);
    // The price comes back through the sell stop: nothing left to fill.
    must(e.applyTick(quote("EURUSD", 1.0829, 1.083, T + 2_000)));
    expect(e.getPositions("a")).toHaveLength(0); // the buy's stop loss closed it on the way
  });

  it("the trader's cancel of one cancels the pair; a change to one leaves the other as it is", () => {
    const e = engine();
    const [up, down] = must(e.placeOcoPair("a", BUY_STOP, SELL_STOP, T)).orders;
    const moved = must(e.modifyOrder("a", down.id, { price: 1.082 }, T + 1));
    expect(moved.events.map((x) => x.type)).toEqual(["orderModified"]);
    expect(e.getOrders("a").find((o) => o.id === up.id)).toEqual(up);
    const cancelled = must(e.cancelOrder("a", up.id, T + 2));
    expect(cancelled.events.map((x) => [x.type, "reason" in x ? x.reason : null])).toEqual([
      ["orderCancelled", "trader"],
      ["orderCancelled", "oco"],
    ]);
    expect(e.getOrders("a")).toEqual([]);
  });

  it("refuses a pair with a market order or an order the engine would refuse alone, placing neither", () => {
    const e = engine();
    const before = JSON.stringify(e.snapshot());
    const market = e.placeOcoPair("a", BUY_STOP, { ...SELL_STOP, type: "market", price: null }, T);
    expect(market.ok ? "ok" : market.code).toBe("INVALID_OCO");
    const wrongSide = e.placeOcoPair("a", BUY_STOP, { ...SELL_STOP, price: 1.09 }, T);
    expect(wrongSide.ok ? "ok" : wrongSide.code).toBe("PRICE_WRONG_SIDE");
    expect(JSON.stringify(e.snapshot())).toBe(before);
  });

  it("the pair is kept in the records: a rebuilt engine cancels the other when one fills", () => {
    const e = engine();
    const [up, down] = must(e.placeOcoPair("a", BUY_STOP, SELL_STOP, T)).orders;
    const rebuilt = must(
      createTradingEngine({
        snapshot: JSON.parse(JSON.stringify(e.snapshot())) as EngineSnapshot,
      }),
    );
    const tick = must(rebuilt.applyTick(quote("EURUSD", 1.0829, 1.083, T + 1_000)));
    expect(tick.events.map((x) => [x.type, "order" in x ? x.order.id : null])).toEqual([
      ["orderFilled", down.id],
      ["orderCancelled", up.id],
    ]);
  });

  it("an order of the pair cancelled for want of margin did not fill: the other keeps waiting", () => {
    const e = engineWith([{ id: "a", planId: "5K", ruleSet: V1 }]);
    // 2 lots at 1.087 need $2,174 of margin: placed while the $5,000 are free, then 4 lots
    // bought at 1.08510 hold $4,340.40 of them.
    const [up, down] = must(
      e.placeOcoPair("a", { ...BUY_STOP, volume: 2 }, { ...SELL_STOP, volume: 2 }, T),
    ).orders;
    must(e.placeOrder("a", { symbol: "EURUSD", side: "buy", type: "market", volume: 4 }, T));
    const tick = must(e.applyTick(quote("EURUSD", 1.087, 1.0871, T + 1_000)));
    expect(tick.events).toContainEqual(
      expect.objectContaining({ type: "orderCancelled", reason: "notEnoughMargin" }),
    );
    expect(e.getOrders("a").map((o) => o.id)).toEqual([down.id]);
    expect(up.ocoWith).toBe(down.id);
  });
});

describe("brackets: a pending order's stop loss and take profit are one unit with it", () => {
  it("change together: price, SL and TP in one change, checked together; a price past its own stop is refused whole", () => {
    const e = engine();
    const placed = must(e.placeOrder("a", BUY_STOP, T)).order;
    const changed = must(
      e.modifyOrder("a", placed.id, { price: 1.088, stopLoss: 1.086, takeProfit: 1.092 }, T + 1),
    );
    expect(changed.order).toMatchObject({ price: 1.088, stopLoss: 1.086, takeProfit: 1.092 });
    const before = JSON.stringify(e.snapshot());
    // The price moved below the order's own stop loss: refused, nothing changed.
    const r = e.modifyOrder("a", placed.id, { price: 1.0855 }, T + 2);
    expect(r.ok ? "ok" : r.code).toBe("STOP_LOSS_WRONG_SIDE");
    expect(JSON.stringify(e.snapshot())).toBe(before);
  });

  it("fill together: the position opens with the order's stops in the price index, which then close it", () => {
    const e = engine();
    must(e.placeOrder("a", BUY_STOP, T));
    const fill = must(e.applyTick(quote("EURUSD", 1.087, 1.0871, T + 1_000)));
    const opened = fill.events.find((x) => x.type === "orderFilled");
    expect(opened).toMatchObject({ position: { stopLoss: 1.085, takeProfit: 1.09 } });
    const tp = must(e.applyTick(quote("EURUSD", 1.09, 1.0901, T + 2_000)));
    expect(tp.events.find((x) => x.type === "positionClosed")).toMatchObject({
      trade: { reason: "takeProfit", closePrice: 1.09 },
    });
  });

  it("cancel together: a cancelled order takes its stops with it, nothing is left in the price index", () => {
    const e = engine();
    const placed = must(e.placeOrder("a", BUY_STOP, T)).order;
    const done = must(e.cancelOrder("a", placed.id, T + 1));
    expect(done.order).toMatchObject({ status: "cancelled", stopLoss: 1.085, takeProfit: 1.09 });
    expect(e.stats()).toMatchObject({ watchedOrders: 0, watchedStops: 0 });
    expect(must(e.applyTick(quote("EURUSD", 1.087, 1.0871, T + 2))).events).toEqual([]);
  });
});
