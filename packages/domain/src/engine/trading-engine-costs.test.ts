import { describe, expect, it } from "vitest";
import { createAccount, type Account } from "./account";
import type { DailySnapshotRecord } from "../rules/decision-replay";
import { replayDecision } from "../rules/decision-replay";
import type { EngineEvent, SwapCharge } from "./engine-events";
import type { PlanId } from "../rules/plans";
import type { RuleEvidence } from "../rules/rule-evidence";
import { RULE_SETS, type RuleSet } from "../rules/rule-sets";
import { must, quote } from "../testing/engine-fixture";
import { createTradingEngine, type EngineUpdate, type TradingEngine } from "./trading-engine";
import type { Trade } from "./trades";
import { NO_COSTS } from "../rules/trading-costs";

/** Tuesday 2 March 2027, 12:00 UTC: rule set 3 is in force. */
const TUE = Date.UTC(2027, 2, 2, 12);
const WED = Date.UTC(2027, 2, 3, 12);
const HOUR = 3_600_000;
const [, V2, V3] = RULE_SETS as [RuleSet, RuleSet, RuleSet];

function opened(id: string, planId: PlanId, ruleSet: RuleSet, time = TUE): Account {
  return must(createAccount({ id, planId, phase: "phase1", time, ruleSet }));
}

/** An engine whose updates are kept as the server stores them. */
function recorded(accounts: Account[], time = TUE) {
  const e: TradingEngine = must(
    createTradingEngine({
      snapshot: {
        time,
        accounts,
        quotes: [quote("EURUSD", 1.085, 1.0851, time), quote("XAUUSD", 2350, 2350.25, time)],
      },
    }),
  );
  const events: EngineEvent[] = [];
  const keep = <U extends EngineUpdate>(u: U): U => {
    events.push(...u.events);
    return u;
  };
  const trades = () =>
    events.flatMap((x) => (x.type === "positionClosed" && [x.trade]) || []) as Trade[];
  const charges = () =>
    events.flatMap((x) => (x.type === "swapCharged" ? x.charges : [])) as SwapCharge[];
  const decisions = () =>
    events.flatMap((x) => (x.type === "accountFailed" ? [x.evidence] : [])) as RuleEvidence[];
  return { e, keep, events, trades, charges, decisions };
}

describe("trading costs in the engine", () => {
  it("a v3 account is charged the round-turn commission at the fill; equity drops by it at once and the trade books it", () => {
    const r = recorded([opened("a", "200K", V3)]);
    const placed = r.keep(
      must(r.e.placeOrder("a", { symbol: "EURUSD", side: "buy", type: "market", volume: 2 }, TUE)),
    );
    expect(placed.position).toMatchObject({ commission: -1_400, swapPerNight: -1_400 });
    const view = must(r.e.getAccountView("a"));
    // 2 lots: spread -$20.00, commission -$14.00.
    expect(view.floatingPnl).toBe(-2_000 - 1_400);
    expect(view.equity).toBe(20_000_000 - 3_400);
    r.keep(must(r.e.applyTick(quote("EURUSD", 1.0861, 1.0862, TUE + HOUR))));
    const closed = r.keep(must(r.e.closePosition("a", placed.position!.id, TUE + HOUR)));
    // +10 pips on 2 lots = $200, less $14 of commission, no night held.
    expect(closed.trade).toMatchObject({ pnl: 20_000 - 1_400, commission: -1_400, swap: 0 });
    expect(r.e.getAccount("a")!.balance).toBe(20_000_000 + 18_600);
  });

  it("v1/v2 and Beta accounts trade without costs: no commission, no swap, no swap records", () => {
    const r = recorded([opened("old", "200K", V2), opened("beta", "BETA", V3)]);
    for (const id of ["old", "beta"]) {
      const placed = r.keep(
        must(r.e.placeOrder(id, { symbol: "EURUSD", side: "buy", type: "market", volume: 1 }, TUE)),
      );
      expect(placed.position).toMatchObject({ commission: 0, swapPerNight: 0 });
    }
    r.keep(must(r.e.advanceTime(WED + 2 * 86_400_000)));
    expect(r.charges()).toEqual([]);
    for (const id of ["old", "beta"]) {
      const p = r.e.getPositions(id)[0]!;
      const closed = r.keep(must(r.e.closePosition(id, p.id, WED + 2 * 86_400_000)));
      expect(closed.trade).toMatchObject({ commission: 0, swap: 0, pnl: -1_000 });
    }
  });

  it("the commission pushes a v3 account over the daily loss limit where the same trades leave a v2 account inside it", () => {
    // 5K phase I: daily floor $4,750. Both buy 4 lots EURUSD at 1.08510; the bid falls to
    // 1.08454: price P&L -$224. v2: equity $4,776. v3: also $28 of commission: $4,748.
    const r = recorded([opened("v2", "5K", V2), opened("v3", "5K", V3)]);
    for (const id of ["v2", "v3"]) {
      r.keep(
        must(r.e.placeOrder(id, { symbol: "EURUSD", side: "buy", type: "market", volume: 4 }, TUE)),
      );
    }
    r.keep(must(r.e.applyTick(quote("EURUSD", 1.08454, 1.08464, TUE + HOUR))));
    expect(r.e.getAccount("v2")!.status).toBe("active");
    expect(must(r.e.getAccountView("v2")).equity).toBe(477_600);
    expect(r.e.getAccount("v3")!.status).toBe("failed");
    const [evidence] = r.decisions();
    expect(evidence).toMatchObject({
      accountId: "v3",
      rule: "dailyLoss",
      threshold: 475_000,
      observed: 474_800,
      positions: [{ pnl: -22_400 - 2_800, commission: -2_800, swap: 0 }],
    });
    expect(r.trades()).toMatchObject([{ accountId: "v3", pnl: -25_200, commission: -2_800 }]);
    expect(r.e.getAccount("v3")!.balance).toBe(500_000 - 25_200);
  });

  it("Wednesday's triple swap at the 22:00 UTC rollover breaches an account, and the decision replays to the cent", () => {
    // 5K phase I, 1 lot XAUUSD long: swap -$35.00 a night. Opened Wednesday 12:00 at
    // 2350.25 (commission $7.00); the bid falls to 2348.20 (price P&L -$205): equity $4,788.
    // At 22:00 three nights are charged (-$105): $4,683, below the daily floor $4,750.
    const r = recorded([opened("a", "5K", V3, WED)], WED);
    r.keep(
      must(r.e.placeOrder("a", { symbol: "XAUUSD", side: "buy", type: "market", volume: 1 }, WED)),
    );
    r.keep(must(r.e.applyTick(quote("XAUUSD", 2348.2, 2348.45, WED + HOUR))));
    expect(must(r.e.getAccountView("a")).equity).toBe(478_800);
    const rolloverAt = Date.UTC(2027, 2, 3, 22);
    r.keep(must(r.e.advanceTime(rolloverAt - 1)));
    expect(r.e.getAccount("a")!.status).toBe("active");
    r.keep(must(r.e.advanceTime(rolloverAt + 1_000)));
    expect(r.charges()).toMatchObject([
      {
        accountId: "a",
        symbol: "XAUUSD",
        side: "buy",
        time: rolloverAt,
        nights: 3,
        amount: -10_500,
      },
    ]);
    const [evidence] = r.decisions();
    expect(evidence).toMatchObject({
      rule: "dailyLoss",
      time: rolloverAt + 1_000,
      observed: 468_300,
      positions: [{ commission: -700, swap: -10_500, pnl: -20_500 - 700 - 10_500 }],
    });
    // The trade books the commission and the swap; the balance is the start plus its P&L.
    expect(r.trades()).toMatchObject([{ commission: -700, swap: -10_500, pnl: -31_700 }]);
    expect(r.e.getAccount("a")!.balance).toBe(500_000 - 31_700);

    const snapshots: DailySnapshotRecord[] = [];
    const replayed = replayDecision({
      account: r.e.getAccount("a")!,
      trades: r.trades(),
      openPositions: [],
      snapshots,
      evidence: evidence!,
      timeZone: "UTC",
    });
    expect(replayed.sameDecision).toBe(true);
    expect(replayed.checks).toContainEqual({
      label: "Swap of the open positions",
      stored: -10_500,
      replayed: -10_500,
      same: true,
    });
    expect(replayed.checks).toContainEqual({
      label: "Commission of the open positions",
      stored: -700,
      replayed: -700,
      same: true,
    });
    // A replay without the swap (as if the account had none) would not reach the same figures.
    const free = replayDecision({
      account: { ...r.e.getAccount("a")!, costs: NO_COSTS },
      trades: r.trades(),
      openPositions: [],
      snapshots,
      evidence: evidence!,
      timeZone: "UTC",
    });
    expect(free.sameDecision).toBe(false);
  });

  it("a close just after a rollover the engine has yet to pass records that night with the trade", () => {
    const r = recorded([opened("a", "200K", V3)]);
    const placed = r.keep(
      must(r.e.placeOrder("a", { symbol: "EURUSD", side: "sell", type: "market", volume: 1 }, TUE)),
    );
    const rolloverAt = Date.UTC(2027, 2, 2, 22);
    // No tick or advance since the rollover: the close itself records the night.
    const closed = r.keep(must(r.e.closePosition("a", placed.position!.id, rolloverAt + 500)));
    expect(r.charges()).toMatchObject([{ time: rolloverAt, nights: 1, amount: 250 }]);
    expect(closed.trade).toMatchObject({ swap: 250, commission: -700, pnl: -1_000 - 700 + 250 });
    // Passing the rollover afterwards records nothing twice.
    r.keep(must(r.e.advanceTime(rolloverAt + 1_000)));
    expect(r.charges()).toHaveLength(1);
  });

  it("a rebuilt engine records the rollovers it missed once, from the last one recorded", () => {
    const r = recorded([opened("a", "200K", V3)]);
    r.keep(
      must(r.e.placeOrder("a", { symbol: "EURUSD", side: "buy", type: "market", volume: 1 }, TUE)),
    );
    const snapshot = r.e.snapshot();
    expect(snapshot.rolledThrough).toBe(TUE);
    // Down from Tuesday noon to Thursday noon: Tuesday's and Wednesday's rollovers missed.
    const thu = Date.UTC(2027, 2, 4, 12);
    const again = must(createTradingEngine({ snapshot: { ...snapshot, time: thu } }));
    const first = must(again.advanceTime(thu));
    const charges = first.events.flatMap((x) => (x.type === "swapCharged" ? x.charges : []));
    expect(charges.map((c) => [c.time, c.nights, c.amount])).toEqual([
      [Date.UTC(2027, 2, 2, 22), 1, -700],
      [Date.UTC(2027, 2, 3, 22), 3, -2_100],
    ]);
    const second = must(again.advanceTime(thu + 1_000));
    expect(second.events.filter((x) => x.type === "swapCharged")).toEqual([]);
    expect(must(again.getAccountView("a")).positions[0]).toMatchObject({ swap: -2_800 });
  });

  it("the margin check counts the commission, and says so", () => {
    // 5K: 4.56 lots of EURUSD need $4,948.06 of margin and $45.60 of spread, which leaves
    // $6.34 of free margin: not enough for $31.92 of commission. A v2 account may.
    const r = recorded([opened("a", "5K", V3), opened("b", "5K", V2)]);
    const order = { symbol: "EURUSD", side: "buy", type: "market", volume: 4.56 } as const;
    const refused = r.e.placeOrder("a", order, TUE);
    expect(refused.ok).toBe(false);
    expect(!refused.ok && refused.reason).toContain(
      "needs $4,948.06 of margin and costs $45.60 of spread and $31.92 of commission, but the free margin is $5,000.00",
    );
    expect(r.e.placeOrder("b", order, TUE).ok).toBe(true);
  });
});
