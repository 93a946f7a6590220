import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { EngineEvent } from "./engine-events";
import { getInstrument, roundToTick } from "../market/instruments";
import type { PlanId } from "../rules/plans";
import type { OrderType, Side } from "./orders";
import { engineWith, must, TUESDAY_NOON } from "../testing/engine-fixture";
import { createTradingEngine, type TradingEngine } from "./trading-engine";
import { applyCommand, journaledCommand, type EngineCommand } from "./engine-commands";

/**
 * Ticks that come while earlier ticks' work is unfinished (tick-steps.ts): applied at once, their
 * work queued behind and done at each tick's own quotes. A crowded book (accounts holding
 * positions with stops, take profits and trailing stops, pending orders, on symbols valued
 * through another's quote) meets runs of ticks with the work cut into steps of 1-3 items and
 * only a few steps between ticks, and clock moves that roll nothing in between; once the work is
 * done, the events (in order) and the records are exactly those of the same ticks each worked
 * through whole before the next, and every breach the queued work was seen to be about to make
 * (`breachesAhead`) was made, as seen. And the same cuts, journaled as the desk journals them
 * (`journaledCommand`), replay to the same events on an engine rebuilt from the records at a
 * random point, whose price bounds were set at that point's quotes (with the cuts' item counts
 * it fails within a few dozen runs).
 */
const SYMBOLS = ["EURUSD", "GBPUSD", "EURGBP", "BTCUSD"] as const;
const PLANS: readonly PlanId[] = ["5K", "10K", "100K", "200K"];
/** One unit of price move per symbol, in ticks. */
const UNIT: Record<(typeof SYMBOLS)[number], number> = {
  EURUSD: 10,
  GBPUSD: 10,
  EURGBP: 10,
  BTCUSD: 1_000,
};

interface OrderSpec {
  sym: number;
  side: Side;
  type: OrderType;
  lots: number;
  off: number;
  sl: number | null;
  tp: number | null;
  trail: number | null;
}

interface TickSpec {
  sym: number;
  move: number;
  steps: number;
  /** The clock moves half a second on (rolling nothing) before the steps. */
  clock: boolean;
}

const orderSpec: fc.Arbitrary<OrderSpec> = fc.record({
  sym: fc.integer({ min: 0, max: SYMBOLS.length - 1 }),
  side: fc.constantFrom<Side>("buy", "sell"),
  type: fc.constantFrom<OrderType>("market", "market", "limit", "stop"),
  lots: fc.constantFrom(0.1, 0.5, 1, 2, 5, 10),
  off: fc.integer({ min: 1, max: 40 }),
  sl: fc.option(fc.integer({ min: 1, max: 40 }), { nil: null }),
  tp: fc.option(fc.integer({ min: 1, max: 40 }), { nil: null }),
  trail: fc.option(fc.integer({ min: 1, max: 20 }), { nil: null }),
});

/** The orders of 4-14 accounts, 1-5 each. */
const bookSpecs = fc.array(fc.array(orderSpec, { minLength: 1, maxLength: 5 }), {
  minLength: 4,
  maxLength: 14,
});

/** Runs of ticks on one symbol, mostly one way, so that newer ticks pass what older work sets. */
const tickRun: fc.Arbitrary<TickSpec[]> = fc
  .record({
    sym: fc.integer({ min: 0, max: SYMBOLS.length - 1 }),
    dir: fc.constantFrom(-1, 1),
    moves: fc.array(fc.integer({ min: -3, max: 12 }), { minLength: 1, maxLength: 8 }),
    steps: fc.array(fc.integer({ min: 0, max: 2 }), { minLength: 1, maxLength: 8 }),
    clock: fc.array(fc.boolean(), { minLength: 1, maxLength: 8 }),
  })
  .map(({ sym, dir, moves, steps, clock }) =>
    moves.map((m, i) => ({
      sym,
      move: dir * m,
      steps: steps[i % steps.length]!,
      clock: clock[i % clock.length]!,
    })),
  );

/** At least `minLength` runs of ticks, 6 at most. */
const tickRuns = (minLength: number) => fc.array(tickRun, { minLength, maxLength: 6 });
/** Items of tick work a step does. */
const stepItems = fc.integer({ min: 1, max: 3 });

function price(symbol: string, p: number): number {
  return roundToTick(p, getInstrument(symbol)!);
}

/** A book of `books.length` accounts, each with its orders placed (refused ones left out). */
function bookOf(books: readonly OrderSpec[][], perStep?: number): TradingEngine {
  const e = engineWith(
    books.map((_, i) => ({
      id: `a${String(i).padStart(2, "0")}`,
      planId: PLANS[i % PLANS.length]!,
    })),
    perStep === undefined ? {} : { config: { evaluationsPerStep: perStep } },
  );
  books.forEach((orders, i) => {
    const id = `a${String(i).padStart(2, "0")}`;
    for (const o of orders) {
      const symbol = SYMBOLS[o.sym]!;
      const instrument = getInstrument(symbol)!;
      const unit = UNIT[symbol] * instrument.tickSize;
      const q = e.quote(symbol)!;
      const ref = o.side === "buy" ? q.ask : q.bid;
      const away = o.side === "buy" ? -1 : 1;
      // limits wait below a buy's price (above a sell's), stops beyond it
      const at = o.type === "limit" ? ref + away * o.off * unit : ref - away * o.off * unit;
      const placed = e.placeOrder(
        id,
        {
          symbol,
          side: o.side,
          type: o.type,
          volume: o.lots,
          ...(o.type === "market" ? {} : { price: price(symbol, at) }),
          stopLoss: o.sl === null ? null : price(symbol, ref + away * o.sl * unit),
          takeProfit: o.tp === null ? null : price(symbol, ref - away * o.tp * unit),
        },
        TUESDAY_NOON,
      );
      if (!placed.ok || o.trail === null || o.type !== "market") continue;
      const position = placed.value.position;
      if (!position) continue;
      e.modifyPosition(
        id,
        position.id,
        { trailingDistance: price(symbol, o.trail * unit) },
        TUESDAY_NOON,
      );
    }
  });
  return e;
}

/** The quotes of `ticks`, from the book's quotes on, one second apart. */
function quotesOf(e: TradingEngine, ticks: readonly TickSpec[]) {
  const last = new Map(SYMBOLS.map((s) => [s, e.quote(s)!]));
  return ticks.map((t, i) => {
    const symbol = SYMBOLS[t.sym]!;
    const instrument = getInstrument(symbol)!;
    const q = last.get(symbol)!;
    const bid = Math.max(
      price(symbol, q.bid + t.move * UNIT[symbol] * instrument.tickSize),
      instrument.tickSize * 1_000,
    );
    const next = {
      symbol,
      bid,
      ask: price(symbol, bid + (q.ask - q.bid)),
      time: TUESDAY_NOON + (i + 1) * 1_000,
    };
    last.set(symbol, next);
    return next;
  });
}

/** The account an event of tick work is about. */
function accountOf(e: EngineEvent): string {
  if ("order" in e) return e.order.accountId;
  if ("position" in e) return e.position.accountId;
  if ("account" in e) return e.account.id;
  return "accountId" in e ? e.accountId : "";
}

describe("property: ticks queued behind unfinished tick work", () => {
  it("end with exactly the events and records of the ticks worked through whole, in order", () => {
    let seenAhead = 0;
    fc.assert(
      fc.property(bookSpecs, tickRuns(1), stepItems, (books, runs, perStep) => {
        const ticks = runs.flat();
        const whole = bookOf(books);
        const queued = bookOf(books, perStep);
        expect(JSON.stringify(queued.snapshot())).toBe(JSON.stringify(whole.snapshot()));
        const quotes = quotesOf(whole, ticks);
        const wholeEvents: EngineEvent[] = [];
        quotes.forEach((q, i) => {
          wholeEvents.push(...must(whole.applyTick(q)).events);
          if (ticks[i]!.clock) wholeEvents.push(...must(whole.advanceTime(q.time + 500)).events);
        });
        const queuedEvents: EngineEvent[] = [];
        const ids = books.map((_, i) => `a${String(i).padStart(2, "0")}`);
        // What the queued work was seen to be about to breach, at each point it was asked.
        const ahead = new Map<string, unknown>();
        const lookAhead = () => {
          // Asked of all, and of every other account by name: the same answers.
          const all = queued.breachesAhead(null);
          const named = queued.breachesAhead(ids.filter((_, i) => i % 2 === 0));
          expect(named).toEqual(all.filter((b) => Number(b.accountId.slice(1)) % 2 === 0));
          for (const b of all) {
            if (ahead.has(b.accountId)) expect(b.evidence).toEqual(ahead.get(b.accountId));
            ahead.set(b.accountId, b.evidence);
          }
        };
        // A step changes only accounts that were due before it (an operation on them waits).
        const step = () => {
          const due = new Set(ids.filter((id) => queued.isEvaluationDue(id)));
          const { events } = queued.continueTick();
          for (const e of events) expect(due).toContain(accountOf(e));
          queuedEvents.push(...events);
          lookAhead();
        };
        quotes.forEach((q, i) => {
          queuedEvents.push(...must(queued.applyTick(q)).events);
          lookAhead();
          // the desk's clock check between ticks: it leaves the queued work to its steps
          if (ticks[i]!.clock) queuedEvents.push(...must(queued.advanceTime(q.time + 500)).events);
          for (let n = ticks[i]!.steps; n > 0; n--) step();
        });
        while (queued.hasPendingTick()) step();
        // Nothing is due once the work is done.
        expect(ids.filter((id) => queued.isEvaluationDue(id))).toEqual([]);
        expect(queuedEvents).toEqual(wholeEvents);
        expect(queued.snapshot()).toEqual(whole.snapshot());
        // Every breach seen ahead was made, with the evidence seen.
        const failed = new Map(
          queuedEvents.flatMap((e) =>
            e.type === "accountFailed" ? [[e.account.id, e.evidence] as const] : [],
          ),
        );
        for (const [accountId, evidence] of ahead) expect(failed.get(accountId)).toEqual(evidence);
        seenAhead += ahead.size;
      }),
      { numRuns: 300 },
    );
    // The books breach often enough that breaches were seen ahead of their steps.
    expect(seenAhead).toBeGreaterThan(20);
  }, 60_000);

  it("replays alike from the journaled cuts on an engine restored between ticks, whose bounds were set at other quotes", () => {
    let compared = 0;
    fc.assert(
      fc.property(
        bookSpecs,
        tickRuns(2),
        stepItems,
        fc.nat(),
        (books, runs, perStep, restorePick) => {
          const ticks = runs.flat();
          const live = bookOf(books);
          const quotes = quotesOf(live, ticks);
          // As the server's desk cuts the work: each tick with none of it, a few steps behind.
          const commands = quotes.flatMap((q, i): EngineCommand[] => [
            { k: "tick", q, n: 0 },
            ...(ticks[i]!.clock ? [{ k: "advance", t: q.time + 500 } as const] : []),
            ...Array.from({ length: ticks[i]!.steps }, () => ({ k: "step", n: perStep }) as const),
          ]);
          const restoreAt = restorePick % commands.length;
          let restored: TradingEngine | null = null;
          const journal: EngineCommand[] = [];
          const liveEvents: EngineEvent[][] = [];
          const through = (c: EngineCommand, at: number) => {
            // Restored from the records at the first point from `restoreAt` on with no work queued.
            if (!restored && at >= restoreAt && !live.hasPendingTick()) {
              restored = must(createTradingEngine({ snapshot: live.snapshot() }));
            }
            const events = must(applyCommand(live, c)).events as EngineEvent[];
            if (restored) {
              journal.push(journaledCommand(c, live.cutSettled()));
              liveEvents.push(events);
            }
          };
          commands.forEach(through);
          while (live.hasPendingTick()) through({ k: "step", n: perStep }, commands.length);
          if (!restored) return;
          const replayed = journal.map(
            (c) => must(applyCommand(restored!, c)).events as EngineEvent[],
          );
          expect(replayed).toEqual(liveEvents);
          // The replay ends with no settled work left; what it may hold changes nothing.
          expect(must(applyCommand(restored, { k: "step" })).events).toEqual([]);
          expect((restored as TradingEngine).snapshot()).toEqual(live.snapshot());
          compared += journal.length;
        },
      ),
      { numRuns: 300 },
    );
    expect(compared).toBeGreaterThan(1_000);
  }, 60_000);
});
