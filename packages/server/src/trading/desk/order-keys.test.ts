import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { placeOrder } from "../../services/trading/place-order";
import { startTradingTestServer, type TestServer } from "../../test/test-server";
import { signedInTrader } from "../../test/test-users";
import { KEY_WINDOW_MS } from "./order-keys";
import { TradingDesk } from "./trading-desk";

let server: TestServer;
beforeAll(async () => {
  server = await startTradingTestServer();
});
afterAll(() => server.close());
// A test that loads a second desk (a restart, a new leader) takes the journal's term from the
// server's desk; the server's desk takes it back after each test (a rebuild under a new term).
afterEach(() => server.ctx.desk.changeOutside(async () => undefined));

async function trader(email: string) {
  const token = await signedInTrader(server, email);
  const { body } = await server.request("GET", "/api/accounts", { token });
  return { token, accountId: body.accounts[0].id as string };
}

const buy = (clientOrderId?: string, volume = 1) => ({
  symbol: "EURUSD",
  side: "buy" as const,
  type: "market" as const,
  volume,
  ...(clientOrderId ? { clientOrderId } : {}),
});

async function positionsOf(token: string, accountId: string): Promise<{ id: string }[]> {
  return (await server.request("GET", `/api/accounts/${accountId}/positions`, { token })).body
    .items;
}

describe("clientOrderId: an order's idempotency key", () => {
  it("a resend answers 200 with the first order and places nothing new", async () => {
    const { token, accountId } = await trader("resend@example.com");
    const path = `/api/accounts/${accountId}/orders`;
    const first = await server.request("POST", path, { token, body: buy("ticket-1") });
    expect(first.status).toBe(201);
    const again = await server.request("POST", path, { token, body: buy("ticket-1") });
    expect(again.status).toBe(200);
    expect(again.body.order.id).toBe(first.body.order.id);
    expect(again.body.position.id).toBe(first.body.position.id);
    expect(await positionsOf(token, accountId)).toHaveLength(1);
    // Another key is another order.
    expect((await server.request("POST", path, { token, body: buy("ticket-2") })).status).toBe(201);
    expect(await positionsOf(token, accountId)).toHaveLength(2);
  });

  it("the same key with a different order is a 422, here and on a rebuilt desk; nothing is placed", async () => {
    const { token, accountId } = await trader("mismatch@example.com");
    const path = `/api/accounts/${accountId}/orders`;
    const first = await server.request("POST", path, { token, body: buy("ticket-9") });
    expect(first.status).toBe(201);
    const other = await server.request("POST", path, { token, body: buy("ticket-9", 2) });
    expect(other.status).toBe(422);
    expect(other.body).toEqual({
      code: "IDEMPOTENCY_KEY_REUSED",
      message: expect.stringContaining("already used for a different order"),
    });
    const withStop = await server.request("POST", path, {
      token,
      body: { ...buy("ticket-9"), stopLoss: 1.05 },
    });
    expect(withStop.status).toBe(422);
    expect(await positionsOf(token, accountId)).toHaveLength(1);
    // The request's hash is stored with the key: a desk rebuilt from the database refuses too.
    const userId = server.ctx.desk.ownerOf(accountId)!;
    const rebuilt = await TradingDesk.load(server.database.db, server.clock);
    await expect(
      placeOrder({ ...server.ctx, desk: rebuilt }, userId, accountId, {
        ...buy("ticket-9", 3),
        clientOrderId: "ticket-9",
      } as never),
    ).rejects.toMatchObject({ code: "IDEMPOTENCY_KEY_REUSED" });
  });

  it("resends racing the first place one order between them", async () => {
    const { token, accountId } = await trader("race@example.com");
    const userId = server.ctx.desk.ownerOf(accountId)!;
    // Five sends of one key in the same instant, before any of them reached the database.
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        placeOrder(server.ctx, userId, accountId, {
          symbol: "EURUSD",
          side: "buy",
          type: "market",
          volume: 1,
          clientOrderId: "race",
        }),
      ),
    );
    // One of them placed it (which one is the race's), the others answer it.
    expect(answers.filter((a) => !a.replayed)).toHaveLength(1);
    expect(new Set(answers.map((a) => a.order.id)).size).toBe(1);
    expect(await positionsOf(token, accountId)).toHaveLength(1);
  });

  it("is remembered in the database: a desk rebuilt after a restart or a change of leader replays it", async () => {
    const { token, accountId } = await trader("restart@example.com");
    const first = await server.request("POST", `/api/accounts/${accountId}/orders`, {
      token,
      body: buy("before-restart"),
    });
    const userId = server.ctx.desk.ownerOf(accountId)!;
    const rebuilt = await TradingDesk.load(server.database.db, server.clock);
    const replay = await placeOrder({ ...server.ctx, desk: rebuilt }, userId, accountId, {
      symbol: "EURUSD",
      side: "buy",
      type: "market",
      volume: 1,
      clientOrderId: "before-restart",
    });
    expect(replay.replayed).toBe(true);
    expect(replay.order.id).toBe(first.body.order.id);
    expect(replay.position?.id).toBe(first.body.position.id);
  });

  it("is remembered for an hour: after that the same key places a new order", async () => {
    const { token, accountId } = await trader("window@example.com");
    const path = `/api/accounts/${accountId}/orders`;
    const first = await server.request("POST", path, { token, body: buy("hourly") });
    expect(first.status).toBe(201);
    const later = server.clock.now().getTime() + KEY_WINDOW_MS + 1_000;
    await server.tick({ symbol: "EURUSD", bid: 1.1, ask: 1.1001, time: later });
    const reused = await server.request("POST", path, { token, body: buy("hourly") });
    expect(reused.status).toBe(201);
    expect(reused.body.order.id).not.toBe(first.body.order.id);
    // The stored key now points to the new order: a rebuilt desk replays that one.
    const userId = server.ctx.desk.ownerOf(accountId)!;
    const rebuilt = await TradingDesk.load(server.database.db, server.clock);
    const replay = await placeOrder({ ...server.ctx, desk: rebuilt }, userId, accountId, {
      symbol: "EURUSD",
      side: "buy",
      type: "market",
      volume: 1,
      clientOrderId: "hourly",
    });
    expect(replay.order.id).toBe(reused.body.order.id);
  });

  it("belongs to one account; a refused order keeps no key; a malformed key is a 400", async () => {
    const a = await trader("keys-a@example.com");
    const b = await trader("keys-b@example.com");
    for (const { token, accountId } of [a, b]) {
      const res = await server.request("POST", `/api/accounts/${accountId}/orders`, {
        token,
        body: buy("shared"),
      });
      expect(res.status).toBe(201);
    }
    const path = `/api/accounts/${a.accountId}/orders`;
    const refused = await server.request("POST", path, {
      token: a.token,
      body: buy("retry-me", 0.001),
    });
    expect(refused.status).toBe(400);
    const fixed = await server.request("POST", path, { token: a.token, body: buy("retry-me") });
    expect(fixed.status).toBe(201);
    const malformed = await server.request("POST", path, {
      token: a.token,
      body: buy("not a key!"),
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toMatch(/clientOrderId/);
  });

  it("someone else's account stays a 404, key or not", async () => {
    const owner = await trader("owner-key@example.com");
    const other = await trader("other-key@example.com");
    const res = await server.request("POST", `/api/accounts/${owner.accountId}/orders`, {
      token: other.token,
      body: buy("shared"),
    });
    expect(res.status).toBe(404);
  });
});
