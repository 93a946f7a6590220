import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { selfLimits } from "../../db/schema";
import { MARKET_OPEN_TIME, startTestServer, type TestServer } from "../../test/test-server";
import { signedInTrader } from "../../test/test-users";

// The daily reset in Prague: on Wednesday 7 January 2026 (UTC+1) the day ends at 23:00 UTC.
const DAY_END = "2026-01-07T23:00:00.000Z";

let server: TestServer;
let t = MARKET_OPEN_TIME + 1_000;

beforeAll(async () => {
  server = await startTestServer({
    now: new Date(MARKET_OPEN_TIME).toISOString(),
    timeZone: "Europe/Prague",
  });
  await quote();
});
afterAll(() => server.close());

const quote = (time = (t += 1_000)) =>
  server.tick({ symbol: "EURUSD", bid: 1.1, ask: 1.1001, time });

async function trader(email: string) {
  const token = await signedInTrader(server, email);
  const accounts = await server.request("GET", "/api/accounts", { token });
  return { token, accountId: accounts.body.accounts[0].id as string };
}

const buy = (clientOrderId?: string) => ({
  symbol: "EURUSD",
  side: "buy",
  type: "market",
  volume: 0.1,
  ...(clientOrderId ? { clientOrderId } : {}),
});

describe("self-imposed limits", () => {
  it("start with none, count today's orders over every account, and stop the order past the limit", async () => {
    const { token, accountId } = await trader("limited@example.com");
    const none = await server.request("GET", "/api/account/self-limits", { token });
    expect(none.body).toEqual({
      dailyTradeLimit: null,
      lockedUntil: null,
      tradesToday: 0,
      dayEndsAt: DAY_END,
    });
    const set = await server.request("PUT", "/api/account/self-limits", {
      token,
      body: { dailyTradeLimit: 3 },
    });
    expect(set.status).toBe(200);
    expect(set.body.dailyTradeLimit).toBe(3);

    const orders = `/api/accounts/${accountId}/orders`;
    expect((await server.request("POST", orders, { token, body: buy() })).status).toBe(201);
    // An order on another of the trader's accounts counts too.
    const userId = server.ctx.desk.ownerOf(accountId)!;
    const second = await server.ctx.desk.openAccount(userId, "5K");
    const elsewhere = await server.request("POST", `/api/accounts/${second.id}/orders`, {
      token,
      body: buy(),
    });
    expect(elsewhere.status).toBe(201);
    const third = await server.request("POST", orders, { token, body: buy("third") });
    expect(third.status).toBe(201);

    const refused = await server.request("POST", orders, { token, body: buy() });
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe("SELF_LIMIT_REACHED");
    expect(refused.body.message).toBe(
      "You set a limit of 3 trades a day: you have placed 3 today. You can trade again after " +
        "the daily reset at 2026-01-08 00:00 (Europe/Prague).",
    );
    expect(
      (await server.request("GET", "/api/account/self-limits", { token })).body.tradesToday,
    ).toBe(3);
    // A resend of an order already placed is answered with it, not refused.
    const resent = await server.request("POST", orders, { token, body: buy("third") });
    expect(resent.status).toBe(200);
    expect(resent.body.order.id).toBe(third.body.order.id);
    // Closing is never refused.
    const closed = await server.request(
      "POST",
      `/api/accounts/${accountId}/positions/${third.body.position.id}/close`,
      { token },
    );
    expect(closed.status).toBe(200);

    // A limit reached today is not raised or removed before tomorrow; lowering it is fine.
    for (const dailyTradeLimit of [5, null]) {
      const loosen = await server.request("PUT", "/api/account/self-limits", {
        token,
        body: { dailyTradeLimit },
      });
      expect(loosen.status).toBe(409);
      expect(loosen.body.message).toMatch(/reached your limit of 3 trades today/);
    }
    const lower = await server.request("PUT", "/api/account/self-limits", {
      token,
      body: { dailyTradeLimit: 2 },
    });
    expect(lower.status).toBe(200);
    expect(lower.body.dailyTradeLimit).toBe(2);
  });

  it("lets two orders sent at once past a limit of one place only one", async () => {
    const { token, accountId } = await trader("racing@example.com");
    await server.request("PUT", "/api/account/self-limits", {
      token,
      body: { dailyTradeLimit: 1 },
    });
    const answers = await Promise.all(
      [1, 2, 3].map(() =>
        server.request("POST", `/api/accounts/${accountId}/orders`, { token, body: buy() }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 422, 422]);
  });

  it("pauses new orders until the daily reset; the pause cannot be lifted; the next day trades", async () => {
    const { token, accountId } = await trader("paused@example.com");
    const orders = `/api/accounts/${accountId}/orders`;
    const open = await server.request("POST", orders, {
      token,
      body: { ...buy(), type: "limit", price: 1.05 },
    });
    expect(open.status).toBe(201);
    const paused = await server.request("PUT", "/api/account/self-limits", {
      token,
      body: { pauseForToday: true },
    });
    expect(paused.status).toBe(200);
    expect(paused.body.lockedUntil).toBe(DAY_END);

    const refused = await server.request("POST", orders, { token, body: buy() });
    expect(refused.status).toBe(422);
    expect(refused.body).toEqual({
      code: "TRADING_PAUSED",
      message:
        "You paused trading until 2026-01-08 00:00 (Europe/Prague): new orders are refused " +
        "until then. You can still close positions and cancel orders.",
    });
    // Cancelling is allowed.
    expect(
      (await server.request("DELETE", `${orders}/${open.body.order.id}`, { token })).status,
    ).toBe(200);
    // Nothing lifts it: a body without the pause leaves it, `false` is not a pause.
    for (const body of [{ pauseForToday: false }, {}, { dailyTradeLimit: 0 }]) {
      const bad = await server.request("PUT", "/api/account/self-limits", { token, body });
      expect(bad.status, JSON.stringify(body)).toBe(400);
    }
    const limited = await server.request("PUT", "/api/account/self-limits", {
      token,
      body: { dailyTradeLimit: 10 },
    });
    expect(limited.body.lockedUntil).toBe(DAY_END);
    expect((await server.request("POST", orders, { token, body: buy() })).status).toBe(422);

    // After the reset in Prague (23:00 UTC), trading is open again.
    await quote(Date.parse(DAY_END) + 1_000);
    t = Date.parse(DAY_END) + 1_000;
    const next = await server.request("GET", "/api/account/self-limits", { token });
    expect(next.body).toMatchObject({ lockedUntil: null, tradesToday: 0 });
    expect((await server.request("POST", orders, { token, body: buy() })).status).toBe(201);
  });

  it("is the trader's own: bad bodies change nothing, and a key cannot read or set it", async () => {
    const { token } = await trader("own@example.com");
    const before = await server.database.db.select().from(selfLimits);
    for (const body of [{ dailyTradeLimit: 1.5 }, { dailyTradeLimit: 1001 }, { pause: true }]) {
      const bad = await server.request("PUT", "/api/account/self-limits", { token, body });
      expect(bad.status, JSON.stringify(body)).toBe(400);
    }
    expect(await server.database.db.select().from(selfLimits)).toEqual(before);
    const key = await server.request("POST", "/api/account/api-keys", {
      token,
      body: { name: "bot", scopes: ["read", "trade"] },
    });
    const byKey = await server.request("GET", "/api/account/self-limits", { token: key.body.key });
    expect(byKey.status).toBe(403);
    expect((await server.request("GET", "/api/account/self-limits")).status).toBe(401);
  });
});
