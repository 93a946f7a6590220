import { describe, expect, it } from "vitest";
import type { EngineEvent } from "./engine-events";
import type { TradingEngine } from "./trading-engine";
import { engineWith, HOUR, must, quote, TUESDAY_NOON } from "../testing/engine-fixture";

const T = TUESDAY_NOON;
const WED = Date.UTC(2024, 2, 13);
const THU = Date.UTC(2024, 2, 14);
const types = (events: EngineEvent[]) => events.map((e) => e.type);
const eurusd = (e: TradingEngine, bid: number, time: number) =>
  must(e.applyTick(quote("EURUSD", bid, Math.round((bid + 0.0001) * 1e5) / 1e5, time)));
const buy = (
  e: TradingEngine,
  id: string,
  symbol: string,
  volume: number,
  time: number,
  extra: object = {},
) => must(e.placeOrder(id, { symbol, side: "buy", type: "market", volume, ...extra }, time));

describe("challenge rules in the engine", () => {
  it("200K phase I: daily floor 190,000 on day 1 — equity 190,000.00 holds, 189,990.00 breaches with evidence", () => {
    const e = engineWith([{ id: "a", planId: "200K" }]);
    buy(e, "a", "EURUSD", 10, T);
    expect(eurusd(e, 1.0751, T + 1_000).events).toEqual([]);
    expect(must(e.getAccountView("a")).equity).toBe(19_000_000);
    const u = eurusd(e, 1.07509, T + 2_000);
    expect(types(u.events)).toEqual(["positionClosed", "accountFailed"]);
    const failed = u.events[1]!;
    if (failed.type !== "accountFailed") throw new Error();
    expect(failed.evidence).toMatchObject({
      rule: "dailyLoss",
      outcome: "breach",
      threshold: 19_000_000,
      observed: 18_999_000,
      unit: "cents",
      time: T + 2_000,
      quote: { symbol: "EURUSD", bid: 1.07509, ask: 1.07519 },
      balance: 20_000_000,
      equity: 18_999_000,
      positions: [
        {
          symbol: "EURUSD",
          side: "buy",
          volume: 10,
          openPrice: 1.0851,
          price: 1.07509,
          pnl: -1_001_000,
        },
      ],
    });
    expect(failed.evidence.message).toBe(
      "Equity $189,990.00 fell below the daily loss floor $190,000.00 (balance at the daily reset $200,000.00 - 5% of the starting balance $200,000.00), at 2024-03-12T12:00:02.000Z on EURUSD bid 1.07509 / ask 1.07519.",
    );
    expect(e.getAccount("a")).toMatchObject({
      status: "failed",
      balance: 18_999_000,
      endedAt: T + 2_000,
    });
  });

  it("a breach closes every position at the breaching quote (other symbols at their current quotes) and cancels pending orders", () => {
    const e = engineWith([{ id: "a", planId: "200K" }]);
    buy(e, "a", "EURUSD", 10, T);
    buy(e, "a", "XAUUSD", 1, T);
    must(
      e.placeOrder(
        "a",
        { symbol: "BTCUSD", side: "buy", type: "limit", volume: 0.1, price: 60_000 },
        T,
      ),
    );
    const u = eurusd(e, 1.075, T + 1_000);
    expect(types(u.events)).toEqual([
      "positionClosed",
      "positionClosed",
      "orderCancelled",
      "accountFailed",
    ]);
    const closes = u.events.flatMap((x) => (x.type === "positionClosed" ? [x.trade] : []));
    expect(closes.map((t) => [t.symbol, t.closePrice, t.pnl, t.reason])).toEqual([
      ["EURUSD", 1.075, -1_010_000, "breach"],
      ["XAUUSD", 2350.0, -2_500, "breach"],
    ]);
    const view = must(e.getAccountView("a"));
    expect(view.positions).toEqual([]);
    expect(view.orders).toEqual([]);
    expect(view.account.balance).toBe(20_000_000 - 1_010_000 - 2_500);
  });

  it("a failed account never trades again: every operation answers ACCOUNT_FAILED with the evidence", () => {
    const e = engineWith([{ id: "a", planId: "200K" }]);
    const p = buy(e, "a", "EURUSD", 10, T).position!;
    eurusd(e, 1.07, T + 1_000);
    const r = e.placeOrder(
      "a",
      { symbol: "EURUSD", side: "buy", type: "market", volume: 1 },
      T + 2_000,
    );
    expect(r).toMatchObject({ ok: false, code: "ACCOUNT_FAILED" });
    expect(!r.ok && r.reason).toContain("fell below the daily loss floor");
    expect(e.closePosition("a", p.id, T + 2_000)).toMatchObject({ code: "ACCOUNT_FAILED" });
    expect(e.modifyPosition("a", p.id, { stopLoss: 1 }, T + 2_000)).toMatchObject({
      code: "ACCOUNT_FAILED",
    });
    expect(e.cancelOrder("a", "o1", T + 2_000)).toMatchObject({ code: "ACCOUNT_FAILED" });
    expect(e.modifyOrder("a", "o1", {}, T + 2_000)).toMatchObject({ code: "ACCOUNT_FAILED" });
    expect(eurusd(e, 1.2, T + 3_000).events).toEqual([]);
  });

  it("200K phase I: after days ending at 191,000 and 182,000 the max-loss floor 180,000 is the one crossed on day 3", () => {
    const e = engineWith([{ id: "a", planId: "200K" }]);
    const p1 = buy(e, "a", "EURUSD", 9, T).position!;
    eurusd(e, 1.0751, T + 1_000);
    must(e.closePosition("a", p1.id, T + 2_000));
    expect(e.getAccount("a")?.balance).toBe(19_100_000);
    eurusd(e, 1.085, WED + HOUR);
    expect(must(e.getAccountView("a")).objectives.dailyLossFloor).toBe(18_100_000);
    const p2 = buy(e, "a", "EURUSD", 9, WED + HOUR).position!;
    eurusd(e, 1.0751, WED + 2 * HOUR);
    must(e.closePosition("a", p2.id, WED + 2 * HOUR));
    expect(e.getAccount("a")?.balance).toBe(18_200_000);
    eurusd(e, 1.085, THU + HOUR);
    const view = must(e.getAccountView("a")).objectives;
    expect([view.dailyLossFloor, view.maxLossFloor]).toEqual([17_200_000, 18_000_000]);
    buy(e, "a", "EURUSD", 3, THU + HOUR);
    const u = eurusd(e, 1.0784, THU + 2 * HOUR);
    const failed = u.events.find((x) => x.type === "accountFailed");
    expect(
      failed?.type === "accountFailed" && [
        failed.evidence.rule,
        failed.evidence.threshold,
        failed.evidence.observed,
      ],
    ).toEqual(["maxLoss", 18_000_000, 17_999_000]);
  });

  it("200K phase I: position held over the reset — balance 210,000, floating -14,000 -> the day-2 floor 200,000 is breached at 00:00", () => {
    const e = engineWith([{ id: "a", planId: "200K" }]);
    buy(e, "a", "EURUSD", 10, T, { takeProfit: 1.0951 });
    eurusd(e, 1.0951, T + HOUR);
    expect(e.getAccount("a")?.balance).toBe(21_000_000);
    buy(e, "a", "EURUSD", 10, T + HOUR);
    const late = eurusd(e, 1.0812, WED - 60_000); // 23:59, equity 196,000: day 1 floor 190,000 holds
    expect(late.events).toEqual([]);
    expect(must(e.getAccountView("a")).equity).toBe(19_600_000);
    const u = must(e.advanceTime(WED));
    expect(types(u.events)).toEqual(["dailyReset", "positionClosed", "accountFailed"]);
    const reset = u.events[0]!;
    expect(reset.type === "dailyReset" && [reset.dayKey, reset.time, reset.accounts]).toEqual([
      "2024-03-13",
      WED,
      [{ accountId: "a", balance: 21_000_000, equity: 19_600_000, highestEodBalance: 21_000_000 }],
    ]);
    const failed = u.events[2]!;
    expect(failed.type === "accountFailed" && failed.evidence).toMatchObject({
      rule: "dailyLoss",
      threshold: 20_000_000,
      observed: 19_600_000,
      time: WED,
      quote: null,
      dayStartBalance: 21_000_000,
    });
  });

  it("200K phase I: a floating loss of 8,000 carried over the reset leaves only 2,000 of the day-2 limit (floor 190,000 from the closed balance 200,000)", () => {
    const e = engineWith([{ id: "a", planId: "200K" }]);
    buy(e, "a", "EURUSD", 10, T);
    eurusd(e, 1.0771, WED - 60_000); // floating -8,000
    expect(types(must(e.advanceTime(WED)).events)).toEqual(["dailyReset"]);
    const o = must(e.getAccountView("a")).objectives;
    expect([o.dailyLossFloor, o.dailyLossLeft]).toEqual([19_000_000, 200_000]);
    expect(eurusd(e, 1.0751, WED + HOUR).events).toEqual([]); // equity 190,000.00
    expect(types(eurusd(e, 1.07509, WED + 2 * HOUR).events)).toContain("accountFailed");
  });

  it("the reset follows the zone: with Europe/Prague the day rolls at 23:00 UTC in March", () => {
    const e = engineWith([{ id: "a", planId: "200K" }], { config: { timeZone: "Europe/Prague" } });
    expect(must(e.advanceTime(Date.UTC(2024, 2, 12, 22, 59, 59))).events).toEqual([]);
    const u = must(e.advanceTime(Date.UTC(2024, 2, 12, 23, 0, 0)));
    expect(u.events[0]).toMatchObject({
      type: "dailyReset",
      dayKey: "2024-03-13",
      time: Date.UTC(2024, 2, 12, 23),
    });
    expect(must(e.getAccountView("a")).objectives.nextResetAt).toBe(Date.UTC(2024, 2, 13, 23));
  });

  it("100K phase II: the relative max-loss floor rises from 90,000 to 94,000 after a day ends at 104,000 and stays there after a losing day", () => {
    const e = engineWith([{ id: "a", planId: "100K", phase: "phase2" }]);
    expect(must(e.getAccountView("a")).objectives.maxLossFloor).toBe(9_000_000);
    const p1 = buy(e, "a", "EURUSD", 4, T).position!;
    eurusd(e, 1.0951, T + HOUR);
    must(e.closePosition("a", p1.id, T + HOUR));
    expect(e.getAccount("a")?.balance).toBe(10_400_000);
    must(e.advanceTime(WED));
    let o = must(e.getAccountView("a")).objectives;
    expect([o.maxLossFloor, o.dailyLossFloor]).toEqual([9_400_000, 10_150_000]);
    eurusd(e, 1.085, WED + HOUR);
    const p2 = buy(e, "a", "EURUSD", 2, WED + HOUR).position!;
    eurusd(e, 1.0751, WED + 2 * HOUR);
    must(e.closePosition("a", p2.id, WED + 2 * HOUR));
    expect(e.getAccount("a")?.balance).toBe(10_200_000);
    must(e.advanceTime(THU));
    o = must(e.getAccountView("a")).objectives;
    expect([o.maxLossFloor, o.dailyLossFloor]).toEqual([9_400_000, 9_950_000]);
    expect(e.getAccount("a")?.highestEodBalance).toBe(10_400_000);
  });

  it("stop-out at a 960% level: margin level 956.99% closes the largest loser (EURUSD -$3,050) first and keeps XAUUSD", () => {
    const e = engineWith([{ id: "a", planId: "100K", stopOutLevel: 960 }]);
    buy(e, "a", "EURUSD", 5, T);
    must(e.placeOrder("a", { symbol: "XAUUSD", side: "sell", type: "market", volume: 2 }, T));
    expect(must(e.getAccountView("a")).usedMargin).toBe(542_550 + 470_000);
    const u = eurusd(e, 1.079, T + 1_000);
    expect(types(u.events)).toEqual(["positionClosed", "stopOut"]);
    const so = u.events[1]!;
    if (so.type !== "stopOut") throw new Error();
    expect(so.evidence).toMatchObject({
      rule: "stopOut",
      unit: "percent",
      threshold: 960,
      equity: 9_690_000,
      usedMargin: 1_012_550,
    });
    expect(so.evidence.observed).toBeCloseTo(956.99, 2);
    expect(so.closedPositionIds).toHaveLength(1);
    const v = must(e.getAccountView("a"));
    expect(v.positions.map((p) => p.symbol)).toEqual(["XAUUSD"]);
    expect([v.account.status, v.account.balance, v.equity]).toEqual([
      "active",
      9_695_000,
      9_690_000,
    ]);
  });

  it("10K phase I: take profit lifts the closed balance to 10,800 with nothing open -> passed, pending orders cancelled, ACCOUNT_PASSED after", () => {
    const e = engineWith([{ id: "a", planId: "10K" }]);
    buy(e, "a", "EURUSD", 1, T, { takeProfit: 1.0931 });
    must(
      e.placeOrder(
        "a",
        { symbol: "EURUSD", side: "sell", type: "limit", volume: 1, price: 1.1 },
        T,
      ),
    );
    const u = eurusd(e, 1.0931, T + HOUR);
    expect(types(u.events)).toEqual(["positionClosed", "orderCancelled", "accountPassed"]);
    const passed = u.events[2]!;
    expect(passed.type === "accountPassed" && passed.evidence).toMatchObject({
      rule: "profitTarget",
      outcome: "pass",
      threshold: 1_080_000,
      observed: 1_080_000,
    });
    expect(passed.type === "accountPassed" && passed.evidence.message).toContain(
      "Closed balance $10,800.00 reached the target $10,800.00",
    );
    expect(
      e.placeOrder("a", { symbol: "EURUSD", side: "buy", type: "market", volume: 1 }, T + HOUR),
    ).toMatchObject({ ok: false, code: "ACCOUNT_PASSED" });
  });

  it("10K phase I: 10,800 reached while XAUUSD is still open is not a pass; closing XAUUSD at -$0.25 leaves 10,799.75: still not passed", () => {
    const e = engineWith([{ id: "a", planId: "10K" }]);
    buy(e, "a", "EURUSD", 1, T, { takeProfit: 1.0931 });
    const gold = buy(e, "a", "XAUUSD", 0.01, T).position!;
    expect(types(eurusd(e, 1.0931, T + HOUR).events)).toEqual(["positionClosed"]);
    expect(e.getAccount("a")).toMatchObject({ status: "active", balance: 1_080_000 });
    const c = must(e.closePosition("a", gold.id, T + HOUR));
    expect(types(c.events)).toEqual(["positionClosed"]);
    expect(e.getAccount("a")).toMatchObject({ status: "active", balance: 1_079_975 });
  });

  it("10K phase I: closing the last position with a profit passes at once", () => {
    const e = engineWith([{ id: "a", planId: "10K" }]);
    buy(e, "a", "EURUSD", 1, T, { takeProfit: 1.0931 });
    const gold = buy(e, "a", "XAUUSD", 0.01, T).position!;
    eurusd(e, 1.0931, T + HOUR);
    must(e.applyTick(quote("XAUUSD", 2360, 2360.25, T + HOUR)));
    const c = must(e.closePosition("a", gold.id, T + HOUR));
    expect(types(c.events)).toEqual(["positionClosed", "accountPassed"]);
    expect(c.accounts[0]).toMatchObject({ status: "passed", balance: 1_080_975 });
  });

  it("funded accounts have no target: a big closed profit keeps them active", () => {
    const e = engineWith([{ id: "a", planId: "10K", phase: "funded" }]);
    buy(e, "a", "EURUSD", 1, T, { takeProfit: 1.1 });
    eurusd(e, 1.1, T + HOUR);
    expect(e.getAccount("a")).toMatchObject({ status: "active", balance: 1_000_000 + 149_000 });
  });

  it("trading days count the distinct days on which positions were opened", () => {
    const e = engineWith([{ id: "a", planId: "200K" }]);
    buy(e, "a", "EURUSD", 1, T);
    buy(e, "a", "EURUSD", 1, T + HOUR);
    must(e.advanceTime(WED + HOUR));
    buy(e, "a", "EURUSD", 1, WED + HOUR);
    expect(e.getAccount("a")).toMatchObject({ tradingDays: 2, lastTradingDay: "2024-03-13" });
  });
});
