import { randomUUID } from "node:crypto";
import { RULE_SETS } from "@proparena/domain/rules/rule-sets";
import { count, desc, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/database";
import {
  deskCheckpoint,
  deskJournal,
  orders,
  ruleDecisions,
  tradeHistories,
  users,
} from "../../db/schema";
import { ManualClock } from "../../lib/clock";
import { eurusdHolders } from "../../test/eurusd-holders";
import { createTestDatabase } from "../../test/test-database";
import { MARKET_OPEN_TIME, startTradingTestServer, type TestServer } from "../../test/test-server";
import { signedInTrader } from "../../test/test-users";
import { copyTables, DESK_TABLES, tradingTables } from "../../test/trading-tables";
import { waitUntil } from "../../test/wait-until";
import { TradingDesk } from "../desk/trading-desk";
import { JournalDivergence } from "./entry-replay";
import { takeTerm } from "./journal-store";

// Restarts from the journal (journal-replay.ts): a tail the materialiser never wrote is replayed
// to the same state and the same tables; an entry that does not replay to its state hash stops
// the restore; a leader whose term was taken writes nothing more.

let server: TestServer;
let token: string;
let accountId: string;
beforeAll(async () => {
  server = await startTradingTestServer();
  token = await signedInTrader(server, "journal@example.com");
  accountId = (await server.request("GET", "/api/accounts", { token })).body.accounts[0].id;
});
afterAll(() => server.close());

/**
 * A trader's request straight to the server, answered once the journal holds it: not through
 * `server.request`, which then waits for the tables (the read barrier) as an API read does.
 */
async function send(method: string, path: string, body?: unknown) {
  const res = await fetch(server.url + path, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as { position: { id: string } } };
}

const buy = (volume: number) => ({ symbol: "EURUSD", side: "buy", type: "market", volume });

/**
 * A new database holding the server's users and what its desk wrote, as they are now (the
 * trades while their table is away).
 */
async function copyOfServer(): Promise<Database> {
  const copy = await createTestDatabase();
  await copyTables(server.ctx.db, copy.db, ["users", ...DESK_TABLES], "true", {
    trade_histories: "trade_histories_away",
  });
  return copy;
}

const loadDesk = (db: Database) =>
  TradingDesk.load(db.db, server.clock, "UTC", db.db, RULE_SETS, "always-open");

describe("a restart with a tail the materialiser has not written", () => {
  let restartedDb: Database;
  let tamperedDb: Database;
  let tailFirst: number;
  let placedSeq: number;
  afterAll(async () => {
    await Promise.all([restartedDb?.close(), tamperedDb?.close()]);
  });

  it("replays the tail to the same state hash and the same tables", async () => {
    const desk = server.ctx.desk;
    const opened = await send("POST", `/api/accounts/${accountId}/orders`, buy(1));
    expect(opened.status).toBe(201);
    await desk.idle();
    const materialisedBefore = desk.journalStatus().materialisedSeq;

    // A real fault: the trades table is away, so every materialisation from the close on fails
    // (and is retried) while the journal keeps taking the trader's changes.
    const failures: unknown[] = [];
    const onFailure = (error: unknown) => failures.push(error);
    desk.on("materialiseFailed", onFailure);
    await server.ctx.db.execute(sql`ALTER TABLE trade_histories RENAME TO trade_histories_away`);
    try {
      const closed = await send(
        "POST",
        `/api/accounts/${accountId}/positions/${opened.body.position.id}/close`,
      );
      expect(closed.status).toBe(200);
      const placed = await send("POST", `/api/accounts/${accountId}/orders`, buy(2));
      expect(placed.status).toBe(201);
      const part = await send(
        "POST",
        `/api/accounts/${accountId}/positions/${placed.body.position.id}/close`,
        { volume: 0.5 },
      );
      expect(part.status).toBe(200);
      await waitUntil(async () => failures.length > 0);
      const status = desk.journalStatus();
      expect(status.materialisedSeq).toBe(materialisedBefore);
      expect(status.durableSeq).toBe(materialisedBefore + 3);
      tailFirst = materialisedBefore + 1;
      placedSeq = materialisedBefore + 2;

      // The process dies here: its database, as it is, is what the next one starts from.
      restartedDb = await copyOfServer();
      tamperedDb = await copyOfServer();
    } finally {
      await server.ctx.db.execute(sql`ALTER TABLE trade_histories_away RENAME TO trade_histories`);
      desk.off("materialiseFailed", onFailure);
    }

    const restarted = await loadDesk(restartedDb);
    expect(restarted.journalStatus()).toMatchObject({
      replayedAtStart: 3,
      durableSeq: tailFirst + 2,
      materialisedSeq: tailFirst + 2,
    });
    // The same state: the journal's last hash, now the checkpoint's, and the same account.
    const [head] = await server.ctx.db
      .select({ stateHash: deskJournal.stateHash })
      .from(deskJournal)
      .orderBy(desc(deskJournal.seq))
      .limit(1);
    const [checkpoint] = await restartedDb.db.select().from(deskCheckpoint);
    expect(checkpoint!.stateHash).toBe(head!.stateHash);
    expect(checkpoint!.seq).toBe(tailFirst + 2);
    expect(restarted.accountView(accountId)).toEqual(desk.accountView(accountId));

    // The same tables: the running desk's, once its materialiser gets through (table back).
    await desk.idle();
    expect(desk.journalStatus().materialisedSeq).toBe(tailFirst + 2);
    const [live, replayed] = await Promise.all([
      tradingTables(server.ctx.db),
      tradingTables(restartedDb.db),
    ]);
    expect(replayed).toEqual(live);
    expect(live.trade_histories).toHaveLength(2); // the close, and the part closed
    expect(live.positions).toHaveLength(1);
  });

  it("stops at a tampered entry: JournalDivergence names it, and nothing is written", async () => {
    // The order in the tail asked for 2 lots; the row now says 3.
    const changed = await tamperedDb.db.execute(sql`update desk_journal
      set commands = replace(commands::text, '"volume":2', '"volume":3')::json
      where seq = ${placedSeq} and commands::text like '%"volume":2%' returning seq`);
    expect((changed as unknown as { rows: unknown[] }).rows).toHaveLength(1);
    const tablesBefore = await tradingTables(tamperedDb.db);
    const [before] = await tamperedDb.db.select().from(deskCheckpoint);

    const restore = loadDesk(tamperedDb);
    await expect(restore).rejects.toThrow(JournalDivergence);
    await expect(restore).rejects.toThrow(`journal entry ${placedSeq}:`);
    // Nothing of the tail was materialised: the tables and the checkpoint are as they were.
    expect(await tradingTables(tamperedDb.db)).toEqual(tablesBefore);
    const [after] = await tamperedDb.db.select().from(deskCheckpoint);
    expect(after!.seq).toBe(before!.seq);
    expect(after!.stateHash).toBe(before!.stateHash);
  });
});

describe("a leader whose term another has taken", () => {
  it("refuses the old leader's order and writes nothing of it", async () => {
    const desk = server.ctx.desk;
    await desk.idle();
    const journalBefore = await server.ctx.db.select({ n: count() }).from(deskJournal);
    const ordersBefore = await server.ctx.db.select({ n: count() }).from(orders);

    // Another instance becomes the leader: it takes the next term on the same database.
    const taken = await takeTerm(server.ctx.db);
    expect(taken.term).toBe(desk.journalStatus().term + 1);

    const deposed: Error[] = [];
    desk.on("deposed", (error) => deposed.push(error));
    const refused = await send("POST", `/api/accounts/${accountId}/orders`, buy(1));
    expect(refused.status).toBe(503);
    expect(deposed).toHaveLength(1);
    // Every later write is refused too, and the old desk does not take the term back.
    expect((await send("POST", `/api/accounts/${accountId}/orders`, buy(1))).status).toBe(503);
    const [checkpoint] = await server.ctx.db.select().from(deskCheckpoint);
    expect(checkpoint!.term).toBe(taken.term);
    const journalAfter = await server.ctx.db.select({ n: count() }).from(deskJournal);
    expect(journalAfter[0]!.n).toBe(journalBefore[0]!.n);
    const ordersAfter = await server.ctx.db.select({ n: count() }).from(orders);
    expect(ordersAfter[0]!.n).toBe(ordersBefore[0]!.n);
    // No entry of the old term after the new one began.
    const stale = await server.ctx.db
      .select({ n: count() })
      .from(deskJournal)
      .where(sql`${deskJournal.term} < ${taken.term} and ${deskJournal.seq} > ${taken.seq}`);
    expect(stale[0]!.n).toBe(0);
  });
});

describe("a restore from the tables after a breach of an account holding several positions", () => {
  it("closes them in the order the live desk did, whatever the rows' order in the table", async () => {
    const db = await createTestDatabase();
    const restartedDb = await createTestDatabase();
    try {
      const owner = randomUUID();
      for (const d of [db, restartedDb]) {
        await d.db
          .insert(users)
          .values({ id: owner, email: `${owner}@example.com`, name: "B", passwordHash: "x" });
      }
      const clock = new ManualClock(new Date(MARKET_OPEN_TIME));
      const desk = await TradingDesk.load(db.db, clock, "UTC", db.db, RULE_SETS, "always-open");
      const at = () => clock.now().getTime();
      await desk.applyTick({ symbol: "EURUSD", bid: 1.1, ask: 1.1001, time: at() });
      const account = await desk.openAccount(owner, "5K", "phase1");
      const market = { symbol: "EURUSD", side: "buy" as const, type: "market" as const };
      const first = await desk.placeOrder(account.id, { ...market, volume: 1 });
      clock.advance(1_000);
      await desk.placeOrder(account.id, { ...market, volume: 1 });
      clock.advance(1_000);
      // A partial close rewrites the first position's row: the table lists it last now.
      await desk.closePositionPart(account.id, first.position!.id, 0.5);
      await desk.idle();

      // The breach's entry stays in the journal only (the trades table is away).
      const failures: unknown[] = [];
      desk.on("materialiseFailed", (error) => failures.push(error));
      await db.db.execute(sql`ALTER TABLE trade_histories RENAME TO trade_histories_away`);
      clock.advance(1_000);
      await desk.applyTick({ symbol: "EURUSD", bid: 1.085, ask: 1.0851, time: at() });
      await waitUntil(async () => failures.length > 0);
      expect(desk.accountSummary(account.id).account.status).toBe("failed");
      await copyTables(db.db, restartedDb.db, DESK_TABLES, "true", {
        trade_histories: "trade_histories_away",
      });
      await db.db.execute(sql`ALTER TABLE trade_histories_away RENAME TO trade_histories`);

      // The restart replays the breach to the journal's state hash (its trades in that order).
      const restarted = await TradingDesk.load(
        restartedDb.db,
        clock,
        "UTC",
        restartedDb.db,
        RULE_SETS,
        "always-open",
      );
      expect(restarted.journalStatus().replayedAtStart).toBe(1);
      await desk.idle();
      expect(await tradingTables(restartedDb.db)).toEqual(await tradingTables(db.db));
    } finally {
      await Promise.all([db.close(), restartedDb.close()]);
    }
  });
});

describe("a restart in the middle of a mass breach's steps", () => {
  it("goes on with the work where the journal left it: every account failed once, at the crash's quote", async () => {
    const db = await createTestDatabase();
    try {
      const owner = randomUUID();
      await db.db
        .insert(users)
        .values({ id: owner, email: `${owner}@example.com`, name: "B", passwordHash: "x" });
      const clock = new ManualClock(new Date(MARKET_OPEN_TIME));
      const options = { tickStepItems: 1 };
      const load = () =>
        TradingDesk.load(db.db, clock, "UTC", db.db, RULE_SETS, "always-open", options);
      const desk = await load();
      const at = () => clock.now().getTime();
      await desk.applyTick({ symbol: "EURUSD", bid: 1.1, ask: 1.1001, time: at() });
      const victims = await eurusdHolders(desk, owner, 30);
      await desk.idle();
      clock.advance(1_000);
      // 30 pips down breaches all 30, one account a step; the tick's entry is durable when
      // applyTick answers, and the new instance takes the term right then.
      const crash = { symbol: "EURUSD", bid: 1.097, ask: 1.0971, time: at() };
      await desk.applyTick(crash);
      const restarted = await load();
      // The journal ended with work queued: the restored engine holds it and goes on.
      expect(victims.some((id) => restarted.isDue(id))).toBe(true);
      await restarted.idle();
      for (const id of victims) {
        expect(restarted.accountSummary(id).account.status).toBe("failed");
      }
      const decisions = await db.db
        .select({ accountId: ruleDecisions.accountId })
        .from(ruleDecisions)
        .where(inArray(ruleDecisions.accountId, victims));
      expect(decisions.map((d) => d.accountId).sort()).toEqual([...victims].sort());
      const closes = await db.db
        .selectDistinct({ price: tradeHistories.closePrice })
        .from(tradeHistories)
        .where(inArray(tradeHistories.accountId, victims));
      expect(closes).toEqual([{ price: crash.bid }]);
      const status = restarted.journalStatus();
      expect(status.materialisedSeq).toBe(status.durableSeq);
    } finally {
      await db.close();
    }
  });
});
