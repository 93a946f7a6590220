import { describe, expect, it } from "vitest";
import type { EngineEvent } from "./engine-events";
import { restorePointOf } from "./operator-acts";
import type { RuleEvidence } from "../rules/rule-evidence";
import { engineWith, HOUR, must, quote, TUESDAY_NOON } from "../testing/engine-fixture";
import type { TradingEngine } from "./trading-engine";

const T = TUESDAY_NOON;
const WED_NOON = T + 24 * HOUR;
const eurusd = (e: TradingEngine, bid: number, time: number) =>
  must(e.applyTick(quote("EURUSD", bid, Math.round((bid + 0.0001) * 1e5) / 1e5, time)));
const buy = (e: TradingEngine, id: string, volume: number, time: number) =>
  must(e.placeOrder(id, { symbol: "EURUSD", side: "buy", type: "market", volume }, time));
const actOf = (events: EngineEvent[]) => {
  const act = events.find((x) => x.type === "accountAct");
  if (act?.type !== "accountAct") throw new Error("no act recorded");
  return act.evidence;
};

/** A 200K phase I account failed by the daily loss: 10 lots bought at 1.08510, bid 1.07509. */
function breached() {
  const e = engineWith([{ id: "a", planId: "200K" }]);
  buy(e, "a", 10, T);
  const u = eurusd(e, 1.07509, T + 2_000);
  const failed = u.events.find((x) => x.type === "accountFailed");
  if (failed?.type !== "accountFailed") throw new Error("not breached");
  return { e, evidence: failed.evidence as RuleEvidence };
}

describe("reinstating a failed account", () => {
  it("restores the balance and the day's reset balance recorded before the daily-loss breach; it trades on without failing again", () => {
    const { e, evidence } = breached();
    expect(e.getAccount("a")).toMatchObject({ status: "failed", balance: 18_999_000 });
    const done = must(
      e.reinstateAccount(
        "a",
        T + 60_000,
        restorePointOf(evidence),
        "Bad tick, reported by the trader",
      ),
    );
    expect(e.getAccount("a")).toMatchObject({
      status: "active",
      endedAt: null,
      evidence: null,
      balance: 20_000_000,
      dayStartBalance: 20_000_000,
    });
    expect(done.evidence).toMatchObject({
      act: "reinstate",
      outcome: "admin",
      reason: "Bad tick, reported by the trader",
      amount: 1_001_000,
      restoredFrom: T + 2_000,
      before: { status: "failed", balance: 18_999_000 },
      after: { status: "active", balance: 20_000_000, dayStartBalance: 20_000_000 },
    });
    expect(done.evidence.message).toContain("the balance $189,990.00 became $200,000.00");
    expect(must(e.getAccountSummary("a")).objectives.dailyLossFloor).toBe(19_000_000);

    // It trades at the same price that failed it: a new position, nothing breached.
    const placed = buy(e, "a", 1, T + 61_000);
    expect(placed.order.status).toBe("filled");
    expect(eurusd(e, 1.07509, T + 62_000).events.map((x) => x.type)).toEqual([]);
    expect(e.getAccount("a")?.status).toBe("active");
  });

  it("refuses figures that would fail it again at once, a wrong decision and an account that did not fail; nothing changes", () => {
    const { e, evidence } = breached();
    const before = JSON.stringify(e.snapshot());
    // What reinstating used to do: keep the balance the breach left, below the floor.
    const asLeft = { ...restorePointOf(evidence), balance: 18_999_000 };
    const refused = e.reinstateAccount("a", T + 60_000, asLeft, "Appeal");
    expect(refused).toMatchObject({ ok: false, code: "OUTSIDE_LIMITS" });
    if (!refused.ok)
      expect(refused.reason).toContain(
        "equity $189,990.00 would be below the daily loss floor $190,000.00",
      );
    expect(
      e.reinstateAccount("a", T + 60_000, { ...restorePointOf(evidence), time: T }, "Appeal"),
    ).toMatchObject({ ok: false, code: "NOT_APPLICABLE" });
    expect(e.reinstateAccount("a", T + 60_000, restorePointOf(evidence), " ")).toMatchObject({
      ok: false,
      code: "INVALID_RECORD",
    });
    expect(JSON.stringify(e.snapshot())).toBe(before);

    const active = engineWith([{ id: "b", planId: "200K" }]);
    expect(active.reinstateAccount("b", T, restorePointOf(evidence), "Appeal")).toMatchObject({
      ok: false,
      code: "NOT_APPLICABLE",
      reason: "Only a failed account can be reinstated; this one is active.",
    });
  });

  it("reinstated on a later day, the day starts from the restored balance (a reset of its own)", () => {
    const { e, evidence } = breached();
    eurusd(e, 1.085, WED_NOON);
    const done = must(
      e.reinstateAccount("a", WED_NOON + 1_000, restorePointOf(evidence), "Appeal"),
    );
    const reset = done.events.find((x) => x.type === "dailyReset");
    expect(reset).toMatchObject({
      dayKey: "2024-03-13",
      accounts: [{ accountId: "a", balance: 20_000_000, highestEodBalance: 20_000_000 }],
    });
    expect(e.getAccount("a")).toMatchObject({ dayKey: "2024-03-13", dayStartBalance: 20_000_000 });
  });
});

describe("adjusting a balance", () => {
  it("moves the closed balance with its reason, and refuses what would break or pass the rules", () => {
    const e = engineWith([{ id: "a", planId: "200K" }]);
    buy(e, "a", 1, T);
    const credit = must(e.adjustBalance("a", 50_000, T + 1_000, "Slippage refund"));
    expect(e.getAccount("a")?.balance).toBe(20_050_000);
    expect(credit.evidence).toMatchObject({
      act: "balanceAdjustment",
      amount: 50_000,
      reason: "Slippage refund",
      before: { balance: 20_000_000, openPositions: 1 },
      after: { balance: 20_050_000 },
      quotes: [expect.objectContaining({ symbol: "EURUSD" })],
    });

    const snapshot = JSON.stringify(e.snapshot());
    const deep = e.adjustBalance("a", -1_100_000, T + 2_000, "Chargeback");
    expect(deep).toMatchObject({ ok: false, code: "OUTSIDE_LIMITS" });
    if (!deep.ok) expect(deep.reason).toContain("below the daily loss floor $190,000.00");
    expect(e.adjustBalance("a", 0, T + 2_000, "Nothing")).toMatchObject({
      ok: false,
      code: "INVALID_RECORD",
    });
    expect(JSON.stringify(e.snapshot())).toBe(snapshot);

    const flat = engineWith([{ id: "f", planId: "200K" }]);
    const past = flat.adjustBalance("f", 1_600_000, T, "Too generous");
    expect(past).toMatchObject({ ok: false, code: "OUTSIDE_LIMITS" });
    if (!past.ok) expect(past.reason).toContain("Pass the phase instead.");
  });

  it("the price bounds follow the new balance: a later tick breaches at the moved floor", () => {
    const e = engineWith([{ id: "a", planId: "200K" }]);
    buy(e, "a", 10, T);
    must(e.adjustBalance("a", -500_000, T + 1_000, "Duplicate fill reversed"));
    // Equity $195,000 - floating: the floor $190,000 is now $5,000 away (50 pips on 10 lots).
    expect(eurusd(e, 1.0802, T + 2_000).events.map((x) => x.type)).toEqual([]);
    expect(eurusd(e, 1.08009, T + 3_000).events.map((x) => x.type)).toEqual([
      "positionClosed",
      "accountFailed",
    ]);
  });
});

describe("passing a phase and failing, by the operator", () => {
  it("passes a flat phase I account; refuses one holding a position and a funded one", () => {
    const e = engineWith([
      { id: "p", planId: "200K" },
      { id: "f", planId: "200K", phase: "funded" },
    ]);
    buy(e, "p", 1, T);
    expect(e.passPhase("p", T + 1_000, "Support case")).toMatchObject({
      ok: false,
      code: "NOT_APPLICABLE",
    });
    const position = e.getPositions("p")[0]!;
    must(e.closePosition("p", position.id, T + 2_000));
    const passed = must(e.passPhase("p", T + 3_000, "Support case 812"));
    expect(actOf(passed.events)).toMatchObject({ act: "phasePass", reason: "Support case 812" });
    expect(e.getAccount("p")).toMatchObject({ status: "passed", endedAt: T + 3_000 });
    expect(e.passPhase("f", T + 3_000, "Support")).toMatchObject({
      ok: false,
      code: "NOT_APPLICABLE",
      reason: "A funded account has no next phase to pass to.",
    });
  });

  it("fails an account at the market, and reinstating restores what the fail recorded", () => {
    const e = engineWith([{ id: "a", planId: "200K" }]);
    buy(e, "a", 1, T);
    eurusd(e, 1.0801, T + 1_000);
    const failed = must(e.failAccount("a", T + 2_000, "Copy trading"));
    const evidence = actOf(failed.events);
    expect(failed.events.map((x) => x.type)).toEqual(["positionClosed", "accountAct"]);
    const closed = failed.events[0]!;
    if (closed.type === "positionClosed") expect(closed.trade.reason).toBe("accountClosed");
    expect(evidence).toMatchObject({
      act: "adminFail",
      amount: 0,
      before: { status: "active", balance: 20_000_000, equity: 19_950_000, openPositions: 1 },
      after: { status: "failed", balance: 19_950_000 },
    });
    const back = must(
      e.reinstateAccount("a", T + 3_000, restorePointOf(evidence), "Appeal upheld"),
    );
    expect(back.evidence).toMatchObject({ amount: 50_000, after: { balance: 20_000_000 } });
  });
});
