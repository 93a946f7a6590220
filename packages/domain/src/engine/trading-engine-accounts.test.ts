import { describe, expect, it } from "vitest";
import { startNextPhase } from "../rules/phase-transitions";
import { createTradingEngine } from "./trading-engine";
import { account, engineWith, HOUR, must, quote, TUESDAY_NOON } from "../testing/engine-fixture";

const T = TUESDAY_NOON;

describe("accounts in the engine", () => {
  it("a passed phase I account opens phase II through startNextPhase and addAccount", () => {
    const e = engineWith([{ id: "a", planId: "10K" }]);
    must(
      e.placeOrder(
        "a",
        { symbol: "EURUSD", side: "buy", type: "market", volume: 1, takeProfit: 1.0931 },
        T,
      ),
    );
    must(e.applyTick(quote("EURUSD", 1.0931, 1.0932, T + HOUR)));
    const passed = e.getAccount("a")!;
    const next = must(
      startNextPhase(passed, {
        id: "a2",
        time: T + HOUR,
        kycApproved: false,
        agreementSigned: false,
      }),
    );
    const added = must(e.addAccount(next));
    expect(added.accounts[0]).toMatchObject({
      id: "a2",
      phase: "phase2",
      balance: 1_000_000,
      previousAccountId: "a",
    });
    expect(
      e.placeOrder("a2", { symbol: "EURUSD", side: "sell", type: "market", volume: 0.1 }, T + HOUR)
        .ok,
    ).toBe(true);
  });

  it("an engine rebuilt on a later day resets the accounts' day on its first advance, once", () => {
    const e = engineWith([{ id: "a", planId: "200K" }]);
    must(e.placeOrder("a", { symbol: "BTCUSD", side: "buy", type: "market", volume: 1 }, T));
    const copy = must(createTradingEngine({ snapshot: JSON.parse(JSON.stringify(e.snapshot())) }));
    const saturday = Date.UTC(2024, 2, 16, 9);
    const u = must(copy.advanceTime(saturday));
    expect(u.events.map((x) => x.type)).toEqual(["dailyReset"]);
    expect(u.events[0]).toMatchObject({ dayKey: "2024-03-16", time: Date.UTC(2024, 2, 16) });
    expect(must(copy.advanceTime(saturday + HOUR)).events).toEqual([]);
    expect(copy.getAccount("a")?.dayKey).toBe("2024-03-16");
  });

  it("an account added with yesterday's day key is reset on the next advance", () => {
    const e = engineWith([{ id: "a", planId: "200K" }]);
    must(e.advanceTime(T + HOUR));
    must(e.addAccount(account({ id: "old", planId: "5K" }, T - 24 * HOUR)));
    const u = must(e.advanceTime(T + 2 * HOUR));
    expect(u.events[0]).toMatchObject({
      type: "dailyReset",
      accounts: [{ accountId: "old", balance: 500_000 }],
    });
  });

  it("a position whose quote is not known yet is valued at its open price until the first quote arrives", () => {
    const a = account({ id: "a", planId: "200K" });
    const e = must(
      createTradingEngine({
        snapshot: {
          time: T,
          accounts: [a],
          quotes: [],
          positions: [
            {
              id: "p",
              accountId: "a",
              orderId: "o",
              symbol: "EURUSD",
              side: "buy",
              volume: 10,
              openPrice: 1.0851,
              openTime: T,
              stopLoss: null,
              takeProfit: null,
              margin: 1_085_100,
              commission: 0,
              swapPerNight: 0,
            },
          ],
        },
      }),
    );
    expect(must(e.getAccountView("a")).equity).toBe(20_000_000);
    const u = must(e.applyTick(quote("EURUSD", 1.07, 1.0701, T + 1)));
    expect(u.events.map((x) => x.type)).toEqual(["positionClosed", "accountFailed"]);
  });
});
