import { describe, expect, it } from "vitest";
import { getInstrument } from "./instruments";
import { checkOrderRequest, checkPendingPriceSide, checkStopsSide } from "./order-validation";
import { quote } from "./testing/engine-fixture";

const eur = getInstrument("EURUSD")!;
const base = { symbol: "EURUSD", side: "buy", type: "market", volume: 1 } as const;
const code = (input: unknown) => {
  const r = checkOrderRequest(input);
  return r.ok ? "OK" : r.code;
};

describe("order validation: typed rejections with reasons, never a throw", () => {
  it("unknown symbol", () => {
    const r = checkOrderRequest({ ...base, symbol: "DOGEUSD" });
    expect(r).toMatchObject({ ok: false, code: "UNKNOWN_SYMBOL" });
    expect(!r.ok && r.reason).toContain("DOGEUSD");
    expect(code({ ...base, symbol: undefined })).toBe("UNKNOWN_SYMBOL");
  });

  it("NaN, Infinity, zero, negative and non-number volumes", () => {
    for (const volume of [Number.NaN, Number.POSITIVE_INFINITY, 0, -1, "1", null, undefined]) {
      expect(code({ ...base, volume })).toBe("INVALID_VOLUME");
    }
  });

  it("volume 0.001 is below the 0.01 minimum; 51 lots is above the 50 maximum", () => {
    const r = checkOrderRequest({ ...base, volume: 0.001 });
    expect(r).toMatchObject({ code: "VOLUME_TOO_SMALL" });
    expect(!r.ok && r.reason).toBe(
      "Volume 0.001 lots is below the minimum of 0.01 lots for EURUSD.",
    );
    expect(code({ ...base, volume: 51 })).toBe("VOLUME_TOO_LARGE");
  });

  it("volume 0.015 is off the 0.01 lot step; US30 0.15 is off its 0.1 step", () => {
    expect(code({ ...base, volume: 0.015 })).toBe("VOLUME_OFF_STEP");
    expect(code({ ...base, symbol: "US30", volume: 0.15 })).toBe("VOLUME_OFF_STEP");
    expect(code({ ...base, volume: 0.3 })).toBe("OK");
  });

  it("side and type must be known", () => {
    expect(code({ ...base, side: "long" })).toBe("INVALID_SIDE");
    expect(code({ ...base, type: "trailing" })).toBe("INVALID_ORDER_TYPE");
    expect(code(null)).toBe("INVALID_ORDER_TYPE");
    expect(code("buy EURUSD")).toBe("INVALID_ORDER_TYPE");
  });

  it("limit and stop orders need a positive price on the tick; market orders take none", () => {
    expect(code({ ...base, type: "limit" })).toBe("INVALID_PRICE");
    expect(code({ ...base, type: "limit", price: -1 })).toBe("INVALID_PRICE");
    expect(code({ ...base, type: "limit", price: Number.NaN })).toBe("INVALID_PRICE");
    expect(code({ ...base, type: "limit", price: 1.085005 })).toBe("PRICE_OFF_TICK");
    expect(code({ ...base, symbol: "NAS100", type: "stop", volume: 0.1, price: 18300.1 })).toBe(
      "PRICE_OFF_TICK",
    );
    expect(code({ ...base, price: 1.08 })).toBe("INVALID_PRICE");
    expect(code({ ...base, type: "limit", price: 1.08 })).toBe("OK");
  });

  it("SL/TP must be positive prices on the tick (null means none)", () => {
    expect(code({ ...base, stopLoss: 0 })).toBe("INVALID_STOP_LOSS");
    expect(code({ ...base, takeProfit: Number.NaN })).toBe("INVALID_TAKE_PROFIT");
    expect(code({ ...base, stopLoss: 1.0800001 })).toBe("STOP_LOSS_OFF_TICK");
    expect(code({ ...base, takeProfit: 1.0900001 })).toBe("TAKE_PROFIT_OFF_TICK");
    expect(code({ ...base, stopLoss: null, takeProfit: null })).toBe("OK");
  });

  it("prices that do not survive the instrument's precision are refused, not stored as 0", () => {
    // 1e-300 is zero ticks: on the grid, but no price.
    expect(code({ ...base, type: "limit", price: 1e-300 })).toBe("INVALID_PRICE");
    expect(code({ ...base, stopLoss: 1e-300 })).toBe("INVALID_STOP_LOSS");
    expect(code({ ...base, takeProfit: 1e-12 })).toBe("INVALID_TAKE_PROFIT");
    expect(code({ ...base, type: "limit", price: 1e308 })).toBe("INVALID_PRICE");
    expect(code({ ...base, takeProfit: Number.MAX_VALUE })).toBe("INVALID_TAKE_PROFIT");
    expect(code({ ...base, type: "limit", price: 0.00001 })).toBe("OK");
  });

  it("pending prices on the wrong side: buy limit at or above the ask 1.08510, buy stop below it, sell limit below the bid 1.08500, sell stop above it", () => {
    const q = quote("EURUSD", 1.085, 1.0851);
    expect(checkPendingPriceSide("buy", "limit", 1.0851, q, eur)?.code).toBe("PRICE_WRONG_SIDE");
    expect(checkPendingPriceSide("buy", "limit", 1.085, q, eur)).toBeNull();
    expect(checkPendingPriceSide("buy", "stop", 1.085, q, eur)?.code).toBe("PRICE_WRONG_SIDE");
    expect(checkPendingPriceSide("buy", "stop", 1.0852, q, eur)).toBeNull();
    expect(checkPendingPriceSide("sell", "limit", 1.0849, q, eur)?.code).toBe("PRICE_WRONG_SIDE");
    expect(checkPendingPriceSide("sell", "limit", 1.0851, q, eur)).toBeNull();
    expect(checkPendingPriceSide("sell", "stop", 1.0851, q, eur)?.code).toBe("PRICE_WRONG_SIDE");
    expect(checkPendingPriceSide("sell", "stop", 1.0849, q, eur)).toBeNull();
    expect(checkPendingPriceSide("buy", "limit", 1.086, q, eur)?.reason).toBe(
      "A buy limit must be below the current ask 1.08510 (got 1.08600).",
    );
  });

  it("SL/TP on the wrong side: a buy's stop loss above the bid, take profit below; a sell the reverse", () => {
    expect(checkStopsSide("buy", 1.085, "current bid", 1.086, null, eur)?.reason).toBe(
      "The stop loss of a buy must be below the current bid 1.08500 (got 1.08600).",
    );
    expect(checkStopsSide("buy", 1.085, "current bid", null, 1.084, eur)?.code).toBe(
      "TAKE_PROFIT_WRONG_SIDE",
    );
    expect(checkStopsSide("sell", 1.0851, "current ask", 1.085, null, eur)?.code).toBe(
      "STOP_LOSS_WRONG_SIDE",
    );
    expect(checkStopsSide("sell", 1.0851, "current ask", null, 1.086, eur)?.code).toBe(
      "TAKE_PROFIT_WRONG_SIDE",
    );
    expect(checkStopsSide("sell", 1.0851, "current ask", 1.086, 1.08, eur)).toBeNull();
  });
});
