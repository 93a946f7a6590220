import { describe, expect, it } from "vitest";
import type { AccountActEvidence } from "../engine/account-acts";
import { replayAct, replayDecision, type DailySnapshotRecord } from "./decision-replay";
import { restorePointOf } from "../engine/operator-acts";
import type { EngineUpdate, TradingEngine } from "../engine/trading-engine";
import type { RuleEvidence } from "./rule-evidence";
import type { Trade } from "../engine/trades";
import { engineWith, HOUR, must, quote, TUESDAY_NOON } from "../testing/engine-fixture";

const T = TUESDAY_NOON;
const WED = Date.UTC(2024, 2, 13);
const THU = Date.UTC(2024, 2, 14);

/** An engine whose every update is recorded as the server stores it: trades, snapshots, decisions. */
function recorded() {
  const e = engineWith([{ id: "a", planId: "200K" }]);
  const trades: Trade[] = [];
  const snapshots: DailySnapshotRecord[] = [];
  const decisions: RuleEvidence[] = [];
  const acts: AccountActEvidence[] = [];
  const keep = <U extends EngineUpdate>(update: U): U => {
    for (const event of update.events) {
      if (event.type === "accountAct") acts.push(event.evidence);
      if (event.type === "positionClosed" || event.type === "positionPartiallyClosed")
        trades.push(event.trade);
      if (event.type === "accountFailed" || event.type === "accountPassed")
        decisions.push(event.evidence);
      if (event.type === "dailyReset")
        for (const a of event.accounts)
          snapshots.push({
            dayKey: event.dayKey,
            balance: a.balance,
            highestEodBalance: a.highestEodBalance,
          });
    }
    return update;
  };
  const tick = (bid: number, time: number) =>
    keep(must(e.applyTick(quote("EURUSD", bid, Math.round((bid + 0.0001) * 1e5) / 1e5, time))));
  const buy = (volume: number, time: number) =>
    keep(must(e.placeOrder("a", { symbol: "EURUSD", side: "buy", type: "market", volume }, time)))
      .position!;
  const close = (id: string, time: number) => keep(must(e.closePosition("a", id, time)));
  const replay = (
    evidence: RuleEvidence,
    tamper: (t: Trade[]) => Trade[] = (t) => t,
    withActs = true,
  ) =>
    replayDecision({
      account: e.getAccount("a")!,
      trades: tamper(trades),
      openPositions: e.getPositions("a"),
      snapshots,
      evidence,
      timeZone: "UTC",
      acts: withActs ? acts : [],
    });
  const replayOf = (act: AccountActEvidence, restoredBalance: number | null = null) =>
    replayAct({
      account: e.getAccount("a")!,
      trades,
      openPositions: e.getPositions("a"),
      act,
      acts,
      restoredBalance,
    });
  return { e: e as TradingEngine, tick, buy, close, keep, decisions, acts, replay, replayOf };
}

describe("replaying a stored decision from the recorded trades, snapshots and tick", () => {
  it("200K phase I, day 1: the daily-loss breach at equity $189,990 replays to the same decision", () => {
    const r = recorded();
    r.buy(10, T);
    r.tick(1.07509, T + 2_000);
    const replayed = r.replay(r.decisions[0]!);
    expect(replayed.sameDecision).toBe(true);
    expect(replayed.replayedRule).toBe("dailyLoss");
    expect(replayed.checks.find((c) => c.label === "Equity")).toEqual({
      label: "Equity",
      stored: 18_999_000,
      replayed: 18_999_000,
      same: true,
    });
    expect(replayed.summary).toMatch(/^Same decision/);
  });

  it("day 3 max-loss breach (floor $180,000) after two losing days: balance, reset balances and P&L all agree", () => {
    const r = recorded();
    const p1 = r.buy(9, T);
    r.tick(1.0751, T + 1_000);
    r.close(p1.id, T + 2_000);
    r.tick(1.085, WED + HOUR);
    const p2 = r.buy(9, WED + HOUR);
    r.tick(1.0751, WED + 2 * HOUR);
    r.close(p2.id, WED + 2 * HOUR);
    r.tick(1.085, THU + HOUR);
    r.buy(3, THU + HOUR);
    r.tick(1.0784, THU + 2 * HOUR);
    const evidence = r.decisions.at(-1)!;
    expect(evidence.rule).toBe("maxLoss");
    const replayed = r.replay(evidence);
    expect(replayed.checks.filter((c) => !c.same)).toEqual([]);
    expect(replayed).toMatchObject({
      sameDecision: true,
      storedRule: "maxLoss",
      replayedRule: "maxLoss",
    });
    expect(replayed.checks.map((c) => c.label)).toEqual([
      "Closed balance",
      "Balance at the daily reset",
      "Highest end-of-day balance",
      "Open positions",
      "P&L of buy 3 EURUSD",
      "Equity",
      "Threshold",
      "Observed",
    ]);
  });

  it("a trade record that disagrees with the decision is caught: with $1,000 more the equity holds the floor", () => {
    const r = recorded();
    r.close(r.buy(2, T).id, T + 1_000);
    r.buy(10, T + 1_000);
    r.tick(1.07509, T + 2_000);
    const evidence = r.decisions[0]!;
    const replayed = r.replay(evidence, (trades) =>
      trades.map((t, i) => (i === 0 ? { ...t, pnl: t.pnl + 100_000 } : t)),
    );
    expect(replayed.sameDecision).toBe(false);
    expect(replayed.replayedRule).toBe("no decision");
    expect(replayed.checks.filter((c) => !c.same).map((c) => c.label)).toEqual([
      "Closed balance",
      "Equity",
    ]);
    expect(replayed.summary).toBe(
      "Different: the replay reaches no decision; these differ: Closed balance, Equity.",
    );
  });
});

describe("acts in the replay: balance = starting balance + realised P&L + acts", () => {
  it("a breach after a reinstatement replays the same once the reinstatement is counted, and the reinstatement replays itself", () => {
    const r = recorded();
    r.buy(10, T);
    r.tick(1.07509, T + 2_000);
    const breach = r.decisions[0]!;
    r.keep(must(r.e.reinstateAccount("a", T + 60_000, restorePointOf(breach), "Bad tick")));
    const reinstated = r.acts[0]!;
    expect(r.replayOf(reinstated, breach.balance)).toMatchObject({
      sameDecision: true,
      storedRule: "reinstate",
      replayedRule: "reinstate",
    });
    expect(r.replayOf(reinstated, breach.balance).summary).toBe(
      "Same: replaying the recorded trades and acts reaches the balances before and after the reinstatement, and the account's limits hold at the figures it left.",
    );

    // Trading on, it breaches again: the replay counts the restored $10,010.
    r.buy(10, T + 61_000);
    r.tick(1.0651, T + 62_000);
    const second = r.decisions.at(-1)!;
    expect(second.balance).toBe(20_000_000);
    expect(r.replay(second).sameDecision).toBe(true);
    const blind = r.replay(second, (t) => t, false);
    expect(blind.sameDecision).toBe(false);
    expect(blind.checks.find((c) => c.label === "Closed balance")).toMatchObject({
      stored: 20_000_000,
      replayed: 18_999_000,
    });
  });

  it("an adjustment with a position open replays, and a record that disagrees is caught", () => {
    const r = recorded();
    r.buy(1, T);
    r.keep(must(r.e.adjustBalance("a", -250_000, T + 1_000, "Duplicate credit reversed")));
    const act = r.acts[0]!;
    const replayed = r.replayOf(act);
    expect(replayed.checks.filter((c) => !c.same)).toEqual([]);
    expect(replayed.checks.map((c) => c.label)).toEqual([
      "Starting balance before",
      "Closed balance before",
      "Closed balance after",
      "Starting balance after",
      "Equity after",
    ]);
    expect(replayed.sameDecision).toBe(true);
    const tampered = replayAct({
      account: r.e.getAccount("a")!,
      trades: [],
      openPositions: r.e.getPositions("a"),
      act: { ...act, after: { ...act.after, balance: act.after.balance - 100 } },
      acts: r.acts,
    });
    expect(tampered.sameDecision).toBe(false);
    expect(tampered.summary).toBe("Different: these differ: Closed balance after.");
  });

  it("an act made while a whole position was open replays after part of it closed: the parts are valued as the one position they were", () => {
    const r = recorded();
    // USDJPY: P&L converted at 1 / mid. At a bid of 150.303 the whole lot makes $194.93, but
    // 0.33 and 0.67 lot valued apart make $64.33 + $130.61 = $194.94.
    const p = r.keep(
      must(r.e.placeOrder("a", { symbol: "USDJPY", side: "buy", type: "market", volume: 1 }, T)),
    ).position!;
    r.keep(must(r.e.applyTick(quote("USDJPY", 150.303, 150.313, T + 500))));
    r.keep(must(r.e.adjustBalance("a", -250_000, T + 1_000, "Duplicate credit reversed")));
    r.keep(must(r.e.closePositionPart("a", p.id, 0.33, T + 2_000)));
    const act = r.acts[0]!;
    const replayed = r.replayOf(act);
    expect(replayed.checks.filter((c) => !c.same)).toEqual([]);
    expect(replayed.sameDecision).toBe(true);
  });

  it("an operator's fail replays with the positions it closed", () => {
    const r = recorded();
    r.buy(1, T);
    r.tick(1.0801, T + 1_000);
    r.keep(must(r.e.failAccount("a", T + 2_000, "Copy trading")));
    expect(r.replayOf(r.acts[0]!)).toMatchObject({ sameDecision: true, replayedRule: "adminFail" });
  });
});
