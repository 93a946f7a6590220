import { describe, expect, it } from "vitest";
import type { EngineEvent } from "./engine-events";
import type { Trade } from "./trades";
import { createTradingEngine } from "./trading-engine";
import { engineWith, HOUR, MINUTE, must, quote, TUESDAY_NOON } from "../testing/engine-fixture";

const T = TUESDAY_NOON;
const trades = (events: EngineEvent[]): Trade[] =>
  events.flatMap((e) => (e.type === "positionClosed" ? [e.trade] : []));

describe("orders and positions (hedging)", () => {
  it("200K: buy 1 lot EURUSD fills at the ask 1.08510; margin $1,085.10; equity $199,990 after the 1-pip spread; free margin $198,904.90", () => {
    const e = engineWith([{ id: "a", planId: "200K" }]);
    const r = must(
      e.placeOrder("a", { symbol: "EURUSD", side: "buy", type: "market", volume: 1 }, T),
    );
    expect(r.order).toMatchObject({ status: "filled", fillPrice: 1.0851, type: "market" });
    expect(r.position).toMatchObject({
      openPrice: 1.0851,
      margin: 108_510,
      side: "buy",
      volume: 1,
    });
    const v = must(e.getAccountView("a"));
    expect([v.equity, v.usedMargin, v.freeMargin, v.floatingPnl]).toEqual([
      19_999_000, 108_510, 19_890_490, -1_000,
    ]);
    expect(v.marginLevel).toBeCloseTo((19_999_000 / 108_510) * 100, 9);
  });

  it("sells fill at the bid 1.08500 and are valued at the ask", () => {
    const e = engineWith([{ id: "a", planId: "200K" }]);
    const r = must(
      e.placeOrder("a", { symbol: "EURUSD", side: "sell", type: "market", volume: 2 }, T),
    );
    expect(r.position?.openPrice).toBe(1.085);
    expect(must(e.getAccountView("a")).positions[0]).toMatchObject({ price: 1.0851, pnl: -2_000 });
  });

  it("the account summary has the view's figures without its positions; one position is valued alone", () => {
    const e = engineWith([{ id: "a", planId: "200K" }]);
    const buy = must(
      e.placeOrder("a", { symbol: "EURUSD", side: "buy", type: "market", volume: 1 }, T),
    );
    must(
      e.placeOrder(
        "a",
        { symbol: "EURUSD", side: "buy", type: "limit", volume: 1, price: 1.08 },
        T,
      ),
    );
    const { positions, orders, ...figures } = must(e.getAccountView("a"));
    expect(must(e.getAccountSummary("a"))).toEqual(figures);
    expect(figures).toMatchObject({ openPositions: 1, pendingOrders: 1, equity: 19_999_000 });
    expect(orders).toHaveLength(1);
    expect(must(e.getPositionView(buy.position!.id))).toEqual(positions[0]);
    expect(e.getPositionView("nope").ok).toBe(false);
    expect(e.getAccountSummary("nope").ok).toBe(false);
  });

  it("reports the account as changed only when its record changes: the day's first trade counts a trading day", () => {
    const e = engineWith([{ id: "a", planId: "200K" }]);
    const buy = { symbol: "EURUSD", side: "buy", type: "market", volume: 1 } as const;
    const first = must(e.placeOrder("a", buy, T));
    expect(first.accounts.map((a) => [a.id, a.tradingDays])).toEqual([["a", 1]]);
    const second = must(e.placeOrder("a", buy, T + MINUTE));
    expect(second.accounts).toEqual([]);
    expect(second.events.map((ev) => ev.type)).toEqual(["orderFilled"]);
  });

  it("hedging: a buy and a sell on the same symbol stay two separate positions", () => {
    const e = engineWith([{ id: "a", planId: "200K" }]);
    must(e.placeOrder("a", { symbol: "EURUSD", side: "buy", type: "market", volume: 1 }, T));
    must(e.placeOrder("a", { symbol: "EURUSD", side: "sell", type: "market", volume: 1 }, T));
    expect(e.getPositions("a").map((p) => p.side)).toEqual(["buy", "sell"]);
    expect(must(e.getAccountView("a")).usedMargin).toBe(108_510 + 108_500);
  });

  it("buy limit at 1.08400 waits; a gap down to ask 1.08390 fills it at 1.08390 (the first quote past the trigger)", () => {
    const e = engineWith([{ id: "a", planId: "200K" }]);
    const placed = must(
      e.placeOrder(
        "a",
        { symbol: "EURUSD", side: "buy", type: "limit", volume: 1, price: 1.084 },
        T,
      ),
    );
    expect(placed.order.status).toBe("pending");
    expect(must(e.applyTick(quote("EURUSD", 1.0841, 1.0842, T + 1_000))).events).toEqual([]);
    const u = must(e.applyTick(quote("EURUSD", 1.0838, 1.0839, T + 2_000)));
    const filled = u.events.find((x) => x.type === "orderFilled");
    expect(
      filled &&
        filled.type === "orderFilled" && [
          filled.order.status,
          filled.order.fillPrice,
          filled.position.openPrice,
        ],
    ).toEqual(["filled", 1.0839, 1.0839]);
  });

  it("buy stop at 1.08600: the ask gaps from 1.08550 to 1.08700 and the order fills at 1.08700, not at 1.08600", () => {
    const e = engineWith([{ id: "a", planId: "200K" }]);
    must(
      e.placeOrder(
        "a",
        { symbol: "EURUSD", side: "buy", type: "stop", volume: 1, price: 1.086 },
        T,
      ),
    );
    must(e.applyTick(quote("EURUSD", 1.0854, 1.0855, T + 1_000)));
    expect(e.getPositions("a")).toEqual([]);
    must(e.applyTick(quote("EURUSD", 1.0869, 1.087, T + 2_000)));
    expect(e.getPositions("a")[0]?.openPrice).toBe(1.087);
  });

  it("sell stop at 1.08400 and sell limit at 1.08700 trigger on the bid", () => {
    const e = engineWith([{ id: "a", planId: "200K" }]);
    must(
      e.placeOrder(
        "a",
        { symbol: "EURUSD", side: "sell", type: "stop", volume: 1, price: 1.084 },
        T,
      ),
    );
    must(
      e.placeOrder(
        "a",
        { symbol: "EURUSD", side: "sell", type: "limit", volume: 1, price: 1.087 },
        T,
      ),
    );
    must(e.applyTick(quote("EURUSD", 1.0835, 1.0836, T + 1_000)));
    expect(e.getPositions("a").map((p) => p.openPrice)).toEqual([1.0835]);
    must(e.applyTick(quote("EURUSD", 1.0872, 1.0873, T + 2_000)));
    expect(e.getPositions("a").map((p) => p.openPrice)).toEqual([1.0835, 1.0872]);
  });

  it("gap over the weekend: a buy's stop loss at 1.08000 fills at Sunday's first bid 1.07700, a loss of $810, not $510", () => {
    const friday = Date.UTC(2024, 2, 15, 21, 0);
    const e = engineWith([{ id: "a", planId: "200K" }], {
      time: friday,
      quotes: [quote("EURUSD", 1.085, 1.0851, friday)],
    });
    must(
      e.placeOrder(
        "a",
        { symbol: "EURUSD", side: "buy", type: "market", volume: 1, stopLoss: 1.08 },
        friday,
      ),
    );
    must(e.applyTick(quote("EURUSD", 1.0815, 1.0816, Date.UTC(2024, 2, 15, 21, 59))));
    expect(e.getPositions("a")).toHaveLength(1);
    const u = must(e.applyTick(quote("EURUSD", 1.077, 1.0772, Date.UTC(2024, 2, 17, 22, 0, 5))));
    const [t] = trades(u.events);
    expect(t).toMatchObject({ reason: "stopLoss", closePrice: 1.077, pnl: -81_000 });
    expect(e.getAccount("a")?.balance).toBe(20_000_000 - 81_000);
  });

  it("take profit at 1.09000 closes at the quote that reaches it (bid 1.09003): +$493.00 on 1 lot bought at 1.08510", () => {
    const e = engineWith([{ id: "a", planId: "200K" }]);
    must(
      e.placeOrder(
        "a",
        { symbol: "EURUSD", side: "buy", type: "market", volume: 1, takeProfit: 1.09 },
        T,
      ),
    );
    must(e.applyTick(quote("EURUSD", 1.08999, 1.09009, T + 1_000)));
    expect(e.getPositions("a")).toHaveLength(1);
    const [t] = trades(must(e.applyTick(quote("EURUSD", 1.09003, 1.09013, T + 2_000))).events);
    expect(t).toMatchObject({ reason: "takeProfit", closePrice: 1.09003, pnl: 49_300 });
  });

  it("a sell's stop loss triggers on the ask and its take profit on the ask", () => {
    const e = engineWith([{ id: "a", planId: "200K" }]);
    must(
      e.placeOrder(
        "a",
        {
          symbol: "XAUUSD",
          side: "sell",
          type: "market",
          volume: 1,
          stopLoss: 2360,
          takeProfit: 2340,
        },
        T,
      ),
    );
    const [t] = trades(must(e.applyTick(quote("XAUUSD", 2359.8, 2360.05, T + 1_000))).events);
    expect(t).toMatchObject({ reason: "stopLoss", closePrice: 2360.05, pnl: -100_500 });
  });

  it("a pending order that fills through a gap beyond its own stop loss is closed at the same quote", () => {
    const e = engineWith([{ id: "a", planId: "200K" }]);
    must(
      e.placeOrder(
        "a",
        { symbol: "EURUSD", side: "buy", type: "limit", volume: 1, price: 1.084, stopLoss: 1.083 },
        T,
      ),
    );
    const u = must(e.applyTick(quote("EURUSD", 1.0825, 1.0826, T + 1_000)));
    expect(u.events.map((x) => x.type)).toEqual(["orderFilled", "positionClosed"]);
    expect(trades(u.events)[0]).toMatchObject({
      reason: "stopLoss",
      openPrice: 1.0826,
      closePrice: 1.0825,
      pnl: -1_000,
    });
  });

  it("USDJPY: buy 1 lot at 150.010, close at bid 151.000 -> +$655.61 (99,000 JPY at USDJPY mid 151.005)", () => {
    const e = engineWith([{ id: "a", planId: "200K" }]);
    const p = must(
      e.placeOrder("a", { symbol: "USDJPY", side: "buy", type: "market", volume: 1 }, T),
    ).position!;
    must(e.applyTick(quote("USDJPY", 151.0, 151.01, T + 1_000)));
    const closed = must(e.closePosition("a", p.id, T + 2_000));
    expect(closed.trade).toMatchObject({ pnl: 65_561, closePrice: 151.0 });
    expect(closed.trade.conversionRate).toBeCloseTo(1 / 151.005, 12);
    expect(e.getAccount("a")?.balance).toBe(20_000_000 + 65_561);
  });

  it("EURJPY: a USDJPY tick changes the USD value of a EURJPY position", () => {
    const e = engineWith([{ id: "a", planId: "200K" }]);
    must(e.placeOrder("a", { symbol: "EURJPY", side: "buy", type: "market", volume: 1 }, T));
    must(e.applyTick(quote("EURJPY", 163.768, 163.786, T + 1_000)));
    const before = must(e.getAccountView("a")).positions[0]!.pnl;
    must(e.applyTick(quote("USDJPY", 140.0, 140.01, T + 2_000)));
    const after = must(e.getAccountView("a")).positions[0]!.pnl;
    expect(before).toBe(Math.round((100_000 * 1.0 * 100) / 150.005));
    expect(after).toBe(Math.round((100_000 * 1.0 * 100) / 140.005));
  });

  it("modify: a position's SL/TP and a pending order's price; cancel: the order goes away", () => {
    const e = engineWith([{ id: "a", planId: "200K" }]);
    const p = must(
      e.placeOrder("a", { symbol: "EURUSD", side: "buy", type: "market", volume: 1 }, T),
    ).position!;
    const m = must(e.modifyPosition("a", p.id, { stopLoss: 1.08, takeProfit: 1.09 }, T + 1));
    expect(m.position).toMatchObject({ stopLoss: 1.08, takeProfit: 1.09 });
    expect(must(e.modifyPosition("a", p.id, { takeProfit: null }, T + 2)).position).toMatchObject({
      stopLoss: 1.08,
      takeProfit: null,
    });
    const o = must(
      e.placeOrder(
        "a",
        { symbol: "EURUSD", side: "buy", type: "limit", volume: 1, price: 1.08 },
        T,
      ),
    ).order;
    expect(
      must(e.modifyOrder("a", o.id, { price: 1.081, stopLoss: 1.075 }, T + 3)).order,
    ).toMatchObject({ price: 1.081, stopLoss: 1.075 });
    const c = must(e.cancelOrder("a", o.id, T + 4));
    expect(c.order).toMatchObject({ status: "cancelled", cancelReason: "trader" });
    expect(e.getOrders("a")).toEqual([]);
    // the modified price is what triggers now: 1.08100
    const o2 = must(
      e.placeOrder(
        "a",
        { symbol: "EURUSD", side: "buy", type: "limit", volume: 1, price: 1.08 },
        T,
      ),
    ).order;
    must(e.modifyOrder("a", o2.id, { price: 1.082 }, T + 5));
    must(e.applyTick(quote("EURUSD", 1.0811, 1.0812, T + 6)));
    expect(e.getOrders("a")).toEqual([]);
  });

  it("a pending order that no longer has the margin when its price is reached is cancelled with the figures", () => {
    const e = engineWith([{ id: "a", planId: "5K" }]);
    must(
      e.placeOrder(
        "a",
        { symbol: "XAUUSD", side: "buy", type: "limit", volume: 2, price: 2349 },
        T,
      ),
    );
    must(e.placeOrder("a", { symbol: "XAUUSD", side: "buy", type: "market", volume: 0.2 }, T));
    const u = must(e.applyTick(quote("XAUUSD", 2348.75, 2349.0, T + 1_000)));
    const c = u.events.find((x) => x.type === "orderCancelled");
    expect(c?.type === "orderCancelled" && c.reason).toBe("notEnoughMargin");
    expect(c?.type === "orderCancelled" && c.message).toBe(
      "Not enough free margin when the price was reached: buy limit 2 XAUUSD at 2349.00 needed $4,698.00 of margin and $50.00 of spread, but the free margin was $4,499.95.",
    );
    expect(e.getAccount("a")?.status).toBe("active");
  });

  it("rebuilds from plain records: the same accounts, positions, orders and views", () => {
    const e = engineWith([
      { id: "a", planId: "200K" },
      { id: "b", planId: "10K" },
    ]);
    must(
      e.placeOrder(
        "a",
        { symbol: "EURJPY", side: "buy", type: "market", volume: 1, stopLoss: 160 },
        T,
      ),
    );
    must(
      e.placeOrder(
        "b",
        { symbol: "BTCUSD", side: "sell", type: "limit", volume: 0.1, price: 66_000 },
        T,
      ),
    );
    must(e.applyTick(quote("EURJPY", 163.0, 163.02, T + MINUTE)));
    const snap = JSON.parse(JSON.stringify(e.snapshot()));
    const copy = must(createTradingEngine({ snapshot: snap }));
    expect(copy.snapshot()).toEqual(e.snapshot());
    expect(must(copy.getAccountView("a"))).toEqual(must(e.getAccountView("a")));
    // and both continue the same way
    const q = quote("BTCUSD", 66_100, 66_125, T + HOUR);
    expect(must(copy.applyTick(q))).toEqual(must(e.applyTick(q)));
  });

  it("rejects corrupt records on rebuild with the record named", () => {
    const e = engineWith([{ id: "a", planId: "200K" }]);
    must(e.placeOrder("a", { symbol: "EURUSD", side: "buy", type: "market", volume: 1 }, T));
    const snap = e.snapshot();
    const bad = createTradingEngine({
      snapshot: { ...snap, positions: [{ ...snap.positions[0]!, accountId: "zz" }] },
    });
    expect(bad).toMatchObject({ ok: false, code: "INVALID_RECORD" });
    expect(!bad.ok && bad.reason).toContain("unknown account zz");
    expect(createTradingEngine({ config: { timeZone: "Nowhere/Land" } })).toMatchObject({
      ok: false,
      code: "INVALID_CONFIG",
    });
  });

  it("uses the injected id generator", () => {
    let n = 0;
    const e = must(
      createTradingEngine({
        snapshot: engineWith([{ id: "a", planId: "200K" }]).snapshot(),
        config: { newId: (k) => `${k}-${++n}` },
      }),
    );
    const r = must(
      e.placeOrder("a", { symbol: "EURUSD", side: "buy", type: "market", volume: 1 }, T),
    );
    expect([r.order.id, r.position?.id]).toEqual(["order-1", "position-2"]);
  });
});
