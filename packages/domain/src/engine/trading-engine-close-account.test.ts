import { describe, expect, it } from "vitest";
import { createTradingEngine } from "./trading-engine";
import { baseQuotes, engineWith, HOUR, must, quote, TUESDAY_NOON } from "../testing/engine-fixture";

const T = TUESDAY_NOON;

function tradedAccount() {
  const e = engineWith([{ id: "a", planId: "100K" }]);
  // Buy 1 lot EURUSD at the ask 1.0851; a buy limit waits at 1.0800.
  must(e.placeOrder("a", { symbol: "EURUSD", side: "buy", type: "market", volume: 1 }, T));
  must(
    e.placeOrder("a", { symbol: "EURUSD", side: "buy", type: "limit", volume: 1, price: 1.08 }, T),
  );
  must(e.applyTick(quote("EURUSD", 1.0871, 1.0872, T + HOUR)));
  return e;
}

describe("closing an account (a refunded purchase)", () => {
  it("closes positions at the bid, cancels orders and ends the account as closed", () => {
    const e = tradedAccount();
    const done = must(e.closeAccount("a", T + HOUR, "Refunded: bought by mistake"));
    // (1.0871 - 1.0851) x 100,000 = $200.00
    const closed = done.events.find((ev) => ev.type === "positionClosed");
    expect(closed).toMatchObject({
      trade: { closePrice: 1.0871, pnl: 20_000, reason: "accountClosed" },
      balance: 10_020_000,
    });
    expect(done.events.map((ev) => ev.type)).toEqual([
      "positionClosed",
      "orderCancelled",
      "accountClosed",
    ]);
    expect(done.events.find((ev) => ev.type === "orderCancelled")).toMatchObject({
      reason: "accountClosed",
      order: { status: "cancelled", cancelReason: "accountClosed" },
    });
    expect(done.accounts).toEqual([
      expect.objectContaining({
        id: "a",
        status: "closed",
        balance: 10_020_000,
        endedAt: T + HOUR,
      }),
    ]);
    expect(e.getPositions("a")).toHaveLength(0);
    expect(e.getOrders("a")).toHaveLength(0);
  });

  it("refuses to trade or close again, and ignores later ticks", () => {
    const e = tradedAccount();
    must(e.closeAccount("a", T + HOUR, "Refunded"));
    const again = e.closeAccount("a", T + HOUR, "Refunded");
    expect(again).toMatchObject({ ok: false, code: "ACCOUNT_CLOSED" });
    const order = e.placeOrder(
      "a",
      { symbol: "EURUSD", side: "buy", type: "market", volume: 1 },
      T + HOUR,
    );
    expect(order).toMatchObject({ ok: false, code: "ACCOUNT_CLOSED" });
    const tick = must(e.applyTick(quote("EURUSD", 0.5, 0.5001, T + 2 * HOUR)));
    expect(tick.accounts).toHaveLength(0);
    expect(e.getAccount("a")).toMatchObject({ status: "closed", balance: 10_020_000 });
  });

  it("rejects an unknown account, and changes nothing when a position has no quote", () => {
    const e = tradedAccount();
    expect(e.closeAccount("nope", T, "x")).toMatchObject({ ok: false, code: "UNKNOWN_ACCOUNT" });
    const noQuotes = must(
      createTradingEngine({
        snapshot: { ...e.snapshot(), quotes: baseQuotes(T).filter((q) => q.symbol !== "EURUSD") },
      }),
    );
    expect(noQuotes.closeAccount("a", T + HOUR, "x")).toMatchObject({
      ok: false,
      code: "NO_QUOTE",
    });
    expect(noQuotes.getAccount("a")!.status).toBe("active");
    expect(noQuotes.getPositions("a")).toHaveLength(1);
  });

  it("a rebuilt engine keeps the account closed", () => {
    const e = tradedAccount();
    must(e.closeAccount("a", T + HOUR, "Refunded"));
    const rebuilt = must(createTradingEngine({ snapshot: e.snapshot() }));
    expect(rebuilt.getAccount("a")).toMatchObject({ status: "closed", balance: 10_020_000 });
    expect(rebuilt.stats().activeAccounts).toBe(0);
  });
});
