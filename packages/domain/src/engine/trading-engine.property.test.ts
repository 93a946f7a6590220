import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { valueAccount } from "./account-valuation";
import type { EngineEvent } from "./engine-events";
import { getInstrument, roundToTick } from "../market/instruments";
import type { OrderType, Side } from "./orders";
import type { Result } from "../core/result";
import { decideRules } from "../rules/rule-decisions";
import { RULE_SETS } from "../rules/rule-sets";
import { SimulatedMarket } from "../market/simulated-market";
import { account, baseQuotes, must, TUESDAY_NOON } from "../testing/engine-fixture";
import { createTradingEngine, type EngineSnapshot, type TradingEngine } from "./trading-engine";

/**
 * Random order sequences against the engine. After every command:
 * - money: every balance is a safe integer and equals the starting balance plus the sum of
 *   the realised P&L of its trades (commission and swap included, on the account with trading
 *   costs), to the cent, partial closes included;
 * - a trailing stop never moves against the trader, and a position keeps its id, open price
 *   and open time through partial closes;
 * - of a one-cancels-other pair at most one order ever fills;
 * - a rejected command changed nothing;
 * - after an accepted order the margin in use does not exceed the equity;
 * - a failed account never trades again (every command on it is ACCOUNT_FAILED, no fills);
 * - no active account is left beyond a floor or the stop-out level (the price index never
 *   misses a breach);
 * and the whole run is deterministic, also across a rebuild from plain records.
 */
const SYMBOLS = ["EURUSD", "USDJPY", "EURJPY", "XAUUSD", "BTCUSD"] as const;
/** One "unit" of price move per symbol, in ticks. */
const UNIT_TICKS: Record<(typeof SYMBOLS)[number], number> = {
  EURUSD: 10,
  USDJPY: 10,
  EURJPY: 10,
  XAUUSD: 10,
  BTCUSD: 1_000,
};
const VOLUMES = [0.01, 0.05, 0.1, 0.5, 1, 3, 10, Number.NaN, 0, -1, 0.015, 1_000];
const ACCOUNTS = [
  { id: "a0", planId: "5K", phase: "phase1" },
  { id: "a1", planId: "100K", phase: "phase2" },
  { id: "a2", planId: "10K", phase: "funded", stopOutLevel: 300 },
  // Trading costs: commission at every fill, swap at every rollover the ticks pass.
  { id: "a3", planId: "10K", phase: "phase1", ruleSet: RULE_SETS[2] },
] as const;

type Cmd =
  | { k: "tick"; sym: number; move: number; spread: number; dt: number }
  | {
      k: "place";
      acc: number;
      sym: number;
      side: Side;
      type: OrderType;
      vol: number;
      off: number;
      sl: number | null;
      tp: number | null;
    }
  | { k: "modifyPosition"; acc: number; pick: number; sl: number | null; tp: number | null }
  | { k: "close"; acc: number; pick: number }
  | { k: "closePart"; acc: number; pick: number; vol: number }
  | { k: "trail"; acc: number; pick: number; units: number | null }
  | {
      k: "placeOco";
      acc: number;
      sym: number;
      vol: number;
      off: number;
      off2: number;
      sl: number | null;
    }
  | { k: "modifyOrder"; acc: number; pick: number; off: number }
  | { k: "cancel"; acc: number; pick: number }
  | { k: "advance"; dt: number };

const offset = fc.integer({ min: -120, max: 120 });
const optionalOffset = fc.option(offset, { nil: null });
const accIndex = fc.integer({ min: 0, max: ACCOUNTS.length - 1 });
const cmd: fc.Arbitrary<Cmd> = fc.oneof(
  {
    weight: 10,
    arbitrary: fc.record({
      k: fc.constant("tick" as const),
      sym: fc.integer({ min: 0, max: SYMBOLS.length - 1 }),
      move: fc.integer({ min: -100, max: 100 }),
      spread: fc.integer({ min: 1, max: 40 }),
      dt: fc.integer({ min: 1, max: 4 * 3_600_000 }),
    }),
  },
  {
    weight: 8,
    arbitrary: fc.record({
      k: fc.constant("place" as const),
      acc: accIndex,
      sym: fc.integer({ min: 0, max: SYMBOLS.length - 1 }),
      side: fc.constantFrom<Side>("buy", "sell"),
      type: fc.constantFrom<OrderType>("market", "market", "limit", "stop"),
      vol: fc.integer({ min: 0, max: VOLUMES.length - 1 }),
      off: offset,
      sl: optionalOffset,
      tp: optionalOffset,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      k: fc.constant("modifyPosition" as const),
      acc: accIndex,
      pick: fc.nat(),
      sl: optionalOffset,
      tp: optionalOffset,
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({ k: fc.constant("close" as const), acc: accIndex, pick: fc.nat() }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      k: fc.constant("closePart" as const),
      acc: accIndex,
      pick: fc.nat(),
      vol: fc.integer({ min: 0, max: VOLUMES.length - 1 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      k: fc.constant("trail" as const),
      acc: accIndex,
      pick: fc.nat(),
      units: fc.option(fc.integer({ min: -1, max: 60 }), { nil: null }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      k: fc.constant("placeOco" as const),
      acc: accIndex,
      sym: fc.integer({ min: 0, max: SYMBOLS.length - 1 }),
      vol: fc.integer({ min: 0, max: VOLUMES.length - 1 }),
      off: fc.integer({ min: 1, max: 60 }),
      off2: fc.integer({ min: 1, max: 60 }),
      sl: optionalOffset,
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      k: fc.constant("modifyOrder" as const),
      acc: accIndex,
      pick: fc.nat(),
      off: offset,
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ k: fc.constant("cancel" as const), acc: accIndex, pick: fc.nat() }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      k: fc.constant("advance" as const),
      dt: fc.integer({ min: 1, max: 30 * 3_600_000 }),
    }),
  },
);

function initialSnapshot(): EngineSnapshot {
  return {
    time: TUESDAY_NOON,
    sequence: 0,
    accounts: ACCOUNTS.map((a) => account(a)),
    positions: [],
    orders: [],
    quotes: baseQuotes(),
  };
}

interface Clock {
  now: number;
}

/** Applies one command; the clock only moves forward. */
function apply(
  e: TradingEngine,
  c: Cmd,
  clock: Clock,
): {
  result: Result<{ events: EngineEvent[] }>;
  accountId: string | null;
  accepted: "market" | null;
} {
  const sym = "sym" in c ? SYMBOLS[c.sym]! : "EURUSD";
  const instrument = getInstrument(sym)!;
  const unit = UNIT_TICKS[sym as (typeof SYMBOLS)[number]] * instrument.tickSize;
  const price = (p: number) => roundToTick(p, instrument);
  switch (c.k) {
    case "tick": {
      clock.now += c.dt;
      const q = e.quote(sym)!;
      const bid = Math.max(price(q.bid + c.move * unit), instrument.tickSize * 1000);
      const ask = price(bid + c.spread * instrument.tickSize);
      return {
        result: e.applyTick({ symbol: sym, time: clock.now, bid, ask }),
        accountId: null,
        accepted: null,
      };
    }
    case "advance":
      clock.now += c.dt;
      return { result: e.advanceTime(clock.now), accountId: null, accepted: null };
    case "place": {
      const id = ACCOUNTS[c.acc]!.id;
      const q = e.quote(sym)!;
      const ref = c.side === "buy" ? q.ask : q.bid;
      const request = {
        symbol: sym,
        side: c.side,
        type: c.type,
        volume: VOLUMES[c.vol]!,
        ...(c.type === "market" ? {} : { price: price(ref + c.off * unit) }),
        stopLoss: c.sl === null ? null : Math.abs(price(ref + c.sl * unit)),
        takeProfit: c.tp === null ? null : Math.abs(price(ref + c.tp * unit)),
      };
      const result = e.placeOrder(id, request, clock.now);
      return {
        result,
        accountId: id,
        accepted: result.ok && c.type === "market" ? "market" : null,
      };
    }
    case "modifyPosition": {
      const id = ACCOUNTS[c.acc]!.id;
      const ps = e.getPositions(id);
      const p = ps.length > 0 ? ps[c.pick % ps.length]! : null;
      const pi = getInstrument(p?.symbol ?? "EURUSD")!;
      const pu = UNIT_TICKS[(p?.symbol ?? "EURUSD") as (typeof SYMBOLS)[number]] * pi.tickSize;
      const ref = p ? (p.side === "buy" ? e.quote(p.symbol)!.bid : e.quote(p.symbol)!.ask) : 1;
      const change = {
        stopLoss: c.sl === null ? null : Math.abs(roundToTick(ref + c.sl * pu, pi)),
        takeProfit: c.tp === null ? null : Math.abs(roundToTick(ref + c.tp * pu, pi)),
      };
      return {
        result: e.modifyPosition(id, p?.id ?? "missing", change, clock.now),
        accountId: id,
        accepted: null,
      };
    }
    case "close": {
      const id = ACCOUNTS[c.acc]!.id;
      const ps = e.getPositions(id);
      const p = ps.length > 0 ? ps[c.pick % ps.length]! : null;
      return {
        result: e.closePosition(id, p?.id ?? "missing", clock.now),
        accountId: id,
        accepted: null,
      };
    }
    case "closePart": {
      const id = ACCOUNTS[c.acc]!.id;
      const ps = e.getPositions(id);
      const p = ps.length > 0 ? ps[c.pick % ps.length]! : null;
      return {
        result: e.closePositionPart(id, p?.id ?? "missing", VOLUMES[c.vol]!, clock.now),
        accountId: id,
        accepted: null,
      };
    }
    case "trail": {
      const id = ACCOUNTS[c.acc]!.id;
      const ps = e.getPositions(id);
      const p = ps.length > 0 ? ps[c.pick % ps.length]! : null;
      const pi = getInstrument(p?.symbol ?? "EURUSD")!;
      const pu = UNIT_TICKS[(p?.symbol ?? "EURUSD") as (typeof SYMBOLS)[number]] * pi.tickSize;
      const distance = c.units === null ? null : roundToTick(c.units * pu, pi);
      return {
        result: e.modifyPosition(id, p?.id ?? "missing", { trailingDistance: distance }, clock.now),
        accountId: id,
        accepted: null,
      };
    }
    case "placeOco": {
      // A breakout pair: a buy stop above the ask and a sell stop below the bid.
      const id = ACCOUNTS[c.acc]!.id;
      const q = e.quote(sym)!;
      const volume = VOLUMES[c.vol]!;
      const up = price(q.ask + c.off * unit);
      const down = price(q.bid - c.off2 * unit);
      const result = e.placeOcoPair(
        id,
        {
          symbol: sym,
          side: "buy",
          type: "stop",
          volume,
          price: up,
          stopLoss: c.sl === null ? null : Math.abs(price(up - Math.abs(c.sl) * unit - unit)),
        },
        { symbol: sym, side: "sell", type: "stop", volume, price: down },
        clock.now,
      );
      return { result, accountId: id, accepted: null };
    }
    case "modifyOrder": {
      const id = ACCOUNTS[c.acc]!.id;
      const os = e.getOrders(id);
      const o = os.length > 0 ? os[c.pick % os.length]! : null;
      const oi = getInstrument(o?.symbol ?? "EURUSD")!;
      const ou = UNIT_TICKS[(o?.symbol ?? "EURUSD") as (typeof SYMBOLS)[number]] * oi.tickSize;
      const newPrice = o ? Math.abs(roundToTick((o.price ?? 1) + c.off * ou, oi)) : 1;
      return {
        result: e.modifyOrder(id, o?.id ?? "missing", { price: newPrice }, clock.now),
        accountId: id,
        accepted: null,
      };
    }
    case "cancel": {
      const id = ACCOUNTS[c.acc]!.id;
      const os = e.getOrders(id);
      const o = os.length > 0 ? os[c.pick % os.length]! : null;
      return {
        result: e.cancelOrder(id, o?.id ?? "missing", clock.now),
        accountId: id,
        accepted: null,
      };
    }
  }
}

function eventAccount(e: EngineEvent): string | null {
  switch (e.type) {
    case "orderAccepted":
    case "orderFilled":
    case "orderModified":
    case "orderCancelled":
      return e.order.accountId;
    case "positionModified":
    case "positionClosed":
    case "positionPartiallyClosed":
      return e.position.accountId;
    case "stopOut":
    case "swapCharged":
      return e.accountId;
    case "accountFailed":
    case "accountPassed":
    case "accountClosed":
    case "accountAct":
      return e.account.id;
    case "dailyReset":
      return null;
  }
}

/** Runs commands with every invariant checked; returns the outcome log. */
function runChecked(cmds: Cmd[]): string[] {
  const e = must(createTradingEngine({ snapshot: initialSnapshot() }));
  const clock: Clock = { now: TUESDAY_NOON };
  const realised = new Map<string, number>(ACCOUNTS.map((a) => [a.id, 0]));
  const failed = new Set<string>();
  const log: string[] = [];
  /** Each position's stop loss and what it opened as, kept through partial closes. */
  const held = new Map<string, { stopLoss: number | null; opened: string }>();
  const openedAs = (p: { side: string; openPrice: number; openTime: number }) =>
    `${p.side}@${p.openPrice}@${p.openTime}`;
  /** Orders of one-cancels-other pairs that filled. */
  const filledOco = new Set<string>();
  for (const c of cmds) {
    const before = JSON.stringify(e.snapshot());
    const { result, accountId, accepted } = apply(e, c, clock);
    if (!result.ok) {
      expect(JSON.stringify(e.snapshot())).toBe(before);
      expect(result.reason.length).toBeGreaterThan(5);
      if (accountId !== null && failed.has(accountId)) expect(result.code).toBe("ACCOUNT_FAILED");
      log.push(`${c.k}:${result.code}`);
      continue;
    }
    if (accountId !== null) expect(failed.has(accountId)).toBe(false);
    for (const ev of result.value.events) {
      const owner = eventAccount(ev);
      if (owner !== null && failed.has(owner))
        throw new Error(`event ${ev.type} for failed account ${owner}`);
      if (ev.type === "positionClosed" || ev.type === "positionPartiallyClosed") {
        expect(Number.isSafeInteger(ev.trade.pnl)).toBe(true);
        realised.set(ev.trade.accountId, (realised.get(ev.trade.accountId) ?? 0) + ev.trade.pnl);
        expect(ev.balance).toBe(
          ACCOUNTS.length > 0
            ? account(ACCOUNTS.find((a) => a.id === ev.trade.accountId)!).startingBalance +
                realised.get(ev.trade.accountId)!
            : 0,
        );
      }
      if (ev.type === "accountFailed") failed.add(ev.account.id);
      if (ev.type === "orderFilled") {
        held.set(ev.position.id, {
          stopLoss: ev.position.stopLoss,
          opened: openedAs(ev.position),
        });
        const other = ev.order.ocoWith ?? null;
        if (other !== null) {
          if (filledOco.has(other)) throw new Error(`both orders of the pair ${other} filled`);
          filledOco.add(ev.order.id);
        }
      }
      if (ev.type === "positionModified" || ev.type === "positionPartiallyClosed") {
        const was = held.get(ev.position.id);
        expect(was?.opened).toBe(openedAs(ev.position));
        if (ev.type === "positionModified" && ev.reason === "trailing") {
          const sl = ev.position.stopLoss!;
          const prev = was?.stopLoss ?? null;
          if (prev !== null) {
            expect(ev.position.side === "buy" ? sl > prev : sl < prev).toBe(true);
          }
        }
        held.set(ev.position.id, { stopLoss: ev.position.stopLoss, opened: openedAs(ev.position) });
      }
      if (ev.type === "positionPartiallyClosed") {
        expect(ev.trade.positionId).toBe(ev.position.id);
        expect(ev.trade.id).not.toBe(ev.position.id);
      }
    }
    log.push(`${c.k}:ok:${result.value.events.map((x) => x.type).join(",")}`);
    for (const a of ACCOUNTS) {
      const view = must(e.getAccountView(a.id));
      const acc = view.account;
      expect(Number.isSafeInteger(acc.balance)).toBe(true);
      expect(acc.balance).toBe(acc.startingBalance + realised.get(a.id)!);
      expect(Number.isSafeInteger(view.equity)).toBe(true);
      if (acc.status === "failed") {
        expect(view.positions).toEqual([]);
        expect(view.orders).toEqual([]);
        expect(failed.has(a.id)).toBe(true);
      }
      if (acc.status === "active") {
        const v = valueAccount(acc.balance, e.getPositions(a.id), (s) => e.quote(s), e.now());
        const decision = decideRules(acc, {
          equity: v.equity,
          usedMargin: v.usedMargin,
          openPositions: view.positions.length,
        });
        if (decision.kind !== "ok")
          throw new Error(`missed ${decision.kind} on ${a.id}: ${JSON.stringify(decision)}`);
      }
    }
    if (accepted && accountId !== null) {
      const view = must(e.getAccountView(accountId));
      if (view.account.status === "active")
        expect(view.usedMargin).toBeLessThanOrEqual(view.equity);
    }
  }
  return log;
}

/** Runs commands without checks; optionally rebuilds from JSON records after `cut` commands. */
function runPlain(cmds: Cmd[], cut: number | null): { events: string[]; snapshot: string } {
  let e = must(createTradingEngine({ snapshot: initialSnapshot() }));
  const clock: Clock = { now: TUESDAY_NOON };
  const events: string[] = [];
  cmds.forEach((c, i) => {
    if (cut !== null && i === cut) {
      e = must(
        createTradingEngine({
          snapshot: JSON.parse(JSON.stringify(e.snapshot())) as EngineSnapshot,
        }),
      );
    }
    const { result } = apply(e, c, clock);
    events.push(JSON.stringify(result));
  });
  return { events, snapshot: JSON.stringify(e.snapshot()) };
}

/**
 * Runs commands on an engine that cuts each tick into steps of `perStep` items, finishing
 * every tick before the next command: the events of all commands, in order, and the final
 * records.
 */
function runStepped(cmds: Cmd[], perStep?: number): { events: EngineEvent[]; snapshot: string } {
  const config = perStep === undefined ? {} : { evaluationsPerStep: perStep };
  const e = must(createTradingEngine({ snapshot: initialSnapshot(), config }));
  const clock: Clock = { now: TUESDAY_NOON };
  const events: EngineEvent[] = [];
  for (const c of cmds) {
    const { result } = apply(e, c, clock);
    if (result.ok) events.push(...result.value.events);
    while (e.hasPendingTick()) events.push(...e.continueTick().events);
  }
  return { events, snapshot: JSON.stringify(e.snapshot()) };
}

describe("property: random order sequences", () => {
  it("money to the cent, no change on rejection, margin <= equity after an accepted order, failed accounts never trade, no missed breach", () => {
    fc.assert(
      fc.property(fc.array(cmd, { minLength: 20, maxLength: 80 }), (cmds) => {
        runChecked(cmds);
      }),
      { numRuns: 1_000 },
    );
  }, 30_000);

  it("replay: the same commands give identical results, also when the engine is rebuilt from plain records midway", () => {
    fc.assert(
      fc.property(fc.array(cmd, { minLength: 10, maxLength: 60 }), fc.nat(), (cmds, n) => {
        const a = runPlain(cmds, null);
        const b = runPlain(cmds, null);
        const c = runPlain(cmds, n % cmds.length);
        expect(b).toEqual(a);
        expect(c).toEqual(a);
      }),
      { numRuns: 300 },
    );
  }, 30_000);

  it("a tick cut into steps of 1-2 items (stops, evaluations, fills) gives the whole tick's events and records", () => {
    fc.assert(
      fc.property(
        fc.array(cmd, { minLength: 10, maxLength: 80 }),
        fc.integer({ min: 1, max: 2 }),
        (cmds, perStep) => {
          expect(runStepped(cmds, perStep)).toEqual(runStepped(cmds));
        },
      ),
      { numRuns: 300 },
    );
  }, 30_000);

  it("same seed and same orders => identical results on a simulated market (a day of ticks, 3 accounts)", () => {
    const run = () => {
      const market = SimulatedMarket.create({ seed: "replay", startTime: TUESDAY_NOON });
      const e = must(
        createTradingEngine({ snapshot: { ...initialSnapshot(), quotes: market.quotes() } }),
      );
      const out: string[] = [];
      let n = 0;
      market.forEachUntil(TUESDAY_NOON + 6 * 3_600_000, (q) => {
        out.push(JSON.stringify(must(e.applyTick(q)).events));
        if (n++ % 500 === 0) {
          const a = ACCOUNTS[n % ACCOUNTS.length]!.id;
          const s = SYMBOLS[n % SYMBOLS.length]!;
          const side: Side = n % 2 === 0 ? "buy" : "sell";
          const i = getInstrument(s)!;
          out.push(
            JSON.stringify(
              e.placeOrder(a, { symbol: s, side, type: "market", volume: i.lotMin * 10 }, q.time),
            ),
          );
        }
      });
      return { out, snapshot: e.snapshot() };
    };
    const first = run();
    expect(first.out.length).toBeGreaterThan(10_000);
    expect(run()).toEqual(first);
  }, 30_000);
});
