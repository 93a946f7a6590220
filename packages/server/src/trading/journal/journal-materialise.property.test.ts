import { randomUUID } from "node:crypto";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Account } from "@proparena/domain/engine/account";
import { applyCommand } from "@proparena/domain/engine/engine-commands";
import type { OrderType, Side } from "@proparena/domain/engine/orders";
import { createTradingEngine, type TradingEngine } from "@proparena/domain/engine/trading-engine";
import { getInstrument, roundToTick } from "@proparena/domain/market/instruments";
import type { PhaseId } from "@proparena/domain/rules/phases";
import type { PlanId } from "@proparena/domain/rules/plans";
import { RULE_SETS } from "@proparena/domain/rules/rule-sets";
import type { Database, Db } from "../../db/database";
import { deskCheckpoint, users } from "../../db/schema";
import { ManualClock } from "../../lib/clock";
import { HttpError } from "../../lib/http-error";
import { createTestDatabase } from "../../test/test-database";
import {
  clearTables,
  copyTables,
  DESK_TABLES,
  orderKeyRows,
  tradingTables,
} from "../../test/trading-tables";
import { TradingDesk, type ActAudit, type DeskAct } from "../desk/trading-desk";
import { persistBatch, reduceWrites, type EngineWrite } from "../persist-update";
import { DeskIds } from "./desk-ids";
import {
  captureSnapshot,
  encodeSnapshot,
  snapshotDigest,
  writeSnapshot,
  type DeskSnapshot,
} from "./desk-snapshot";
import { chainHash, entryDigest } from "./journal-entry";
import { restoreDesk } from "./journal-replay";
import { readTail } from "./journal-store";
import { waitUntil } from "../../test/wait-until";

/**
 * Issue #33: the trading tables the journal's materialiser writes equal what the desk wrote
 * before the journal, for the same inputs, row by row. Random sequences of operations (orders
 * of every kind, modifications, closes whole and partial, one-cancels-other pairs, ticks that
 * fill, stop out, breach and pass, day rolls with swaps and snapshots, operators' acts, a
 * refund's close), some issued together so that one journal entry holds several commands, go
 * (a) through a TradingDesk, whose materialiser writes the tables behind the journal, many
 * entries per statement. Then (b) the commands the journal recorded are applied to a plain
 * engine with the desk's ids (the checkpoint's salt, from counter 0), each command's update
 * written at once by persistBatch, as the write queue before the journal did; and (c) a third
 * database holding the tables as materialised through a random entry k, and the journal, is
 * restored by restoreDesk (the tail replayed, each entry to its state hash); and (d) the same
 * database as (c) with a desk snapshot of (b)'s engine at a random entry after the cut: restored
 * from the snapshot, the entries after it replayed, the tables caught up behind it
 * (table-catch-up.ts). The desk cuts ticks' work into steps of one item, each a command of its
 * own between the operations; the cut and the snapshot fall where no tick work is queued (the
 * checkpoint only stops there). All four must hold the same rows; the engines the same accounts and
 * positions.
 */

/** A Wednesday under rule set 3: commissions at fills, swaps at rollovers (three nights tonight). */
const START = Date.parse("2026-12-02T10:00:00Z");
const SYMBOLS = ["EURUSD", "USDJPY", "XAUUSD"] as const;
const FIRST_QUOTES = [
  { symbol: "EURUSD", bid: 1.1, ask: 1.1001 },
  { symbol: "USDJPY", bid: 150, ask: 150.01 },
  { symbol: "XAUUSD", bid: 2350, ask: 2350.25 },
];
/** One unit of price move per symbol, in ticks (a pip of FX, 10 cents of gold). */
const UNIT_TICKS = { EURUSD: 10, USDJPY: 10, XAUUSD: 10 } as const;
/**
 * Lots: most accepted, some large enough that a few ticks breach a 5K account, some refused
 * (0, off the lot step, more margin than the account has).
 */
const VOLUMES = [0.01, 0.1, 0.5, 1, 1, 2, 3, 3, 10, 0, 0.015];
/** Small accounts breach within a few ticks; the funded one has no target. */
const OPENED: readonly { plan: PlanId; phase: PhaseId }[] = [
  { plan: "5K", phase: "phase1" },
  { plan: "10K", phase: "phase2" },
  { plan: "25K", phase: "funded" },
];
const ACTS = ["adjust", "pass", "fail", "reinstate"] as const;

type Op =
  | { k: "tick"; sym: number; move: number; spread: number }
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
      key: number | null;
    }
  | { k: "modifyPosition"; acc: number; pick: number; sl: number | null; tp: number | null }
  | { k: "trail"; acc: number; pick: number; units: number | null }
  | { k: "close"; acc: number; pick: number }
  | { k: "closePart"; acc: number; pick: number; vol: number }
  | {
      k: "oco";
      acc: number;
      sym: number;
      vol: number;
      off: number;
      off2: number;
      sl: number | null;
    }
  | { k: "modifyOrder"; acc: number; pick: number; off: number }
  | { k: "cancel"; acc: number; pick: number }
  | { k: "advance"; dt: number }
  | { k: "act"; acc: number; act: (typeof ACTS)[number]; amount: number }
  | { k: "closeAccount"; acc: number };

/** An operation, the time before it, and whether it goes out before the previous one is answered. */
interface Step {
  op: Op;
  dt: number;
  together: boolean;
}

const offset = fc.integer({ min: -60, max: 60 });
const optionalOffset = fc.option(offset, { nil: null });
/** A stop's distance from the fill, in units: mostly on its side, now and then not. */
const stopDistance = fc.option(fc.integer({ min: -3, max: 60 }), { nil: null, freq: 2 });
const acc = fc.nat({ max: 7 });
const pick = fc.nat({ max: 7 });
const sym = fc.nat({ max: SYMBOLS.length - 1 });
const vol = fc.nat({ max: VOLUMES.length - 1 });
const op: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 10,
    arbitrary: fc.record({
      k: fc.constant("tick" as const),
      sym,
      move: fc.integer({ min: -40, max: 40 }),
      spread: fc.integer({ min: 1, max: 30 }),
    }),
  },
  {
    weight: 9,
    arbitrary: fc.record({
      k: fc.constant("place" as const),
      acc,
      sym,
      side: fc.constantFrom<Side>("buy", "sell"),
      type: fc.constantFrom<OrderType>("market", "market", "limit", "stop"),
      vol,
      off: fc.integer({ min: 0, max: 40 }),
      sl: stopDistance,
      tp: stopDistance,
      // An idempotency key now and then, from a few: a resend answers the first order.
      key: fc.option(fc.nat({ max: 4 }), { nil: null, freq: 3 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      k: fc.constant("modifyPosition" as const),
      acc,
      pick,
      sl: optionalOffset,
      tp: optionalOffset,
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      k: fc.constant("trail" as const),
      acc,
      pick,
      units: fc.option(fc.integer({ min: 1, max: 40 }), { nil: null }),
    }),
  },
  { weight: 3, arbitrary: fc.record({ k: fc.constant("close" as const), acc, pick }) },
  {
    weight: 2,
    arbitrary: fc.record({ k: fc.constant("closePart" as const), acc, pick, vol }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      k: fc.constant("oco" as const),
      acc,
      sym,
      vol,
      off: fc.integer({ min: 1, max: 40 }),
      off2: fc.integer({ min: 1, max: 40 }),
      sl: optionalOffset,
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ k: fc.constant("modifyOrder" as const), acc, pick, off: offset }),
  },
  { weight: 1, arbitrary: fc.record({ k: fc.constant("cancel" as const), acc, pick }) },
  {
    weight: 2,
    arbitrary: fc.record({
      k: fc.constant("advance" as const),
      // Up to a day and a half: rollovers (swaps at 22:00 UTC) and daily resets.
      dt: fc.integer({ min: 1, max: 36 * 3_600_000 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      k: fc.constant("act" as const),
      acc,
      act: fc.constantFrom(...ACTS),
      amount: fc.integer({ min: -50_000, max: 50_000 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ k: fc.constant("closeAccount" as const), acc }) },
);
const step: fc.Arbitrary<Step> = fc.record({
  op,
  dt: fc.integer({ min: 1, max: 120_000 }),
  together: fc.boolean(),
});

const RUNS = 15;
const STEPS = 40;

let a: Database;
let b: Database;
let c: Database;
let d: Database;
beforeAll(async () => {
  [a, b, c, d] = await Promise.all([
    createTestDatabase(),
    createTestDatabase(),
    createTestDatabase(),
    createTestDatabase(),
  ]);
});
afterAll(async () => {
  await Promise.all([a?.close(), b?.close(), c?.close(), d?.close()]);
});

const audit: ActAudit = (evidence) => ({
  actorId: null,
  actorEmail: "ops@example.com",
  action: `account.${evidence.act}`,
  details: evidence,
});

const DESK_ACTS: Record<(typeof ACTS)[number], (amount: number) => DeskAct> = {
  adjust: (amount) => ({ kind: "adjustBalance", amount }),
  pass: () => ({ kind: "passPhase" }),
  fail: () => ({ kind: "fail" }),
  reinstate: () => ({ kind: "reinstate" }),
};

/** What the runs went through (printed once: the sequences must reach what they test). */
const seen = new Map<string, number>();
const count = (key: string, n = 1) => seen.set(key, (seen.get(key) ?? 0) + n);

/** Issues one operation to the desk as a trader or an operator would; resolves when answered. */
function issue(desk: TradingDesk, clock: ManualClock, owner: string, o: Op): Promise<unknown> {
  const accounts = desk.accountIdsOf(owner).sort();
  const accountId = "acc" in o ? accounts[o.acc % accounts.length]! : "";
  const symbol = "sym" in o ? SYMBOLS[o.sym]! : "EURUSD";
  const instrument = getInstrument(symbol)!;
  const unit = UNIT_TICKS[symbol] * instrument.tickSize;
  const price = (p: number) => roundToTick(p, instrument);
  const positions = accountId ? desk.openPositions(accountId) : [];
  const position =
    "pick" in o && positions.length > 0 ? positions[o.pick % positions.length] : null;
  const orders = accountId && "pick" in o ? desk.accountView(accountId).orders : [];
  const order = "pick" in o && orders.length > 0 ? orders[o.pick % orders.length] : null;
  // The stops of a position, in its own symbol's units, from the price it would close at.
  const stopsOf = (p: NonNullable<typeof position>, sl: number | null, tp: number | null) => {
    const pi = getInstrument(p.symbol)!;
    const pu = UNIT_TICKS[p.symbol as keyof typeof UNIT_TICKS] * pi.tickSize;
    const q = desk.quote(p.symbol)!;
    const ref = p.side === "buy" ? q.bid : q.ask;
    return {
      stopLoss: sl === null ? null : Math.abs(roundToTick(ref + sl * pu, pi)),
      takeProfit: tp === null ? null : Math.abs(roundToTick(ref + tp * pu, pi)),
    };
  };
  switch (o.k) {
    case "tick": {
      const q = desk.quote(symbol)!;
      const bid = Math.max(price(q.bid + o.move * unit), instrument.tickSize * 1000);
      const ask = price(bid + o.spread * instrument.tickSize);
      return desk.applyTick({ symbol, bid, ask, time: clock.now().getTime() });
    }
    case "place": {
      // A pending order's price on the side its type asks for (a limit buy below the ask, a
      // stop buy above it), its stops on the losing and winning sides of where it fills:
      // mostly accepted, some refused (a zero distance, a volume off the lot step).
      const q = desk.quote(symbol)!;
      const sign = o.side === "buy" ? 1 : -1;
      const ref = o.side === "buy" ? q.ask : q.bid;
      const at =
        o.type === "market"
          ? ref
          : price(ref + (o.type === "limit" ? -sign : sign) * Math.abs(o.off) * unit);
      return desk.placeOrder(accountId, {
        symbol,
        side: o.side,
        type: o.type,
        volume: VOLUMES[o.vol]!,
        ...(o.type === "market" ? {} : { price: at }),
        stopLoss: o.sl === null ? null : price(at - sign * o.sl * unit),
        takeProfit: o.tp === null ? null : price(at + sign * o.tp * unit),
        ...(o.key === null ? {} : { clientOrderId: `key-${o.key}` }),
      });
    }
    case "modifyPosition":
      if (!position) return Promise.resolve();
      return desk.modifyPosition(accountId, position.id, stopsOf(position, o.sl, o.tp));
    case "trail": {
      if (!position) return Promise.resolve();
      const pi = getInstrument(position.symbol)!;
      const pu = UNIT_TICKS[position.symbol as keyof typeof UNIT_TICKS] * pi.tickSize;
      return desk.modifyPosition(accountId, position.id, {
        trailingDistance: o.units === null ? null : roundToTick(o.units * pu, pi),
      });
    }
    case "close":
      if (!position) return Promise.resolve();
      return desk.closePosition(accountId, position.id);
    case "closePart":
      if (!position) return Promise.resolve();
      return desk.closePositionPart(accountId, position.id, VOLUMES[o.vol]!);
    case "oco": {
      // A breakout pair: a buy stop above the ask, a sell stop below the bid.
      const q = desk.quote(symbol)!;
      const volume = VOLUMES[o.vol]!;
      const up = price(q.ask + o.off * unit);
      const down = price(q.bid - o.off2 * unit);
      return desk.placeOcoPair(
        accountId,
        {
          symbol,
          side: "buy",
          type: "stop",
          volume,
          price: up,
          stopLoss: o.sl === null ? null : Math.abs(price(up - Math.abs(o.sl) * unit - unit)),
        },
        { symbol, side: "sell", type: "stop", volume, price: down },
      );
    }
    case "modifyOrder": {
      if (!order) return Promise.resolve();
      const oi = getInstrument(order.symbol)!;
      const ou = UNIT_TICKS[order.symbol as keyof typeof UNIT_TICKS] * oi.tickSize;
      return desk.modifyOrder(accountId, order.id, {
        price: Math.abs(roundToTick((order.price ?? 1) + o.off * ou, oi)),
      });
    }
    case "cancel":
      if (!order) return Promise.resolve();
      return desk.cancelOrder(accountId, order.id);
    case "advance":
      clock.advance(o.dt);
      return desk.advanceTime();
    case "act": {
      // Mostly an account the act applies to (a failed one to reinstate, a flat phase I or II
      // one to pass), when there is one.
      const fits = accounts.filter((id) => {
        const { account, openPositions } = desk.accountSummary(id);
        if (o.act === "reinstate") return account.status === "failed";
        if (o.act === "pass")
          return account.status === "active" && account.phase !== "funded" && openPositions === 0;
        return account.status === "active";
      });
      const target = fits.length > 0 && o.acc % 4 !== 0 ? fits[o.acc % fits.length]! : accountId;
      return desk.act(target, DESK_ACTS[o.act](o.amount), `property ${o.act}`, audit);
    }
    case "closeAccount":
      return desk.closeAccount(accountId, "refunded");
  }
}

/**
 * (a): the steps through a desk on `db`. A step `together` goes out before the one before it is
 * answered (one journal entry may then hold both). At step `cutAt` (or at the end) the desk is
 * let finish and the tables, checkpoint and journal so far are copied to `cut`: a database
 * materialised through that entry. Answers the refusals that were not the engine's or the
 * desk's (there must be none) and the checkpoint's seq at the cut.
 */
async function throughDesk(
  desk: TradingDesk,
  owner: string,
  clock: ManualClock,
  steps: readonly Step[],
  cutAt: number,
  cut: Db,
  db: Db,
): Promise<{ unexpected: unknown[]; cutSeq: number }> {
  const unexpected: unknown[] = [];
  let burst: Promise<unknown>[] = [];
  let cutSeq = -1;
  const settle = async () => {
    await Promise.all(burst);
    burst = [];
  };
  const takeCut = async () => {
    await settle();
    await desk.idle();
    await copyTables(db, cut, DESK_TABLES);
    cutSeq = desk.journalStatus().materialisedSeq;
  };
  for (let i = 0; i < steps.length; i++) {
    const s = steps[i]!;
    if (i === cutAt) await takeCut();
    else if (!s.together) await settle();
    clock.advance(s.dt);
    count(`op ${s.op.k}${s.op.k === "act" ? ` ${s.op.act}` : ""}`);
    burst.push(
      issue(desk, clock, owner, s.op).then(
        () => count("answered"),
        (error: unknown) => {
          if (error instanceof HttpError) count(`refused ${error.code}`);
          else unexpected.push(error);
        },
      ),
    );
  }
  if (cutAt >= steps.length) await takeCut();
  await settle();
  await desk.idle();
  return { unexpected, cutSeq };
}

/**
 * (b): the journal's commands applied to a plain engine with the desk's ids, each command's
 * update written at once by persistBatch (the write queue before the journal: one write per
 * engine call). Checks on the way that the chained state hash is the journal's. Captures a
 * snapshot of the engine right after entry `snapshotAt`.
 */
async function asBeforeTheJournal(
  journal: Db,
  db: Db,
  snapshotAt: number,
): Promise<{ engine: TradingEngine; snapshot: DeskSnapshot | null }> {
  const [checkpoint] = await journal.select().from(deskCheckpoint);
  const ids = new DeskIds(checkpoint!.salt);
  const built = createTradingEngine({
    snapshot: {
      time: START,
      accounts: [],
      positions: [],
      orders: [],
      quotes: [],
      rolledThrough: START,
    },
    config: { timeZone: "UTC", newId: ids.newId, marketHours: "always-open" },
  });
  if (!built.ok) throw new Error(built.reason);
  const engine = built.value;
  let stateHash = "";
  let snapshot: DeskSnapshot | null = null;
  for (const entry of await readTail(journal, 0)) {
    const writes: EngineWrite[] = [];
    for (const [index, command] of entry.commands.entries()) {
      ids.enter(entry.seq, index); // the ids this command made live
      count(`command ${command.k}`);
      const result = applyCommand(engine, command);
      if (!result.ok) {
        throw new Error(
          `entry ${entry.seq}: ${command.k} refused: ${result.code} ${result.reason}`,
        );
      }
      const created: Account[] = command.k === "add" ? [command.account] : [];
      const write = { events: result.value.events, accounts: result.value.accounts, created };
      for (const e of write.events) count(`event ${e.type}`);
      await persistBatch(db, [write]);
      writes.push(write);
    }
    count("entries");
    if (entry.commands.length > 1) count("entries of several commands");
    stateHash = chainHash(stateHash, entryDigest(reduceWrites(writes)));
    expect(stateHash, `entry ${entry.seq}: the state hash`).toBe(entry.stateHash);
    // A snapshot is only taken where no tick work is queued: the first such entry from k on.
    if (!snapshot && snapshotAt >= 0 && entry.seq >= snapshotAt && !engine.hasPendingTick()) {
      snapshot = captureSnapshot(entry, engine, { keys: [], copyPositions: [] });
    }
  }
  return { engine, snapshot };
}

interface Holder {
  getAccount(id: string): Account | undefined;
  getPositions(id: string): readonly { id: string }[];
  getOrders(id: string): readonly { id: string }[];
}

/** By id: an engine rebuilt from rows lists an account's orders in another order. */
const byId = <T extends { id: string }>(list: readonly T[]) =>
  [...list].sort((x, y) => (x.id < y.id ? -1 : 1));

/** What an engine (or the desk) holds of an account, as plain figures. */
function figures(engine: Holder, id: string) {
  const account = engine.getAccount(id);
  if (!account) return null;
  const { status, balance, dayStartBalance, highestEodBalance, tradingDays, endedAt, dayKey } =
    account;
  return {
    status,
    balance,
    dayStartBalance,
    highestEodBalance,
    tradingDays,
    endedAt,
    dayKey,
    positions: byId(engine.getPositions(id)),
    orders: byId(engine.getOrders(id)),
  };
}

describe("the journal's materialised tables", () => {
  it("equal, row by row, what one write per command leaves, and what a restore from any checkpoint leaves", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(step, { minLength: STEPS / 2, maxLength: STEPS }),
        fc.nat(),
        fc.nat(),
        async (steps, cutPick, snapshotPick) => {
          await Promise.all([a, b, c, d].map((x) => clearTables(x.db)));
          // The audit log (append-only) keeps the users of earlier runs: each run has its own.
          const owner = randomUUID();
          await Promise.all(
            [a, b, c, d].map((x) =>
              x.db.insert(users).values({
                id: owner,
                email: `${owner}@example.com`,
                name: "Prop",
                passwordHash: "x",
              }),
            ),
          );
          const clock = new ManualClock(new Date(START));
          // Ticks' work one item a step: steps interleave with the operations.
          const desk = await TradingDesk.load(a.db, clock, "UTC", a.db, RULE_SETS, "always-open", {
            tickStepItems: 1,
          });
          // A materialisation retried would still end equal: it must not fail at all here.
          const materialiseFailures: unknown[] = [];
          desk.on("materialiseFailed", (error) => materialiseFailures.push(error));
          for (const q of FIRST_QUOTES) await desk.applyTick({ ...q, time: START });
          for (const o of OPENED) await desk.openAccount(owner, o.plan, o.phase);

          const cutAt = cutPick % (steps.length + 1);
          const { unexpected, cutSeq } = await throughDesk(
            desk,
            owner,
            clock,
            steps,
            cutAt,
            c.db,
            a.db,
          );
          expect(unexpected).toEqual([]);
          expect(materialiseFailures).toEqual([]);
          const status = desk.journalStatus();
          expect(status.materialisedSeq).toBe(status.durableSeq);

          // (b) one write per command, as before the journal; a snapshot of it after entry k.
          const after = status.durableSeq - cutSeq;
          const snapshotAt = after > 0 ? cutSeq + 1 + (snapshotPick % after) : -1;
          const { engine: plain, snapshot } = await asBeforeTheJournal(a.db, b.db, snapshotAt);

          // (c) the tables as materialised through the cut, and the journal's tail replayed.
          await copyTables(a.db, c.db, ["desk_journal"], `seq > ${cutSeq}`);
          // (d) the same, and the snapshot (stored as the desk stores one).
          await copyTables(c.db, d.db, DESK_TABLES);
          if (snapshot) {
            const [checkpoint] = await d.db.select().from(deskCheckpoint);
            const { salt, term } = checkpoint!;
            const { bytes } = await encodeSnapshot(snapshot);
            const stored = await writeSnapshot(d.db, {
              seq: snapshot.seq,
              term,
              stateHash: snapshot.stateHash,
              bytes,
              digest: snapshotDigest(salt, bytes),
            });
            expect(stored).toBe(true);
          }
          const restored = await restoreDesk({
            db: c.db,
            writer: c.db,
            clock,
            timeZone: "UTC",
            quotes: [],
            ruleSets: RULE_SETS,
            marketHours: "always-open",
          });
          expect(restored.replayed).toBe(status.durableSeq - cutSeq);
          expect(restored.head.seq).toBe(status.durableSeq);
          count("replayed entries", restored.replayed);

          const divergences: unknown[] = [];
          const fromSnapshot = await restoreDesk({
            db: d.db,
            writer: d.db,
            clock,
            timeZone: "UTC",
            quotes: [],
            ruleSets: RULE_SETS,
            marketHours: "always-open",
            onDivergence: (error) => divergences.push(error),
          });
          expect(fromSnapshot.snapshotSeq).toBe(snapshot ? snapshot.seq : null);
          expect(fromSnapshot.head).toEqual(restored.head);
          if (snapshot) count("restored from a snapshot");
          // The tables catch up behind it, then the entries after it are written.
          await waitUntil(
            async () =>
              divergences.length > 0 || fromSnapshot.materialiser.seq >= status.durableSeq,
            20_000,
          );
          expect(divergences).toEqual([]);

          const [tablesA, tablesB, tablesC, tablesD] = await Promise.all([
            tradingTables(a.db),
            tradingTables(b.db),
            tradingTables(c.db),
            tradingTables(d.db),
          ]);
          expect(tablesA, "materialised vs one write per command").toEqual(tablesB);
          expect(tablesC, "restored vs materialised").toEqual(tablesA);
          expect(tablesD, "restored from a snapshot vs materialised").toEqual(tablesA);
          // The rows entries carry beside their commands: the orders' idempotency keys.
          const [keysA, keysC, keysD] = await Promise.all([
            orderKeyRows(a.db),
            orderKeyRows(c.db),
            orderKeyRows(d.db),
          ]);
          expect(keysC, "order keys, restored vs materialised").toEqual(keysA);
          expect(keysD, "order keys, restored from a snapshot vs materialised").toEqual(keysA);
          count("order keys", keysA.length);

          // The engines: the desk's and the plain one alike, the restored one the same figures.
          const live = {
            getAccount: (id: string) => desk.accountSummary(id).account,
            getPositions: (id: string) => desk.openPositions(id),
            getOrders: (id: string) => desk.accountView(id).orders,
          };
          const ids = desk.accountIdsOf(owner).sort();
          for (const id of ids) {
            expect(figures(plain, id), `account ${id}, plain engine`).toEqual(figures(live, id));
            expect(figures(restored.engine, id), `account ${id}, restored`).toEqual(
              figures(live, id),
            );
            expect(figures(fromSnapshot.engine, id), `account ${id}, from a snapshot`).toEqual(
              figures(live, id),
            );
          }
          await fromSnapshot.materialiser.stop();
          expect(plain.accountIds().sort()).toEqual(ids);
          expect(restored.engine.accountIds().sort()).toEqual(ids);
          count("runs");
        },
      ),
      {
        numRuns: RUNS,
        // A failure is shrunk for as long as the test may run, then reported as it stands.
        interruptAfterTimeLimit: 150_000,
        markInterruptAsFailure: true,
      },
    );
    console.log(
      "journal-materialise coverage:",
      Object.fromEntries([...seen].sort(([x], [y]) => (x < y ? -1 : 1))),
    );
    // The sequences reach what the comparison is about.
    expect(seen.get("entries of several commands") ?? 0).toBeGreaterThan(0);
    expect(seen.get("replayed entries") ?? 0).toBeGreaterThan(0);
    expect(seen.get("restored from a snapshot") ?? 0).toBeGreaterThan(0);
    // Ticks' work cut into steps, journaled as commands of their own.
    expect(seen.get("command step") ?? 0).toBeGreaterThan(0);
  }, 180_000);
});
