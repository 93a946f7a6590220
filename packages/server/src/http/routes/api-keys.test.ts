import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiKeys } from "../../db/schema";
import { forgetRevoked } from "../../services/auth/sessions";
import { hashToken } from "../../lib/secret-token";
import { startTestServer, MARKET_OPEN_TIME, type TestServer } from "../../test/test-server";
import { signedInTrader } from "../../test/test-users";

const order = { symbol: "EURUSD", side: "buy", type: "market", volume: 0.1 };

describe("personal API keys", () => {
  let server: TestServer;
  let token: string;
  let betaId: string;
  beforeAll(async () => {
    server = await startTestServer({
      now: new Date(MARKET_OPEN_TIME).toISOString(),
      rateLimits: { apiKeyRequests: { max: 20, windowMs: 60_000 } },
    });
    await server.tick({ symbol: "EURUSD", bid: 1.1, ask: 1.1001, time: MARKET_OPEN_TIME + 1_000 });
    token = await signedInTrader(server, "bot-owner@example.com");
    const accounts = await server.request("GET", "/api/accounts", { token });
    betaId = accounts.body.accounts[0].id;
  });
  afterAll(() => server.close());

  const makeKey = async (body: Record<string, unknown>) => {
    const made = await server.request("POST", "/api/account/api-keys", { token, body });
    expect(made.status).toBe(201);
    return made.body as { key: string; apiKey: { id: string; prefix: string } };
  };

  it("shows a key once, keeps only its hash, and lists it without the secret", async () => {
    const { key, apiKey } = await makeKey({ name: "MA bot", scopes: ["trade", "read"] });
    expect(key).toMatch(/^pak_[0-9a-f]{8}_[0-9a-f]{40}$/);
    expect(key.startsWith(apiKey.prefix)).toBe(true);
    const [row] = await server.database.db.select().from(apiKeys).where(eq(apiKeys.id, apiKey.id));
    expect(row!.keyHash).toBe(hashToken(key));
    expect(JSON.stringify(row)).not.toContain(key);
    const list = await server.request("GET", "/api/account/api-keys", { token });
    expect(list.body.keys[0]).toMatchObject({
      id: apiKey.id,
      name: "MA bot",
      scopes: ["read", "trade"],
      accountId: null,
      lastUsedAt: null,
      revokedAt: null,
    });
    expect(JSON.stringify(list.body)).not.toContain(key);
  });

  it("refuses bad bodies and another trader's account, changing nothing", async () => {
    const before = await server.database.db.select().from(apiKeys);
    const empty = await server.request("POST", "/api/account/api-keys", {
      token,
      body: { name: "x", scopes: [] },
    });
    expect(empty.status).toBe(400);
    const bogus = await server.request("POST", "/api/account/api-keys", {
      token,
      body: { name: "x", scopes: ["admin"] },
    });
    expect(bogus.status).toBe(400);
    const other = await signedInTrader(server, "someone-else@example.com");
    const theirs = (await server.request("GET", "/api/accounts", { token: other })).body
      .accounts[0];
    const foreign = await server.request("POST", "/api/account/api-keys", {
      token,
      body: { name: "x", scopes: ["read"], accountId: theirs.id },
    });
    expect(foreign.status).toBe(404);
    expect(await server.database.db.select().from(apiKeys)).toHaveLength(before.length);
  });

  it("a read key reads but gets 403 placing an order; a trade key places one", async () => {
    const read = await makeKey({ name: "reader", scopes: ["read"] });
    const accounts = await server.request("GET", "/api/accounts", { token: read.key });
    expect(accounts.status).toBe(200);
    expect(accounts.body.accounts.map((a: { id: string }) => a.id)).toEqual([betaId]);
    const refused = await server.request("POST", `/api/accounts/${betaId}/orders`, {
      token: read.key,
      body: order,
    });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/"trade" scope/);
    expect(
      (await server.request("GET", `/api/accounts/${betaId}/orders`, { token })).body.items,
    ).toEqual([]);

    const trade = await makeKey({ name: "trader", scopes: ["trade"] });
    const placed = await server.request("POST", `/api/accounts/${betaId}/orders`, {
      token: trade.key,
      body: { ...order, clientOrderId: "bot-1" },
    });
    expect(placed.status).toBe(201);
    expect(placed.body.order).toMatchObject({ symbol: "EURUSD", status: "filled" });
    // A trade-only key cannot read.
    const list = await server.request("GET", `/api/accounts/${betaId}/positions`, {
      token: trade.key,
    });
    expect(list.status).toBe(403);
  });

  it("keeps keys to the trading routes: no settings, no key management, no admin", async () => {
    const both = await makeKey({ name: "both", scopes: ["read", "trade"] });
    for (const [method, path] of [
      ["GET", "/api/account/api-keys"],
      ["POST", "/api/account/api-keys"],
      ["GET", "/api/account/profile"],
      ["GET", "/api/admin/dashboard"],
      ["GET", "/api/wallet"],
    ] as const) {
      const answer = await server.request(method, path, {
        token: both.key,
        ...(method === "POST" ? { body: { name: "y", scopes: ["read"] } } : {}),
      });
      expect(answer.status, `${method} ${path}`).toBe(403);
    }
  });

  it("a key limited to one account finds no other", async () => {
    const limited = await makeKey({ name: "one", scopes: ["read"], accountId: betaId });
    expect(
      (await server.request("GET", `/api/accounts/${betaId}`, { token: limited.key })).status,
    ).toBe(200);
    const other = "00000000-0000-4000-8000-000000000000";
    expect(
      (await server.request("GET", `/api/accounts/${other}`, { token: limited.key })).status,
    ).toBe(404);
  });

  it("a revoked key gets 401 at once, also where it was cached and revoked elsewhere", async () => {
    const { key, apiKey } = await makeKey({ name: "gone", scopes: ["read"] });
    expect((await server.request("GET", "/api/accounts", { token: key })).status).toBe(200);
    const revoked = await server.request("DELETE", `/api/account/api-keys/${apiKey.id}`, { token });
    expect(revoked.status).toBe(200);
    expect(revoked.body.revokedAt).not.toBeNull();
    expect((await server.request("GET", "/api/accounts", { token: key })).status).toBe(401);

    // Another instance revoked this one: its row changed and the relay brought the hash here.
    const second = await makeKey({ name: "elsewhere", scopes: ["read"] });
    expect((await server.request("GET", "/api/accounts", { token: second.key })).status).toBe(200);
    await server.database.db
      .update(apiKeys)
      .set({ revokedAt: server.clock.now() })
      .where(eq(apiKeys.id, second.apiKey.id));
    forgetRevoked({ tokenHash: hashToken(second.key) });
    expect((await server.request("GET", "/api/accounts", { token: second.key })).status).toBe(401);
    // Someone else's key id: 404; garbage that looks like a key: 401.
    const other = await signedInTrader(server, "third@example.com");
    expect(
      (await server.request("DELETE", `/api/account/api-keys/${apiKey.id}`, { token: other }))
        .status,
    ).toBe(404);
    expect(
      (await server.request("GET", "/api/accounts", { token: `pak_00000000_${"0".repeat(40)}` }))
        .status,
    ).toBe(401);
  });

  it("a burst past the key's limit gets 429 with Retry-After", async () => {
    const { key } = await makeKey({ name: "burst", scopes: ["read"] });
    const answers = await Promise.all(
      Array.from({ length: 25 }, () => server.request("GET", "/api/accounts", { token: key })),
    );
    const limited = answers.filter((a) => a.status === 429);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(20);
    expect(limited).toHaveLength(5);
    expect(Number(limited[0]!.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(limited[0]!.body.code).toBe("RATE_LIMITED");
    // The browser session of the same trader is not limited by the key's count.
    expect((await server.request("GET", "/api/accounts", { token })).status).toBe(200);
  });
});
