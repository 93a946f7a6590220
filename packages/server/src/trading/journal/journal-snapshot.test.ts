import { randomUUID } from "node:crypto";
import { RULE_SETS } from "@proparena/domain/rules/rule-sets";
import { desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/database";
import { deskCheckpoint, deskJournal, deskSnapshot, users } from "../../db/schema";
import { ManualClock } from "../../lib/clock";
import { HttpError } from "../../lib/http-error";
import { createTestDatabase } from "../../test/test-database";
import { copyTables, DESK_TABLES, orderKeyRows, tradingTables } from "../../test/trading-tables";
import { waitUntil } from "../../test/wait-until";
import { TradingDesk } from "../desk/trading-desk";
import { SnapshotRefused } from "./desk-snapshot";
import { JournalDivergence } from "./entry-replay";

// Restarts from a desk snapshot (desk-snapshot.ts, snapshot-writer.ts, journal-replay.ts,
// table-catch-up.ts): a desk whose tables are held behind writes snapshots as its journal grows;
// a restart from the newest one replays only the entries after it, is ready at once, reaches the
// state and (once the tables have caught up behind it) the tables a restart from the tables
// reaches, and makes the same ids and hashes after it. A snapshot that does not check, an entry
// after it that does not replay, and a catch-up that does not reach it stop the desk, naming it.

/** A snapshot whenever the entries after the newer of the checkpoint and the last snapshot reach this. */
const EVERY = 4;
const START = Date.parse("2026-12-02T10:00:00Z");

let live: Database;
let clock: ManualClock;
let desk: TradingDesk;
let owner: string;
let accountIds: string[];
/** Copies of the live database taken when the process "died", tables behind and snapshots in. */
const copies: Database[] = [];
/** The checkpoint and the journal's head at that moment. */
let cut: { checkpoint: number; head: number; snapshot: number };

const load = (db: Database) =>
  TradingDesk.load(db.db, clock, "UTC", db.db, RULE_SETS, "always-open", { snapshotEvery: EVERY });

async function copyOfLive(): Promise<Database> {
  const copy = await createTestDatabase();
  await copy.db.insert(users).values({
    id: owner,
    email: `${owner}@example.com`,
    name: "Snap",
    passwordHash: "x",
  });
  await copyTables(live.db, copy.db, DESK_TABLES, "true", {
    trade_histories: "trade_histories_away",
  });
  copies.push(copy);
  return copy;
}

const tick = (symbol: string, bid: number, spread: number) =>
  desk.applyTick({ symbol, bid, ask: bid + spread, time: clock.now().getTime() });

const buy = (accountId: string, volume: number, clientOrderId?: string) =>
  desk.placeOrder(accountId, {
    symbol: "EURUSD",
    side: "buy",
    type: "market",
    volume,
    ...(clientOrderId ? { clientOrderId } : {}),
  });

beforeAll(async () => {
  live = await createTestDatabase();
  owner = randomUUID();
  await live.db.insert(users).values({
    id: owner,
    email: `${owner}@example.com`,
    name: "Snap",
    passwordHash: "x",
  });
  clock = new ManualClock(new Date(START));
  desk = await load(live);
  await tick("EURUSD", 1.1, 0.0001);
  await tick("XAUUSD", 2350, 0.25);
  accountIds = [
    (await desk.openAccount(owner, "25K", "phase1")).id,
    (await desk.openAccount(owner, "50K", "funded")).id,
  ];
});

afterAll(async () => {
  await Promise.all([live?.close(), ...copies.map((c) => c.close())]);
});

describe("a desk whose tables are held behind", () => {
  it("writes snapshots as its journal grows, and acknowledges orders without waiting for them", async () => {
    const written: number[] = [];
    desk.on("snapshotWritten", (figures) => written.push(figures.seq));
    const failures: unknown[] = [];
    const onFailure = (error: unknown) => failures.push(error);
    desk.on("materialiseFailed", onFailure);
    // A real fault: the trades table is away, so from the first close on nothing more of the
    // journal reaches the tables, while the desk goes on taking orders.
    await live.db.execute(sql`ALTER TABLE trade_histories RENAME TO trade_histories_away`);
    const [a, b] = accountIds as [string, string];
    const first = await buy(a, 1, "k-1");
    await desk.closePosition(a, first.position!.id);
    await waitUntil(async () => failures.length > 0);
    const checkpoint = desk.journalStatus().materialisedSeq;

    // Each step's entry, and the newest snapshot when the step was acknowledged.
    const acks: { seq: number; snapshotAtAck: number }[] = [];
    const step = async (op: () => Promise<unknown>) => {
      const before = desk.journalStatus().durableSeq;
      await op();
      const status = desk.journalStatus();
      // A tick that changes nothing has no entry of its own (its command joins the next one).
      if (status.durableSeq > before) {
        acks.push({ seq: status.durableSeq, snapshotAtAck: status.lastSnapshotSeq });
      }
    };
    // A position held over a rollover and a daily reset inside the tail (swaps, snapshots).
    await step(() => buy(b, 0.2));
    clock.advance(36 * 3_600_000);
    await step(() => desk.advanceTime());
    for (let i = 0; i < 6; i++) {
      clock.advance(60_000);
      await step(() => tick("EURUSD", 1.1 + i * 0.0003, 0.0001));
      let placed: Awaited<ReturnType<typeof buy>> | undefined;
      await step(async () => (placed = await buy(i % 2 === 0 ? a : b, 0.5, `k-${i + 2}`)));
      clock.advance(1_000);
      if (i % 3 === 1) {
        await step(() =>
          desk.closePositionPart(placed!.order.accountId, placed!.position!.id, 0.2),
        );
      }
      // Two orders together: one entry of two commands.
      await step(() => Promise.all([buy(a, 0.1), buy(b, 0.1, `k-pair-${i}`)]));
      await desk.snapshotted();
    }
    // At least one entry after the newest snapshot (its own entry never takes one).
    await step(() => buy(b, 0.3, "k-last"));
    await desk.snapshotted();
    expect(desk.journalStatus().lastSnapshotSeq).toBeLessThan(desk.journalStatus().durableSeq);

    // Every snapshot was stored after its entry's acknowledgement: the ack did not wait for it.
    const snapshotted = acks.filter((ack) => written.includes(ack.seq));
    expect(snapshotted.length, JSON.stringify({ written, acks })).toBe(written.length);
    for (const ack of snapshotted) expect(ack.snapshotAtAck).toBeLessThan(ack.seq);

    const status = desk.journalStatus();
    expect(status.materialisedSeq).toBe(checkpoint);
    expect(written.length).toBeGreaterThan(1);
    expect(written).toEqual([...written].sort((x, y) => x - y));
    // Only the newest is kept, and a restart replays at most EVERY entries or so after it.
    const stored = await live.db.select({ seq: deskSnapshot.seq }).from(deskSnapshot);
    expect(stored.map((s) => s.seq)).toEqual([written.at(-1)]);
    expect(status.durableSeq - written.at(-1)!).toBeLessThanOrEqual(EVERY + 2);
    cut = { checkpoint, head: status.durableSeq, snapshot: written.at(-1)! };

    // The process dies here: its database, as it is, is what the next one starts from.
    await copyOfLive();
    await copyOfLive();
    await copyOfLive();
    await copyOfLive();
    await copyOfLive();
    await live.db.execute(sql`ALTER TABLE trade_histories_away RENAME TO trade_histories`);
    desk.off("materialiseFailed", onFailure);
  });

  it("restores from the newest snapshot to the state and tables a restore from the tables reaches", async () => {
    const [fromSnapshot, fromTables] = copies as [Database, Database];
    await fromTables.db.delete(deskSnapshot);

    const restored = await load(fromSnapshot);
    const status = restored.journalStatus();
    expect(status).toMatchObject({
      snapshotSeq: cut.snapshot,
      replayedAtStart: cut.head - cut.snapshot,
      durableSeq: cut.head,
    });
    const replayedFromTables = await load(fromTables);
    expect(replayedFromTables.journalStatus()).toMatchObject({
      snapshotSeq: null,
      replayedAtStart: cut.head - cut.checkpoint,
      materialisedSeq: cut.head,
    });
    // The same engine: every account as the live desk holds it.
    for (const id of accountIds) {
      expect(restored.accountView(id)).toEqual(desk.accountView(id));
      expect(replayedFromTables.accountView(id)).toEqual(desk.accountView(id));
    }

    // The tables catch up behind the restored desk, then the materialiser writes the rest.
    await restored.idle();
    expect(restored.journalStatus()).toMatchObject({
      materialisedSeq: cut.head,
      catchingUpTo: null,
      behindEntries: 0,
    });
    const [checkpoint] = await fromSnapshot.db.select().from(deskCheckpoint);
    const [head] = await fromSnapshot.db
      .select({ stateHash: deskJournal.stateHash })
      .from(deskJournal)
      .orderBy(desc(deskJournal.seq))
      .limit(1);
    expect(checkpoint!.seq).toBe(cut.head);
    expect(checkpoint!.stateHash).toBe(head!.stateHash);
    const [snapshotTables, tablesTables] = await Promise.all([
      tradingTables(fromSnapshot.db),
      tradingTables(fromTables.db),
    ]);
    expect(snapshotTables).toEqual(tablesTables);
    expect(snapshotTables.trade_histories.length).toBeGreaterThan(1);
    expect(snapshotTables.swap_charges.length).toBeGreaterThan(0);
    expect(await orderKeyRows(fromSnapshot.db)).toEqual(await orderKeyRows(fromTables.db));
    // The live desk's tables, once its materialiser gets through, are the same.
    await desk.idle();
    expect(await tradingTables(live.db)).toEqual(snapshotTables);

    // After it, the same ids and the same state hashes: an order on each, at the same moment,
    // and a key placed in the tail is still known to both.
    clock.advance(1_000);
    const [x, y] = await Promise.all([
      restored.placeOrder(accountIds[0]!, buyRequest(0.2)),
      replayedFromTables.placeOrder(accountIds[0]!, buyRequest(0.2)),
    ]);
    expect(x.order.id).toBe(y.order.id);
    expect(x.position!.id).toBe(y.position!.id);
    await Promise.all([restored.idle(), replayedFromTables.idle()]);
    const hashes = await Promise.all(
      [fromSnapshot, fromTables].map(async (db) => {
        const [row] = await db.db
          .select({ stateHash: deskJournal.stateHash })
          .from(deskJournal)
          .orderBy(desc(deskJournal.seq))
          .limit(1);
        return row!.stateHash;
      }),
    );
    expect(hashes[0]).toBe(hashes[1]);
    const resend = await restored.placeOrder(accountIds[1]!, {
      ...buyRequest(0.3),
      clientOrderId: "k-last",
    });
    expect(resend.replayed).toBe(true);
    // A key from before the snapshot: the snapshot kept it (the tables did not hold it yet).
    const older = await restored.placeOrder(accountIds[0]!, {
      ...buyRequest(0.5),
      clientOrderId: "k-2",
    });
    expect(older.replayed).toBe(true);
    await expect(
      restored.placeOrder(accountIds[0]!, { ...buyRequest(0.6), clientOrderId: "k-2" }),
    ).rejects.toThrow(HttpError);
    expect(await tradingTables(fromSnapshot.db)).toEqual(await tradingTables(fromTables.db));
  });

  it("stops at a tampered snapshot, naming it", async () => {
    const tampered = copies[2]!;
    await tampered.db.execute(
      sql`update desk_snapshot set state = set_byte(state, 200, (get_byte(state, 200) + 1) % 256)`,
    );
    const restore = load(tampered);
    await expect(restore).rejects.toThrow(SnapshotRefused);
    await expect(restore).rejects.toThrow(
      `desk snapshot at journal entry ${cut.snapshot}: its bytes do not match its digest`,
    );
  });

  it("stops at an entry after the snapshot that does not replay to its state hash, naming it", async () => {
    const tampered = copies[3]!;
    const seq = await tamperOrderAfter(tampered, cut.snapshot);
    const tablesBefore = await tradingTables(tampered.db);
    const restore = load(tampered);
    await expect(restore).rejects.toThrow(JournalDivergence);
    await expect(restore).rejects.toThrow(`journal entry ${seq}:`);
    expect(await tradingTables(tampered.db)).toEqual(tablesBefore);
  });

  it("stops the desk when the tables cannot catch up to the snapshot, and writes nothing after it", async () => {
    const tampered = copies[4]!;
    const seq = await tamperOrderAfter(tampered, cut.checkpoint);
    expect(seq).toBeLessThanOrEqual(cut.snapshot);
    // The desk restores from the snapshot and is ready; the catch-up behind it diverges.
    const restored = await load(tampered);
    const diverged: Error[] = [];
    restored.on("diverged", (error) => diverged.push(error));
    await waitUntil(async () => restored.divergence !== null);
    if (diverged.length === 0) diverged.push(restored.divergence!); // before the listener
    expect(diverged[0]).toBeInstanceOf(JournalDivergence);
    expect(diverged[0]!.message).toContain(`journal entry ${seq}:`);
    // Every operation is refused from then on, and the tables stay where the catch-up left them.
    await expect(restored.placeOrder(accountIds[0]!, buyRequest(0.1))).rejects.toThrow(HttpError);
    const [checkpoint] = await tampered.db.select().from(deskCheckpoint);
    expect(checkpoint!.seq).toBeLessThan(seq);
    const rows = await tampered.db
      .select({ n: sql<number>`count(*)::int` })
      .from(deskJournal)
      .where(eq(deskJournal.seq, cut.head + 1));
    expect(rows[0]!.n).toBe(0);
  });
});

function buyRequest(volume: number) {
  return { symbol: "EURUSD", side: "buy" as const, type: "market" as const, volume };
}

/** Changes the volumes of the first entry after `after` that has any (a tenth of each); answers it. */
async function tamperOrderAfter(db: Database, after: number): Promise<number> {
  const result = await db.db.execute(sql`update desk_journal
    set commands = replace(commands::text, '"volume":0.', '"volume":0.0')::json
    where seq = (select min(seq) from desk_journal
      where seq > ${after} and commands::text like '%"volume":0.%')
    returning seq`);
  const [row] = (result as unknown as { rows: { seq: string | number }[] }).rows;
  return Number(row!.seq);
}
