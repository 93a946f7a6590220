import { describe, expect, it } from "vitest";
import { applyCommand, journaledCommand, type EngineCommand } from "./engine-commands";
import type { EngineEvent } from "./engine-events";
import { createTradingEngine, type TradingEngine } from "./trading-engine";
import { engineWith, HOUR, MINUTE, must, quote, TUESDAY_NOON } from "../testing/engine-fixture";

const T = TUESDAY_NOON;

/**
 * A funded 25K account short 3 lots of USDJPY, its bounds set at the open, then a quote that
 * stays inside them: `live`. `restored` is built from live's records at that quote (as a
 * restart builds its engine from the tables or a snapshot), so its bounds are set there, and
 * are not live's. Both hold a pending sell stop the next quote reaches.
 */
function engines(): { live: TradingEngine; restored: TradingEngine } {
  const live = engineWith([{ id: "f", planId: "25K", phase: "funded" }]);
  must(live.placeOrder("f", { symbol: "USDJPY", side: "sell", type: "market", volume: 3 }, T));
  must(live.applyTick(quote("USDJPY", 150.38, 150.406, T + MINUTE)));
  const restored = must(createTradingEngine({ snapshot: live.snapshot() }));
  const stop = { symbol: "USDJPY", side: "sell", type: "stop", volume: 3, price: 150.36 } as const;
  for (const e of [live, restored]) must(e.placeOrder("f", stop, T + 2 * MINUTE));
  return { live, restored };
}

const fall = quote("USDJPY", 150.13, 150.133, T + 3 * MINUTE);

/** `commands` through `engine`, each as applied: its events. */
function run(engine: TradingEngine, commands: readonly EngineCommand[]): EngineEvent[][] {
  return commands.map((c) => must(applyCommand(engine, c)).events as EngineEvent[]);
}

/** `cut` through `engine` as a server's desk does it: each command's events, and the journal. */
function throughDesk(engine: TradingEngine, cut: readonly EngineCommand[]) {
  const journal: EngineCommand[] = [];
  const events = cut.map((c) => {
    const made = must(applyCommand(engine, c)).events as EngineEvent[];
    journal.push(journaledCommand(c, engine.cutSettled()));
    return made;
  });
  return { events, journal };
}

describe("a journaled cut of tick work", () => {
  it("replays alike on an engine whose bounds were set at other quotes", () => {
    const { live, restored } = engines();
    // The quote reaches the stop order on both; only the restored engine's bounds, set nearer
    // the quote, send the account to an evaluation too (which finds nothing).
    must(live.applyTick(fall, 0));
    must(restored.applyTick(fall, 0));
    expect(live.queuedTickItems()).toBe(1);
    expect(restored.queuedTickItems()).toBe(2);

    // A server's cut, one item a step, as the journal records it.
    const { live: again, restored: replayed } = engines();
    const cut: EngineCommand[] = [
      { k: "tick", q: fall, n: 0 },
      { k: "step", n: 1 },
      { k: "step", n: 1 },
    ];
    const { events: liveEvents, journal } = throughDesk(again, cut);
    // The first step fills the order (settled), the second evaluates the new position.
    expect(journal).toEqual([
      { k: "tick", q: fall, w: 0 },
      { k: "step", w: 1 },
      { k: "step", w: 1 },
    ]);
    expect(liveEvents[1]!.map((e) => e.type)).toEqual(["orderFilled"]);
    expect(run(replayed, journal)).toEqual(liveEvents);
    expect(replayed.snapshot()).toEqual(again.snapshot());

    // The same cut by items would not: the restored engine's first item is its evaluation.
    const byItems = run(engines().restored, cut);
    expect(byItems[1]).toEqual([]);
  });

  it("records a tick's own cut, not the queued work its clock's move finished first", () => {
    const { live, restored } = engines();
    // The order's fill and the new position's evaluation wait; a quote after midnight rolls the
    // day, which finishes them first, then queues its own work: a second stop order it reaches.
    const second = { symbol: "USDJPY", side: "sell", type: "stop", volume: 0.1, price: 150.125 };
    for (const e of [live, restored]) must(e.placeOrder("f", second, T + 2 * MINUTE));
    const nextDay = quote("USDJPY", 150.12, 150.123, T + 13 * HOUR);
    const cut: EngineCommand[] = [
      { k: "tick", q: fall, n: 0 },
      { k: "tick", q: nextDay, n: 0 },
      { k: "step", n: 1 },
    ];
    const { events: liveEvents, journal } = throughDesk(live, cut);
    // The first order fills as the day rolls, the second in the step.
    expect(liveEvents[1]!.filter((e) => e.type === "orderFilled")).toHaveLength(1);
    expect(liveEvents[2]!.map((e) => e.type)).toEqual(["orderFilled"]);
    expect(journal.map((c) => ("w" in c ? c.w : null))).toEqual([0, 0, 1]);
    expect(run(restored, journal)).toEqual(liveEvents);
    expect(restored.continueTick()).toEqual(live.continueTick());
    expect(restored.snapshot()).toEqual(live.snapshot());
  });

  it("does not hold an account whose queued evaluation changes nothing: an operation has it done at once", () => {
    const { restored } = engines();
    must(restored.applyTick(fall, 0));
    expect(restored.queuedTickItems()).toBe(2);
    // Its pending order is reached (settled work): it is due.
    expect(restored.isEvaluationDue("f")).toBe(true);
    expect(
      restored.modifyPosition("f", restored.getPositions("f")[0]!.id, {}, T + 4 * MINUTE),
    ).toMatchObject({ ok: false, code: "EVALUATION_DUE" });

    // Without the order, only the evaluation is queued, and it would change nothing.
    const { restored: quiet } = engines();
    must(quiet.cancelOrder("f", quiet.getOrders("f")[0]!.id, T + 2 * MINUTE));
    must(quiet.applyTick(fall, 0));
    expect(quiet.queuedTickItems()).toBe(1);
    expect(quiet.isEvaluationDue("f")).toBe(false);
    const placed = must(
      quiet.placeOrder(
        "f",
        { symbol: "USDJPY", side: "buy", type: "market", volume: 1 },
        T + 4 * MINUTE,
      ),
    );
    expect(placed.events.map((e) => e.type)).toEqual(["orderFilled"]);
    // Done out of turn: the tick's turn passes it over and ends with nothing to do.
    expect(quiet.continueTick()).toEqual({ events: [], accounts: [] });
    expect(quiet.hasPendingTick()).toBe(false);
  });

  it("keeps an account due while its queued evaluation would breach it", () => {
    const { restored } = engines();
    must(restored.cancelOrder("f", restored.getOrders("f")[0]!.id, T + 2 * MINUTE));
    // Far enough up to breach the short: its evaluation acts, so operations wait for it.
    must(restored.applyTick(quote("USDJPY", 162, 162.03, T + 3 * MINUTE), 0));
    expect(restored.isEvaluationDue("f")).toBe(true);
    const events = restored.continueTick().events;
    expect(events.map((e) => e.type)).toContain("accountFailed");
    expect(restored.isEvaluationDue("f")).toBe(false);
  });
});
