import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Rejection, Result } from "../core/result";
import type { TradingEngine } from "./trading-engine";
import { createTradingEngine } from "./trading-engine";
import { account, engineWith, must, quote, TUESDAY_NOON } from "../testing/engine-fixture";

const T = TUESDAY_NOON;
const SATURDAY = Date.UTC(2024, 2, 16, 12);
const order = { symbol: "EURUSD", side: "buy", type: "market", volume: 1 } as const;

/** Runs an operation that must be rejected and checks that nothing changed. */
function rejected(e: TradingEngine, run: () => Result<unknown>): Rejection {
  const before = JSON.stringify(e.snapshot());
  const r = run();
  expect(r.ok).toBe(false);
  expect(JSON.stringify(e.snapshot())).toBe(before);
  if (r.ok) throw new Error("accepted");
  expect(r.reason.length).toBeGreaterThan(10);
  return r;
}

describe("every bad input is a typed rejection with a reason and no state change", () => {
  const setup = () => {
    const e = engineWith([{ id: "a", planId: "5K" }]);
    const p = must(e.placeOrder("a", { ...order, volume: 0.1, stopLoss: 1.08 }, T)).position!;
    const o = must(
      e.placeOrder("a", { ...order, type: "limit", volume: 0.1, price: 1.08 }, T),
    ).order;
    return { e, p, o };
  };

  it("unknown account, symbol, order and position", () => {
    const { e } = setup();
    expect(rejected(e, () => e.placeOrder("zz", order, T)).code).toBe("UNKNOWN_ACCOUNT");
    expect(rejected(e, () => e.placeOrder("a", { ...order, symbol: "XYZUSD" }, T)).code).toBe(
      "UNKNOWN_SYMBOL",
    );
    expect(rejected(e, () => e.cancelOrder("a", "nope", T)).code).toBe("UNKNOWN_ORDER");
    expect(rejected(e, () => e.modifyOrder("a", "nope", { price: 1 }, T)).code).toBe(
      "UNKNOWN_ORDER",
    );
    expect(rejected(e, () => e.closePosition("a", "nope", T)).code).toBe("UNKNOWN_POSITION");
    expect(rejected(e, () => e.modifyPosition("a", "nope", {}, T)).code).toBe("UNKNOWN_POSITION");
    expect(rejected(e, () => e.getAccountView("zz")).code).toBe("UNKNOWN_ACCOUNT");
  });

  it("NaN, infinite, zero, negative, too-small, too-large and off-step volumes", () => {
    const { e } = setup();
    for (const volume of [Number.NaN, Number.POSITIVE_INFINITY, 0, -0.5]) {
      expect(rejected(e, () => e.placeOrder("a", { ...order, volume }, T)).code).toBe(
        "INVALID_VOLUME",
      );
    }
    expect(rejected(e, () => e.placeOrder("a", { ...order, volume: 0.001 }, T)).code).toBe(
      "VOLUME_TOO_SMALL",
    );
    expect(rejected(e, () => e.placeOrder("a", { ...order, volume: 500 }, T)).code).toBe(
      "VOLUME_TOO_LARGE",
    );
    expect(rejected(e, () => e.placeOrder("a", { ...order, volume: 0.015 }, T)).code).toBe(
      "VOLUME_OFF_STEP",
    );
  });

  it("SL/TP on the wrong side of the price, for new orders and open positions", () => {
    const { e, p } = setup();
    const r = rejected(e, () => e.placeOrder("a", { ...order, volume: 0.1, stopLoss: 1.09 }, T));
    expect(r).toMatchObject({
      code: "STOP_LOSS_WRONG_SIDE",
      reason: "The stop loss of a buy must be below the current bid 1.08500 (got 1.09000).",
    });
    expect(
      rejected(e, () =>
        e.placeOrder("a", { ...order, side: "sell", volume: 0.1, takeProfit: 1.09 }, T),
      ).code,
    ).toBe("TAKE_PROFIT_WRONG_SIDE");
    expect(
      rejected(e, () =>
        e.placeOrder(
          "a",
          { ...order, type: "limit", volume: 0.1, price: 1.08, stopLoss: 1.081 },
          T,
        ),
      ).code,
    ).toBe("STOP_LOSS_WRONG_SIDE");
    expect(rejected(e, () => e.modifyPosition("a", p.id, { stopLoss: 1.0855 }, T)).code).toBe(
      "STOP_LOSS_WRONG_SIDE",
    );
    expect(rejected(e, () => e.modifyPosition("a", p.id, { takeProfit: 1.0849 }, T)).code).toBe(
      "TAKE_PROFIT_WRONG_SIDE",
    );
    expect(rejected(e, () => e.modifyPosition("a", p.id, { stopLoss: Number.NaN }, T)).code).toBe(
      "INVALID_STOP_LOSS",
    );
    expect(rejected(e, () => e.modifyPosition("a", p.id, "tighter", T)).code).toBe(
      "INVALID_STOP_LOSS",
    );
  });

  it("limit and stop prices on the wrong side or off the tick", () => {
    const { e, o } = setup();
    expect(
      rejected(e, () => e.placeOrder("a", { ...order, type: "limit", volume: 0.1, price: 1.09 }, T))
        .code,
    ).toBe("PRICE_WRONG_SIDE");
    expect(
      rejected(e, () => e.placeOrder("a", { ...order, type: "stop", volume: 0.1, price: 1.08 }, T))
        .code,
    ).toBe("PRICE_WRONG_SIDE");
    expect(
      rejected(e, () =>
        e.placeOrder("a", { ...order, type: "stop", volume: 0.1, price: 1.0900001 }, T),
      ).code,
    ).toBe("PRICE_OFF_TICK");
    expect(
      rejected(e, () => e.placeOrder("a", { ...order, type: "limit", volume: 0.1 }, T)).code,
    ).toBe("INVALID_PRICE");
    expect(rejected(e, () => e.modifyOrder("a", o.id, { price: 1.0852 }, T)).code).toBe(
      "PRICE_WRONG_SIDE",
    );
    expect(rejected(e, () => e.modifyOrder("a", o.id, { price: 1.0800001 }, T)).code).toBe(
      "PRICE_OFF_TICK",
    );
    expect(rejected(e, () => e.modifyOrder("a", o.id, null, T)).code).toBe("INVALID_PRICE");
  });

  it("market closed: EURUSD on Saturday (opens Sunday 22:00 UTC); cancelling a pending order still works", () => {
    const { e, p, o } = setup();
    const r = rejected(e, () => e.placeOrder("a", order, SATURDAY));
    expect(r).toMatchObject({
      code: "MARKET_CLOSED",
      reason: "EURUSD is closed; it opens Sunday 22:00 UTC (in 1 d 10 h).",
    });
    expect(rejected(e, () => e.closePosition("a", p.id, SATURDAY)).code).toBe("MARKET_CLOSED");
    expect(rejected(e, () => e.modifyPosition("a", p.id, { takeProfit: 1.1 }, SATURDAY)).code).toBe(
      "MARKET_CLOSED",
    );
    expect(rejected(e, () => e.modifyOrder("a", o.id, { price: 1.07 }, SATURDAY)).code).toBe(
      "MARKET_CLOSED",
    );
    expect(must(e.cancelOrder("a", o.id, SATURDAY)).order.status).toBe("cancelled");
    // crypto trades at the weekend
    expect(
      e.placeOrder("a", { symbol: "BTCUSD", side: "buy", type: "market", volume: 0.01 }, SATURDAY)
        .ok,
    ).toBe(true);
  });

  it("with always-open market hours (tests, benchmarks) EURUSD trades on a Saturday; unknown hours are refused", () => {
    const e = engineWith([{ id: "a", planId: "5K" }], { config: { marketHours: "always-open" } });
    expect(must(e.placeOrder("a", order, SATURDAY)).position).not.toBeNull();
    const bad = createTradingEngine({ config: { marketHours: "sometimes" as "real" } });
    expect(bad).toMatchObject({ ok: false, code: "INVALID_CONFIG" });
  });

  it("no quote yet for the symbol, or for the USD pair that converts it", () => {
    const e = must(
      createTradingEngine({
        snapshot: {
          time: T,
          accounts: [account({ id: "a", planId: "5K" })],
          quotes: [quote("EURJPY", 162.75, 162.768)],
        },
      }),
    );
    expect(rejected(e, () => e.placeOrder("a", order, T))).toMatchObject({
      code: "NO_QUOTE",
      reason: "There is no price for EURUSD yet.",
    });
    expect(rejected(e, () => e.placeOrder("a", { ...order, symbol: "EURJPY" }, T))).toMatchObject({
      code: "NO_QUOTE",
      reason: "There is no price for USDJPY yet to convert JPY to USD.",
    });
  });

  it("not enough free margin, with the figures", () => {
    const e = engineWith([{ id: "a", planId: "5K" }]);
    const r = rejected(e, () => e.placeOrder("a", { ...order, volume: 5 }, T));
    expect(r).toMatchObject({
      code: "NOT_ENOUGH_MARGIN",
      reason:
        "Not enough free margin: buy 5 EURUSD at 1.08510 needs $5,425.50 of margin and costs $50.00 of spread, but the free margin is $5,000.00 (equity $5,000.00, margin in use $0.00).",
    });
    expect(
      rejected(e, () => e.placeOrder("a", { ...order, type: "limit", volume: 5, price: 1.08 }, T))
        .reason,
    ).toBe(
      "Not enough free margin: buy limit 5 EURUSD at 1.08000 needs $5,400.00 of margin, but the free margin is $5,000.00 (equity $5,000.00, margin in use $0.00).",
    );
  });

  it("passed account: ACCOUNT_PASSED", () => {
    const e = must(
      createTradingEngine({
        snapshot: {
          time: T,
          accounts: [{ ...account({ id: "p", planId: "5K" }), status: "passed" }],
          quotes: [quote("EURUSD", 1.085, 1.0851)],
        },
      }),
    );
    expect(rejected(e, () => e.placeOrder("p", order, T)).code).toBe("ACCOUNT_PASSED");
  });

  it("bad times, bad quotes and stale quotes", () => {
    const { e } = setup();
    expect(rejected(e, () => e.placeOrder("a", order, Number.NaN)).code).toBe("INVALID_TIME");
    expect(rejected(e, () => e.advanceTime("tomorrow")).code).toBe("INVALID_TIME");
    expect(
      rejected(e, () => e.applyTick({ symbol: "EURUSD", time: T, bid: 1.09, ask: 1.08 })).code,
    ).toBe("INVALID_QUOTE");
    expect(
      rejected(e, () => e.applyTick({ symbol: "EURUSD", time: T, bid: Number.NaN, ask: 1.08 }))
        .code,
    ).toBe("INVALID_QUOTE");
    expect(
      rejected(e, () => e.applyTick({ symbol: "EURUSD", time: T, bid: 1.0800001, ask: 1.09 })).code,
    ).toBe("PRICE_OFF_TICK");
    expect(rejected(e, () => e.applyTick({ symbol: "NOPE", time: T, bid: 1, ask: 1 })).code).toBe(
      "UNKNOWN_SYMBOL",
    );
    expect(rejected(e, () => e.applyTick(null)).code).toBe("INVALID_QUOTE");
    expect(rejected(e, () => e.applyTick(quote("EURUSD", 1.08, 1.0801, T - 1))).code).toBe(
      "INVALID_TIME",
    );
  });

  it("bad account records", () => {
    const { e } = setup();
    expect(rejected(e, () => e.addAccount(account({ id: "a", planId: "5K" }))).code).toBe(
      "DUPLICATE_ID",
    );
    expect(
      rejected(e, () => e.addAccount({ ...account({ id: "b", planId: "5K" }), balance: 1.5 })).code,
    ).toBe("INVALID_RECORD");
  });
});

describe("fuzz: arbitrary input never throws", () => {
  it("placeOrder, modifyOrder, modifyPosition, closePosition, cancelOrder, applyTick, advanceTime, addAccount and createTradingEngine answer with a Result", () => {
    const { e } = (() => {
      const engine = engineWith([{ id: "a", planId: "5K" }]);
      must(
        engine.placeOrder("a", { symbol: "EURUSD", side: "buy", type: "market", volume: 0.1 }, T),
      );
      must(
        engine.placeOrder(
          "a",
          { symbol: "EURUSD", side: "buy", type: "limit", volume: 0.1, price: 1.08 },
          T,
        ),
      );
      return { e: engine };
    })();
    const pos = e.getPositions("a")[0]!.id;
    const ord = e.getOrders("a")[0]!.id;
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (x, y) => {
        const results = [
          e.placeOrder("a", x, T),
          e.placeOrder(
            "a",
            { symbol: "EURUSD", side: "buy", type: "limit", volume: x, price: y },
            T,
          ),
          e.placeOrder(x as string, y, x),
          e.modifyOrder("a", ord, { price: x, stopLoss: y }, T),
          e.modifyPosition("a", pos, { stopLoss: x, takeProfit: y }, T),
          e.modifyPosition("a", pos, x, y),
          e.closePosition(x as string, y as string, T),
          e.cancelOrder(x as string, y as string, x),
          e.applyTick(x),
          e.applyTick({ symbol: "EURUSD", time: x, bid: y, ask: x }),
          e.advanceTime(x),
          e.addAccount(x as never),
          createTradingEngine({ snapshot: x as never }),
          createTradingEngine({ snapshot: { accounts: [x], positions: [y] } as never }),
        ];
        for (const r of results) expect(typeof r.ok).toBe("boolean");
      }),
      { numRuns: 1_000 },
    );
  });
});
