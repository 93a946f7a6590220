import { describe, expect, it } from "vitest";
import type { EngineEvent } from "./engine-events";
import type { TradingEngine } from "./trading-engine";
import type { Quote } from "../market/quotes";
import { engineWith, must, quote, TUESDAY_NOON } from "../testing/engine-fixture";

const T = TUESDAY_NOON;
const IDS = ["a1", "a2", "a3", "a4", "a5", "a6", "a7"];

/** Seven 200K accounts long EURUSD: 10 lots each breach at 1.07509; a7 holds 1 lot (survives). */
function book(evaluationsPerStep?: number): TradingEngine {
  const e = engineWith(
    IDS.map((id) => ({ id, planId: "200K" })),
    evaluationsPerStep ? { config: { evaluationsPerStep } } : {},
  );
  for (const id of IDS) {
    const volume = id === "a7" ? 1 : 10;
    must(e.placeOrder(id, { symbol: "EURUSD", side: "buy", type: "market", volume }, T));
  }
  // a pending buy limit the breaching quote reaches: filled after the evaluations
  must(
    e.placeOrder(
      "a7",
      { symbol: "EURUSD", side: "buy", type: "limit", volume: 1, price: 1.076 },
      T,
    ),
  );
  return e;
}
const crash = quote("EURUSD", 1.07509, 1.07519, T + 2_000);

/** The events of `quotes` applied one after another on `e`, without finishing queued work. */
function ticks(e: TradingEngine, ...quotes: Quote[]): EngineEvent[] {
  return quotes.flatMap((q) => must(e.applyTick(q)).events);
}

describe("a tick cut into steps (evaluationsPerStep)", () => {
  it("reaches exactly the events and state of the whole tick, two accounts a step", () => {
    const whole = book();
    const wholeEvents = must(whole.applyTick(crash)).events;

    const stepped = book(2);
    const events: EngineEvent[] = [...must(stepped.applyTick(crash)).events];
    expect(events.filter((x) => x.type === "accountFailed")).toHaveLength(2);
    let steps = 1;
    while (stepped.hasPendingTick()) {
      events.push(...stepped.continueTick().events);
      steps++;
    }
    // six accounts left their bounds (a7's hold), two a step; then the limit order fills and
    // a7 is evaluated with its new position, in the last
    expect(steps).toBe(4);
    expect(events.filter((x) => x.type === "accountFailed")).toHaveLength(6);
    expect(events.at(-1)).toMatchObject({ type: "orderFilled", order: { accountId: "a7" } });
    expect(events).toEqual(wholeEvents);
    expect(stepped.snapshot()).toEqual(whole.snapshot());
    expect(stepped.continueTick()).toEqual({ events: [], accounts: [] });
  });

  it("applied with none of its work, counts what it queued; its accounts are due", () => {
    const whole = book();
    const wholeEvents = must(whole.applyTick(crash)).events;

    const cut = book();
    expect(cut.queuedTickItems()).toBe(0);
    expect(must(cut.applyTick(crash, 0)).events).toEqual([]);
    // Six accounts left their bounds and the limit order was reached (a7 is evaluated again once
    // it fills, counted then).
    expect(cut.queuedTickItems()).toBe(7);
    expect(IDS.filter((id) => cut.isEvaluationDue(id))).toEqual(IDS);
    const events: EngineEvent[] = [...cut.continueTick(4).events];
    expect(cut.queuedTickItems()).toBe(3);
    while (cut.hasPendingTick()) events.push(...cut.continueTick(4).events);
    expect(cut.queuedTickItems()).toBe(0);
    expect(events).toEqual(wholeEvents);
    expect(cut.snapshot()).toEqual(whole.snapshot());
  });

  it("tells the breaches its steps have yet to make, with their evidence, changing nothing", () => {
    const e = book(2);
    const first = must(e.applyTick(crash)).events;
    expect(first.filter((x) => x.type === "accountFailed")).toHaveLength(2);
    const state = () =>
      IDS.map((id) => [
        e.getAccount(id),
        e.getPositions(id),
        e.getOrders(id),
        e.isEvaluationDue(id),
      ]);
    const before = state();
    // a1 and a2 failed in the tick's own items; a7 (1 lot) does not breach; a5 is not asked
    const ahead = e.breachesAhead(["a1", "a3", "a4", "a6", "a7"]);
    expect(ahead.map((b) => b.accountId)).toEqual(["a3", "a4", "a6"]);
    expect(e.breachesAhead(null).map((b) => b.accountId)).toEqual(["a3", "a4", "a5", "a6"]);
    expect(state()).toEqual(before);
    const events: EngineEvent[] = [];
    while (e.hasPendingTick()) events.push(...e.continueTick().events);
    for (const b of ahead) {
      expect(events).toContainEqual(
        expect.objectContaining({
          type: "accountFailed",
          account: expect.objectContaining({ id: b.accountId }),
          evidence: b.evidence,
        }),
      );
    }
    expect(e.breachesAhead(null)).toEqual([]);
  });

  it("refuses to act on an account still due, and lets the others trade at the tick's quotes", () => {
    const e = book(2);
    must(e.applyTick(crash));
    expect(e.isEvaluationDue("a1")).toBe(false);
    expect(e.isEvaluationDue("a5")).toBe(true);
    expect(
      e.closePosition("a5", must(e.getAccountView("a5")).positions[0]!.id, T + 2_100),
    ).toMatchObject({
      ok: false,
      code: "EVALUATION_DUE",
    });
    expect(e.getAccount("a1")!.status).toBe("failed");
  });

  it("applies the next tick at once, its work queued behind the first's, done at each tick's quotes", () => {
    const whole = book();
    const stepped = book(3);
    // Lower still: a7's 1 lot and its filled limit are evaluated again at this quote.
    const next = quote("EURUSD", 1.0745, 1.0746, T + 3_000);
    const wholeEvents = ticks(whole, crash, next);
    const steppedEvents = ticks(stepped, crash, next);
    // The next quote is in: a market order of an account the work does not concern fills at it.
    expect(stepped.quote("EURUSD")).toEqual(next);
    expect(stepped.hasPendingTick()).toBe(true);
    // a1-a6 evaluated (three items a call), a7's reached limit order and a7 still due
    expect(stepped.isEvaluationDue("a6")).toBe(false);
    expect(stepped.isEvaluationDue("a7")).toBe(true);
    while (stepped.hasPendingTick()) steppedEvents.push(...stepped.continueTick().events);
    expect(steppedEvents).toEqual(wholeEvents);
    expect(stepped.snapshot()).toEqual(whole.snapshot());
    // The crash's breaches closed at the crash's quote, not at the next one.
    const closes = steppedEvents.filter((x) => x.type === "positionClosed");
    expect(closes.length).toBeGreaterThan(0);
    for (const x of closes.slice(0, 6)) expect(x).toMatchObject({ trade: { closePrice: 1.07509 } });
  });

  it("an account its tick leaves watched is evaluated at a queued tick that already reached its new bounds", () => {
    // a7 survives the crash with 1 lot, then its limit fills; its bounds are registered at the
    // crash's quotes, which the queued tick already passed: that tick evaluates it.
    const whole = book();
    const stepped = book(1);
    const deep = quote("EURUSD", 1.0, 1.0001, T + 3_000);
    const wholeEvents = ticks(whole, crash, deep);
    const steppedEvents = ticks(stepped, crash, deep);
    while (stepped.hasPendingTick()) steppedEvents.push(...stepped.continueTick().events);
    expect(wholeEvents.filter((x) => x.type === "accountFailed")).toHaveLength(7);
    expect(steppedEvents).toEqual(wholeEvents);
    expect(stepped.getAccount("a7")!.status).toBe("failed");
  });

  it("refuses a step size below one", () => {
    expect(() => book(0.5)).toThrow(/evaluationsPerStep/);
  });

  it("closes a crash's stop losses in steps too, each account due until its stops are closed", () => {
    // Six 200K accounts, 1 lot long EURUSD each with a stop loss at 1.0830: one quote below it
    // reaches all six stops; then a5 and a6 are flat, so their targets are checked.
    const stopsBook = (evaluationsPerStep?: number) => {
      const e = engineWith(
        IDS.slice(0, 6).map((id) => ({ id, planId: "200K" })),
        evaluationsPerStep ? { config: { evaluationsPerStep } } : {},
      );
      for (const id of IDS.slice(0, 6))
        must(
          e.placeOrder(
            id,
            { symbol: "EURUSD", side: "buy", type: "market", volume: 1, stopLoss: 1.083 },
            T,
          ),
        );
      return e;
    };
    const drop = quote("EURUSD", 1.0825, 1.0826, T + 2_000);
    const whole = stopsBook();
    const wholeEvents = must(whole.applyTick(drop)).events;
    expect(wholeEvents.filter((x) => x.type === "positionClosed")).toHaveLength(6);

    const stepped = stopsBook(2);
    const events: EngineEvent[] = [...must(stepped.applyTick(drop)).events];
    expect(events.filter((x) => x.type === "positionClosed")).toHaveLength(2);
    expect(stepped.isEvaluationDue("a1")).toBe(true); // its stop is yet to close
    // a6's stop closed first: its target, short of reached, is checked in part 2, which changes
    // nothing, so the check does not hold it (an operation has it done at once)
    expect(stepped.getPositions("a6")).toEqual([]);
    expect(stepped.isEvaluationDue("a6")).toBe(false);
    let steps = 1;
    while (stepped.hasPendingTick()) {
      events.push(...stepped.continueTick().events);
      steps++;
    }
    // six stops, then six flat accounts checked, two a step
    expect(steps).toBe(6);
    expect(events).toEqual(wholeEvents);
    expect(stepped.snapshot()).toEqual(whole.snapshot());
    expect(IDS.slice(0, 6).some((id) => stepped.isEvaluationDue(id))).toBe(false);
  });

  it("keeps an account with a reached pending order due until the order is filled", () => {
    const e = book(2);
    must(e.applyTick(crash));
    expect(e.isEvaluationDue("a7")).toBe(true);
    expect(e.cancelOrder("a7", e.getOrders("a7")[0]!.id, T + 2_100)).toMatchObject({
      ok: false,
      code: "EVALUATION_DUE",
    });
    while (e.hasPendingTick()) e.continueTick();
    expect(e.isEvaluationDue("a7")).toBe(false);
    expect(e.getOrders("a7")).toEqual([]);
    expect(e.getPositions("a7")).toHaveLength(2);
  });
});
