import { describe, expect, it } from "vitest";
import type { EngineEvent } from "./engine-events";
import { RULE_SETS, type RuleSet } from "../rules/rule-sets";
import { engineWith, must, quote, TUESDAY_NOON } from "../testing/engine-fixture";
import { createTradingEngine, type EngineSnapshot, type TradingEngine } from "./trading-engine";

const [V1] = RULE_SETS as [RuleSet];
const T = TUESDAY_NOON;

const open = (e: TradingEngine, side: "buy" | "sell") =>
  must(e.placeOrder("a", { symbol: "EURUSD", side, type: "market", volume: 1 }, T)).position!;

/** The stop losses a trailing stop moved to, in order. */
const trailed = (events: readonly EngineEvent[]) =>
  events.flatMap((x) =>
    x.type === "positionModified" && x.reason === "trailing" ? [x.position.stopLoss] : [],
  );

describe("trailing stops: the stop loss follows the price, only in the trader's favour", () => {
  it("a buy's stop rises to bid - distance on each tick that asks for it, never falls, and fills when the price turns", () => {
    const e = engineWith([{ id: "a", planId: "200K", ruleSet: V1 }]);
    const p = open(e, "buy"); // at the ask 1.08510; the bid is 1.08500
    const set = must(e.modifyPosition("a", p.id, { trailingDistance: 0.002 }, T));
    // Set at once from the bid: 1.08500 - 0.00200.
    expect(set.position).toMatchObject({ stopLoss: 1.083, trailingDistance: 0.002 });
    expect(set.events).toEqual([
      { type: "positionModified", position: set.position, reason: "trader" },
    ]);
    const tick = (bid: number, dt: number) =>
      must(e.applyTick(quote("EURUSD", bid, bid + 0.0001, T + dt))).events;
    expect(trailed(tick(1.0855, 1_000))).toEqual([1.0835]);
    expect(trailed(tick(1.086, 2_000))).toEqual([1.084]);
    // The price falls back: the stop stays where it is.
    expect(tick(1.0852, 3_000)).toEqual([]);
    expect(e.getPositions("a")[0]!.stopLoss).toBe(1.084);
    // Exactly at stop + distance: nothing to move.
    expect(tick(1.086, 4_000)).toEqual([]);
    expect(trailed(tick(1.08601, 5_000))).toEqual([1.08401]);
    // The turn: the moved stop is in the price index and fills at the first bid through it.
    const closing = tick(1.0839, 6_000);
    const closed = closing.find((x) => x.type === "positionClosed");
    expect(closed).toMatchObject({ trade: { reason: "stopLoss", closePrice: 1.0839 } });
    expect(e.getPositions("a")).toEqual([]);
  });

  it("a sell's stop falls to ask + distance; a stop already better than the trail is kept", () => {
    const e = engineWith([{ id: "a", planId: "200K", ruleSet: V1 }]);
    const p = open(e, "sell"); // at the bid 1.08500; the ask is 1.08510
    const set = must(e.modifyPosition("a", p.id, { stopLoss: 1.0855, trailingDistance: 0.001 }, T));
    // The trail asks for 1.08610; the stop asked for, 1.08550, is better: kept.
    expect(set.position.stopLoss).toBe(1.0855);
    const tick = (ask: number, dt: number) =>
      must(e.applyTick(quote("EURUSD", ask - 0.0001, ask, T + dt))).events;
    expect(tick(1.0846, 1_000)).toEqual([]);
    expect(trailed(tick(1.0844, 2_000))).toEqual([1.0854]);
    expect(trailed(tick(1.083, 3_000))).toEqual([1.084]);
    expect(tick(1.0838, 4_000)).toEqual([]);
    expect(e.getPositions("a")[0]!.stopLoss).toBe(1.084);
  });

  it("cleared with null: the stop stays where the trail left it and moves no more", () => {
    const e = engineWith([{ id: "a", planId: "200K", ruleSet: V1 }]);
    const p = open(e, "buy");
    must(e.modifyPosition("a", p.id, { trailingDistance: 0.002 }, T));
    const cleared = must(e.modifyPosition("a", p.id, { trailingDistance: null }, T + 1));
    expect(cleared.position).toMatchObject({ stopLoss: 1.083, trailingDistance: null });
    expect(must(e.applyTick(quote("EURUSD", 1.09, 1.0901, T + 2))).events).toEqual([]);
    expect(e.stats()).toMatchObject({ watchedTrails: 0 });
  });

  it("refuses a distance that is not a positive number of ticks, or a buy's larger than the bid, changing nothing", () => {
    const e = engineWith([{ id: "a", planId: "200K", ruleSet: V1 }]);
    const p = open(e, "buy");
    const before = JSON.stringify(e.snapshot());
    for (const bad of [0, -0.001, 0.000015, Number.NaN, "0.001", 2]) {
      const r = e.modifyPosition("a", p.id, { trailingDistance: bad }, T);
      expect(r.ok ? "ok" : r.code).toBe("INVALID_TRAILING_DISTANCE");
    }
    expect(JSON.stringify(e.snapshot())).toBe(before);
  });

  it("is kept in the records: an engine rebuilt from them trails the same way", () => {
    const e = engineWith([{ id: "a", planId: "200K", ruleSet: V1 }]);
    const p = open(e, "buy");
    must(e.modifyPosition("a", p.id, { trailingDistance: 0.002 }, T));
    const rebuilt = must(
      createTradingEngine({
        snapshot: JSON.parse(JSON.stringify(e.snapshot())) as EngineSnapshot,
      }),
    );
    const tick = quote("EURUSD", 1.087, 1.0871, T + 1_000);
    const a = must(e.applyTick(tick));
    expect(trailed(a.events)).toEqual([1.085]);
    expect(must(rebuilt.applyTick(tick))).toEqual(a);
  });
});
