import { randomUUID } from "node:crypto";
import { createAccount, type Account } from "@proparena/domain/engine/account";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/database";
import { deskJournal, tradeHistories, users } from "../../db/schema";
import { createTestDatabase } from "../../test/test-database";
import { startTradingTestServer, type TestServer } from "../../test/test-server";
import { signedInTrader } from "../../test/test-users";
import { waitUntil } from "../../test/wait-until";
import { DeskIds } from "../journal/desk-ids";
import { takeTerm } from "../journal/journal-store";
import { Materialiser } from "../journal/materialiser";
import { WriteQueue } from "./write-queue";

let server: TestServer;
beforeAll(async () => {
  server = await startTradingTestServer();
});
afterAll(() => server.close());

async function tradeOpen(email: string) {
  const token = await signedInTrader(server, email);
  const accountId = (await server.request("GET", "/api/accounts", { token })).body.accounts[0].id;
  const placed = await server.request("POST", `/api/accounts/${accountId}/orders`, {
    token,
    body: { symbol: "EURUSD", side: "buy", type: "market", volume: 1 },
  });
  expect(placed.status).toBe(201);
  return { token, accountId, positionId: placed.body.position.id as string };
}

/**
 * Closes a position over HTTP without server.request, which waits for the tables afterwards
 * (here they wait for a rebuild, or a table, that the test gives back only after the answer).
 */
function closeAtOnce(token: string, accountId: string, positionId: string) {
  return fetch(`${server.url}/api/accounts/${accountId}/positions/${positionId}/close`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
  });
}

describe("an append to the journal that fails", () => {
  it("fails the request, acknowledges nothing, and leaves the engine equal to the database", async () => {
    const { token, accountId, positionId } = await tradeOpen("fault@example.com");
    const before = (await server.request("GET", `/api/accounts/${accountId}`, { token })).body;

    // A real fault: the journal disappears while the position is being closed.
    await server.ctx.db.execute(sql`ALTER TABLE desk_journal RENAME TO desk_journal_away`);
    let closed;
    try {
      closed = await closeAtOnce(token, accountId, positionId);
    } finally {
      await server.ctx.db.execute(sql`ALTER TABLE desk_journal_away RENAME TO desk_journal`);
    }
    expect(closed.status).toBe(500);
    expect(((await closed.json()) as { code: string }).code).toBe("INTERNAL_ERROR");

    // The engine was rebuilt from the tables and the journal: still open, the balance unchanged.
    const positions = (
      await server.request("GET", `/api/accounts/${accountId}/positions`, { token })
    ).body.items;
    expect(positions.map((p: { id: string }) => p.id)).toEqual([positionId]);
    const after = (await server.request("GET", `/api/accounts/${accountId}`, { token })).body;
    expect(after.balanceCents).toBe(before.balanceCents);

    const retry = await server.request(
      "POST",
      `/api/accounts/${accountId}/positions/${positionId}/close`,
      { token },
    );
    expect(retry.status).toBe(200);
  });
});

describe("a materialisation that fails", () => {
  it("acknowledges what the journal holds, shows the lag, and writes the tables once it can", async () => {
    const { token, accountId, positionId } = await tradeOpen("behind@example.com");
    const { desk, db } = server.ctx;
    // The trades table disappears: the journal takes the close, the tables cannot.
    await db.execute(sql`ALTER TABLE trade_histories RENAME TO trade_histories_away`);
    let closed;
    try {
      closed = await closeAtOnce(token, accountId, positionId);
      expect(closed.status).toBe(200); // durable in the journal
      // The desk answers from memory at once; the health check tells how far the tables lag.
      expect(desk.accountView(accountId).positions).toEqual([]);
      const health = (await (await fetch(`${server.url}/api/health`)).json()) as {
        journal: { durableSeq: number; materialisedSeq: number; behindEntries: number };
      };
      expect(health.journal.behindEntries).toBeGreaterThan(0);
      expect(health.journal.materialisedSeq).toBeLessThan(health.journal.durableSeq);
    } finally {
      await db.execute(sql`ALTER TABLE trade_histories_away RENAME TO trade_histories`);
    }
    // The materialiser tries again and catches up: the trade is in the table, written once.
    await desk.idle();
    const trades = await db.select().from(tradeHistories).where(eq(tradeHistories.id, positionId));
    expect(trades).toHaveLength(1);
    expect(desk.journalStatus().behindEntries).toBe(0);
  });
});

/** A migrated database of its own, with a user whose Beta account records it makes. */
async function ownDatabase(): Promise<{ database: Database; account: () => Account }> {
  const database = await createTestDatabase();
  const [user] = await database.db
    .insert(users)
    .values({ email: "queue@example.com", name: "Queue", passwordHash: "x" })
    .returning();
  const account = () => {
    const made = createAccount({
      id: randomUUID(),
      planId: "BETA",
      phase: "phase1",
      time: Date.now(),
      ownerId: user!.id,
    });
    if (!made.ok) throw new Error(made.reason);
    return made.value;
  };
  return { database, account };
}

/** A queue on `database` under its current term (or a stale one), recording its batches. */
async function queueOn(database: Database, stale = false) {
  const checkpoint = await takeTerm(database.db);
  const batches: string[][] = [];
  const rebuilds: boolean[] = [];
  const materialiser = new Materialiser(database.db, 0);
  const queue: WriteQueue<string> = new WriteQueue<string>(
    database.db,
    async () => void rebuilds.push(queue.paused),
    (notes) => void batches.push(notes),
    { seq: 0, stateHash: "", term: stale ? checkpoint.term - 1 : checkpoint.term },
    new DeskIds(checkpoint.salt),
    materialiser,
    { time: () => Date.now(), quotes: () => [], quiet: () => true },
  );
  return { queue, batches, rebuilds, materialiser };
}

describe("group commit", () => {
  it("makes every write queued in one turn one journal entry, and the tables follow", async () => {
    const { database, account } = await ownDatabase();
    const { queue, batches, materialiser } = await queueOn(database);
    const made = Array.from({ length: 5 }, account);
    await Promise.all(
      made.map((a, i) => queue.push({ events: [], accounts: [a], created: [a] }, [`W${i}`])),
    );
    expect(batches).toEqual([["W0", "W1", "W2", "W3", "W4"]]);
    const entries = await database.db.select().from(deskJournal);
    expect(entries.map((e) => e.seq)).toEqual([1]);
    await materialiser.reached(1);
    const rows = await database.db.execute(sql`select count(*)::int as n from accounts`);
    expect((rows as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(5);
    await database.close();
  });

  it("fails a write whose append fails, and rebuilds the engine with operations paused", async () => {
    const { database, account } = await ownDatabase();
    const { queue, rebuilds } = await queueOn(database);
    // The entry's seq is taken already (a fault the desk cannot have made itself).
    await database.db.execute(
      sql`insert into desk_journal (seq, term, commands, state_hash) values (1, 0, '[]', '')`,
    );
    const a = account();
    const failing = queue.push({ events: [], accounts: [a], created: [a] }, ["W"]);
    failing.catch(() => undefined);
    let pausedDuringChange: boolean | null = null;
    await queue.exclusive(async () => {
      await expect(failing).rejects.toThrow();
      pausedDuringChange = queue.paused;
    });
    expect(pausedDuringChange).toBe(true);
    expect(rebuilds).toEqual([true, true]); // the failed append's rebuild, then the change's
    expect(queue.paused).toBe(false);
    expect((await database.db.select().from(deskJournal)).map((e) => e.seq)).toEqual([1]);
    await database.close();
  });

  it("refuses every write once an append is refused for a newer term, and rebuilds nothing", async () => {
    const { database, account } = await ownDatabase();
    const { queue, rebuilds } = await queueOn(database, true);
    const a = account();
    const write = (note: string) => queue.push({ events: [], accounts: [a], created: [a] }, [note]);
    await expect(write("W")).rejects.toMatchObject({ code: "UNAVAILABLE" });
    await expect(write("again")).rejects.toMatchObject({ code: "UNAVAILABLE" });
    expect(rebuilds).toEqual([]);
    expect(await database.db.select().from(deskJournal)).toEqual([]);
    await database.close();
  });

  it("writes a write pushed while the flush that announced the one before is ending", async () => {
    const { database, account } = await ownDatabase();
    const checkpoint = await takeTerm(database.db);
    let second: Promise<void> | null = null;
    const queue: WriteQueue<string> = new WriteQueue<string>(
      database.db,
      async () => undefined,
      (notes) => {
        // A listener that acts one microtask later (the copy runner closing copies), before
        // the ending flush has let go.
        if (notes.includes("first")) {
          void Promise.resolve().then(() => {
            const a = account();
            second = queue.push({ events: [], accounts: [a], created: [a] }, ["second"]);
          });
        }
      },
      { seq: 0, stateHash: "", term: checkpoint.term },
      new DeskIds(checkpoint.salt),
      new Materialiser(database.db, 0),
      { time: () => Date.now(), quotes: () => [], quiet: () => true },
    );
    const a = account();
    await queue.push({ events: [], accounts: [a], created: [a] }, ["first"]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(second).not.toBeNull();
    const written = await Promise.race([
      second!.then(() => "written"),
      new Promise((resolve) => setTimeout(() => resolve("stuck"), 2_000)),
    ]);
    expect(written).toBe("written");
    await waitUntil(async () => (await database.db.select().from(deskJournal)).length === 2);
    await database.close();
  });
});
