import { randomUUID } from "node:crypto";
import { createAccount, type Account } from "@proparena/domain/engine/account";
import { sql } from "drizzle-orm";
import { users } from "../../db/schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTradingTestServer, type TestServer } from "../../test/test-server";
import { signedInTrader } from "../../test/test-users";
import { WriteQueue } from "./write-queue";

let server: TestServer;
beforeAll(async () => {
  server = await startTradingTestServer();
});
afterAll(() => server.close());

describe("a write that fails", () => {
  it("fails the request, acknowledges nothing, and leaves the engine equal to the database", async () => {
    const token = await signedInTrader(server, "fault@example.com");
    const accountId = (await server.request("GET", "/api/accounts", { token })).body.accounts[0].id;
    const placed = await server.request("POST", `/api/accounts/${accountId}/orders`, {
      token,
      body: { symbol: "EURUSD", side: "buy", type: "market", volume: 1 },
    });
    expect(placed.status).toBe(201);
    const before = (await server.request("GET", `/api/accounts/${accountId}`, { token })).body;

    // A real fault: the trades table disappears while the position is being closed.
    await server.ctx.db.execute(sql`ALTER TABLE trade_histories RENAME TO trade_histories_away`);
    let closed;
    try {
      closed = await server.request(
        "POST",
        `/api/accounts/${accountId}/positions/${placed.body.position.id}/close`,
        { token },
      );
    } finally {
      await server.ctx.db.execute(sql`ALTER TABLE trade_histories_away RENAME TO trade_histories`);
    }
    expect(closed.status).toBe(500);
    expect(closed.body.code).toBe("INTERNAL_ERROR");

    // The engine was rebuilt from the database: the position is still open, the balance unchanged.
    const positions = (
      await server.request("GET", `/api/accounts/${accountId}/positions`, { token })
    ).body.items;
    expect(positions.map((p: { id: string }) => p.id)).toEqual([placed.body.position.id]);
    const after = (await server.request("GET", `/api/accounts/${accountId}`, { token })).body;
    expect(after.balanceCents).toBe(before.balanceCents);

    const retry = await server.request(
      "POST",
      `/api/accounts/${accountId}/positions/${placed.body.position.id}/close`,
      { token },
    );
    expect(retry.status).toBe(200);
  });
});

describe("a batch that fails while an outside change holds the engine", () => {
  it("keeps operations paused until the outside change is done", async () => {
    const account = createAccount({
      id: randomUUID(),
      planId: "BETA",
      phase: "phase1",
      time: Date.now(),
      ownerId: randomUUID(), // no such user: the write breaks a foreign key
    });
    if (!account.ok) throw new Error(account.reason);
    const rebuilds: boolean[] = [];
    const queue = new WriteQueue<never>(
      server.ctx.db,
      async () => void rebuilds.push(queue.paused),
      () => undefined,
    );
    const failing = queue.push({ events: [], accounts: [account.value], created: [] }, []);
    failing.catch(() => undefined);
    let pausedDuringChange: boolean | null = null;
    await queue.exclusive(async () => {
      await expect(failing).rejects.toThrow();
      pausedDuringChange = queue.paused;
    });
    expect(pausedDuringChange).toBe(true);
    expect(rebuilds).toEqual([true, true]); // the failed batch's rebuild, then the change's
    expect(queue.paused).toBe(false);
  });
});

/** A user of its own, and a maker of Beta account records it owns (not in any engine). */
async function accountMaker(email: string) {
  const [user] = await server.ctx.db
    .insert(users)
    .values({ email, name: "Batches", passwordHash: "x" })
    .returning();
  return () => {
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
}

/** A queue of `batchAccounts`-account batches that records each batch's write names. */
function recordingQueue(batchAccounts: number, largeAccounts?: number) {
  const batches: string[][] = [];
  const queue = new WriteQueue<string>(
    server.ctx.db,
    async () => undefined,
    (notes) => void batches.push(notes),
    batchAccounts,
    largeAccounts,
  );
  // Accounts destructured from an array are typed as maybe missing; they are all there.
  const write = (name: string, ...of: (Account | undefined)[]) =>
    queue.push({ events: [], accounts: of.map((a) => a!), created: [] }, [name]);
  return { queue, batches, write };
}

describe("batches", () => {
  it("let a small write on other accounts go ahead of a large one, never ahead of an earlier write on its own accounts", async () => {
    const account = await accountMaker("batches@example.com");
    const [a, b, c, d, e, f, g] = Array.from({ length: 7 }, account);
    const { batches, write } = recordingQueue(3); // accounts a batch may change
    await Promise.all([
      write("W1", a, b), // all five are queued before the first batch is taken
      write("W2", c, d), // does not fit beside W1: waits
      write("W3", e, f), // does not fit either: waits
      write("W4", g), // other accounts, fits: goes ahead of W2 and W3
      write("W5", e), // one of W3's accounts: stays behind it
    ]);
    expect(batches).toEqual([["W1", "W4"], ["W2"], ["W3", "W5"]]);
  });

  it("commit small writes (orders) in a batch of their own ahead of large ones, every other batch", async () => {
    const account = await accountMaker("small-ahead@example.com");
    const [a, b, c, d, e, f, g, h] = Array.from({ length: 8 }, account);
    // Batches of 4 accounts; a write changing more than 1 is large.
    const { batches, write } = recordingQueue(4, 1);
    await Promise.all([
      write("L1", a, b),
      write("L2", c, d),
      write("S1", e), // small: ahead of L1 and L2
      write("S2", f),
      write("L3", g, h),
      write("S3", a), // small, but on L1's account: after L1
    ]);
    expect(batches).toEqual([["S1", "S2"], ["L1", "L2"], ["S3"], ["L3"]]);
  });

  it("tell a producer when no more than a given number of accounts' changes wait", async () => {
    const account = await accountMaker("backlog@example.com");
    const { queue, batches, write } = recordingQueue(2); // accounts a batch may change
    await queue.backlogAtMost(0); // nothing queued: at once
    const written = ["W1", "W2", "W3"].map((name) => write(name, account(), account()));
    // W2 and W3 wait while W1 is written, then W3 alone while W2 is.
    await queue.backlogAtMost(2);
    expect(batches).toEqual([["W1"], ["W2"]]);
    await queue.backlogAtMost(0);
    await Promise.all(written);
    expect(batches).toEqual([["W1"], ["W2"], ["W3"]]);
  });
});

describe("a write pushed as a batch is announced", () => {
  it("is written even when pushed while the flush that announced it is ending", async () => {
    const make = await accountMaker("announced@example.com");
    let second: Promise<void> | null = null;
    const queue = new WriteQueue<string>(
      server.ctx.db,
      async () => undefined,
      (notes) => {
        // A listener that acts one microtask later (the copy runner closing copies), before
        // the ending flush has let go.
        if (notes.includes("first")) {
          void Promise.resolve().then(() => {
            second = queue.push({ events: [], accounts: [make()], created: [] }, ["second"]);
          });
        }
      },
    );
    await queue.push({ events: [], accounts: [make()], created: [] }, ["first"]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(second).not.toBeNull();
    const written = await Promise.race([
      second!.then(() => "written"),
      new Promise((resolve) => setTimeout(() => resolve("stuck"), 2_000)),
    ]);
    expect(written).toBe("written");
  });
});
