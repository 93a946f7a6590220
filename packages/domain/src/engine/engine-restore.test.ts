import { describe, expect, it } from "vitest";
import { engineWith, must, TUESDAY_NOON } from "../testing/engine-fixture";
import { createTradingEngine, createTradingEngineInSteps } from "./trading-engine";

// An engine restored in steps (createTradingEngineInSteps: a server restoring a second engine
// while the first one trades) is the engine restored at once, and a corrupt record is reported
// the same way.

/** An engine holding accounts with open positions (stops too) and pending orders. */
function busyEngine() {
  const engine = engineWith(
    Array.from({ length: 6 }, (_, i) => ({ id: `acc-${i}`, planId: "100K" as const })),
  );
  for (let i = 0; i < 6; i++) {
    const a = `acc-${i}`;
    must(
      engine.placeOrder(
        a,
        { symbol: "EURUSD", side: "buy", type: "market", volume: 1, stopLoss: 1.08 },
        TUESDAY_NOON,
      ),
    );
    must(
      engine.placeOrder(
        a,
        { symbol: "XAUUSD", side: "sell", type: "limit", volume: 0.1, price: 2360 + i },
        TUESDAY_NOON,
      ),
    );
  }
  return engine;
}

/** Runs a restore in steps to its end; answers the result and how many steps it took. */
function inSteps(snapshot: ReturnType<ReturnType<typeof busyEngine>["snapshot"]>, per: number) {
  const steps = createTradingEngineInSteps({ snapshot, config: { timeZone: "UTC" } }, per);
  let yields = 0;
  for (;;) {
    const step = steps.next();
    if (step.done) return { result: step.value, yields };
    yields++;
  }
}

describe("an engine restored in steps", () => {
  it("is the engine restored at once, and it behaves the same", () => {
    const snapshot = busyEngine().snapshot();
    const atOnce = must(createTradingEngine({ snapshot, config: { timeZone: "UTC" } }));
    const { result, yields } = inSteps(snapshot, 2);
    const stepped = must(result);
    // 6 accounts, 6 positions, 6 orders, then the price index: a step every 2 records.
    expect(yields).toBeGreaterThanOrEqual(12);
    expect(stepped.snapshot()).toEqual(atOnce.snapshot());
    // The same price index: a quote through the stops and the limits does the same to both.
    const move = { symbol: "EURUSD", bid: 1.0795, ask: 1.0796, time: TUESDAY_NOON + 1_000 };
    const gold = { symbol: "XAUUSD", bid: 2362, ask: 2362.25, time: TUESDAY_NOON + 2_000 };
    for (const engine of [atOnce, stepped]) {
      must(engine.applyTick(move));
      must(engine.applyTick(gold));
    }
    expect(stepped.snapshot()).toEqual(atOnce.snapshot());
    expect(stepped.snapshot().positions.length).toBeLessThan(snapshot.positions.length);
  });

  it("reports a corrupt record as the restore at once does", () => {
    const snapshot = busyEngine().snapshot();
    const corrupt = {
      ...snapshot,
      positions: snapshot.positions.map((p, i) => (i === 3 ? { ...p, volume: -1 } : p)),
    };
    const atOnce = createTradingEngine({ snapshot: corrupt, config: { timeZone: "UTC" } });
    const { result } = inSteps(corrupt, 2);
    expect(atOnce.ok).toBe(false);
    expect(result).toEqual(atOnce);
    expect(inSteps(snapshot, Number.POSITIVE_INFINITY).yields).toBe(0);
  });
});
