import { randomUUID } from "node:crypto";
import { createAccount } from "@proparena/domain/account";
import { sql } from "drizzle-orm";
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
