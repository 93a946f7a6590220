import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders, positions, tradeHistories } from "../../db/schema";
import { MARKET_OPEN_TIME, startTestServer, type TestServer } from "../../test/test-server";
import { signedInTrader, TEST_PASSWORD } from "../../test/test-users";

// Partial close, trailing stops and one-cancels-other pairs through HTTP, on the free Beta
// account ($1,000,000, no trading costs), with quotes published through the test market route.
const now = new Date(MARKET_OPEN_TIME).toISOString();
const dataDir = mkdtempSync(path.join(tmpdir(), "proparena-pro-orders-"));
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ now, testMarketControl: true, dataDir });
  await quote(1.0999, 1.1);
});
afterAll(async () => {
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function quote(bid: number, ask: number, symbol = "EURUSD") {
  const res = await server.request("POST", "/api/test/market/quote", {
    body: { symbol, bid, ask },
  });
  expect(res.body).toMatchObject({ published: true });
}

async function trader(email: string) {
  const token = await signedInTrader(server, email);
  const { body } = await server.request("GET", "/api/accounts", { token });
  const accountId = body.accounts[0].id as string;
  const call = (method: string, route: string, body?: unknown) =>
    server.request(method, `/api/accounts/${accountId}${route}`, { token, body });
  return { token, accountId, call };
}

describe("partial close: POST .../positions/:positionId/close with {volume}", () => {
  it("EURUSD 1.00 lot bought at 1.10000, 0.40 closed at 1.10250: a $100.00 trade of its own; the rest keeps its id and open time with $660.00 of margin, stored as such", async () => {
    const t = await trader("partial@example.com");
    const placed = await t.call("POST", "/orders", {
      symbol: "EURUSD",
      side: "buy",
      type: "market",
      volume: 1,
    });
    expect(placed.status).toBe(201);
    const p = placed.body.position;
    expect(p).toMatchObject({ openPrice: 1.1, marginCents: 110_000, trailingDistance: null });
    await quote(1.1025, 1.1026);
    const res = await t.call("POST", `/positions/${p.id}/close`, { volume: 0.4 });
    expect(res.status).toBe(200);
    expect(res.body.trade).toMatchObject({
      positionId: p.id,
      volume: 0.4,
      openPrice: 1.1,
      openTime: p.openTime,
      closePrice: 1.1025,
      pnlCents: 10_000,
      reason: "manual",
    });
    expect(res.body.trade.id).not.toBe(p.id);
    expect(res.body.account).toMatchObject({ balanceCents: 100_010_000, usedMarginCents: 66_000 });
    const open = (await t.call("GET", "/positions")).body.items;
    expect(open).toHaveLength(1);
    expect(open[0]).toMatchObject({
      id: p.id,
      volume: 0.6,
      openPrice: 1.1,
      openTime: p.openTime,
      marginCents: 66_000,
      pnlCents: 15_000,
    });
    const db = server.database.db;
    const [row] = await db.select().from(positions).where(eq(positions.id, p.id));
    expect(row).toMatchObject({ volume: 0.6, marginCents: 66_000 });
    const [tradeRow] = await db
      .select()
      .from(tradeHistories)
      .where(eq(tradeHistories.id, res.body.trade.id));
    expect(tradeRow).toMatchObject({ positionId: p.id, volume: 0.4, pnlCents: 10_000 });
    // The rest closes without a volume: $150.00, its trade under the position's id.
    const rest = await t.call("POST", `/positions/${p.id}/close`);
    expect(rest.body.trade).toMatchObject({
      id: p.id,
      positionId: p.id,
      volume: 0.6,
      pnlCents: 15_000,
    });
    expect(rest.body.account.balanceCents).toBe(100_025_000);
    const journal = (await t.call("GET", "/trades")).body.items;
    expect(journal.map((x: { volume: number }) => x.volume).sort()).toEqual([0.4, 0.6]);
  });

  it("a bad volume is a 400 with the engine's code, and nothing changes; someone else's position is a 404", async () => {
    const t = await trader("partial-bad@example.com");
    const p = (
      await t.call("POST", "/orders", { symbol: "EURUSD", side: "buy", type: "market", volume: 1 })
    ).body.position;
    for (const [volume, code] of [
      [0.005, "VOLUME_OFF_STEP"],
      [1.5, "CLOSE_VOLUME_TOO_LARGE"],
    ] as const) {
      const res = await t.call("POST", `/positions/${p.id}/close`, { volume });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe(code);
    }
    const notANumber = await t.call("POST", `/positions/${p.id}/close`, { volume: "half" });
    expect(notANumber.status).toBe(400);
    expect(notANumber.body.code).toBe("VALIDATION_ERROR");
    expect((await t.call("GET", "/positions")).body.items[0]).toMatchObject({
      id: p.id,
      volume: 1,
    });
    const other = await trader("partial-intruder@example.com");
    const foreign = await server.request(
      "POST",
      `/api/accounts/${t.accountId}/positions/${p.id}/close`,
      { token: other.token, body: { volume: 0.5 } },
    );
    expect(foreign.status).toBe(404);
    expect((await t.call("GET", "/positions")).body.items[0]).toMatchObject({ volume: 1 });
  });
});

describe("trailing stops: PATCH .../positions/:positionId with trailingDistance or trailingPips", () => {
  it("20 pips on a buy: the stop follows the bid up tick by tick, stays when it falls back, and is stored", async () => {
    await quote(1.1, 1.1001);
    const t = await trader("trailing@example.com");
    const p = (
      await t.call("POST", "/orders", { symbol: "EURUSD", side: "buy", type: "market", volume: 1 })
    ).body.position;
    const set = await t.call("PATCH", `/positions/${p.id}`, { trailingPips: 20 });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ trailingDistance: 0.002, stopLoss: 1.098 });
    await quote(1.101, 1.1011);
    await quote(1.1005, 1.1006);
    const [open] = (await t.call("GET", "/positions")).body.items;
    expect(open).toMatchObject({ stopLoss: 1.099, trailingDistance: 0.002 });
    const [row] = await server.database.db.select().from(positions).where(eq(positions.id, p.id));
    expect(row).toMatchObject({ stopLoss: 1.099, trailingDistance: 0.002 });
    const both = await t.call("PATCH", `/positions/${p.id}`, {
      trailingPips: 10,
      trailingDistance: 0.001,
    });
    expect(both.status).toBe(400);
    const bad = await t.call("PATCH", `/positions/${p.id}`, { trailingDistance: 0.000015 });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe("INVALID_TRAILING_DISTANCE");
    const cleared = await t.call("PATCH", `/positions/${p.id}`, { trailingPips: null });
    expect(cleared.body).toMatchObject({ trailingDistance: null, stopLoss: 1.099 });
  });
});

describe("one-cancels-other: POST /accounts/:id/orders/oco", () => {
  it("a buy stop and a sell stop: the buy fills at 1.10300 and the sell is cancelled with reason oco", async () => {
    await quote(1.1, 1.1001);
    const t = await trader("oco@example.com");
    const res = await t.call("POST", "/orders/oco", {
      orders: [
        { symbol: "EURUSD", side: "buy", type: "stop", volume: 0.5, price: 1.103 },
        { symbol: "EURUSD", side: "sell", type: "stop", volume: 0.5, price: 1.097 },
      ],
    });
    expect(res.status).toBe(201);
    const [up, down] = res.body.orders;
    expect(up).toMatchObject({ status: "pending", ocoWith: down.id });
    expect(down).toMatchObject({ status: "pending", ocoWith: up.id });
    await quote(1.1029, 1.103);
    const list = (await t.call("GET", "/orders")).body.items;
    expect(list.find((o: { id: string }) => o.id === up.id)).toMatchObject({ status: "filled" });
    expect(list.find((o: { id: string }) => o.id === down.id)).toMatchObject({
      status: "cancelled",
      cancelReason: "oco",
    });
    const [row] = await server.database.db.select().from(orders).where(eq(orders.id, down.id));
    expect(row).toMatchObject({ status: "cancelled", cancelReason: "oco", ocoWith: up.id });
  });

  it("cancelling one cancels the pair; a market order in a pair is a 400 and places nothing", async () => {
    await quote(1.1, 1.1001);
    const t = await trader("oco-cancel@example.com");
    const [up, down] = (
      await t.call("POST", "/orders/oco", {
        orders: [
          { symbol: "EURUSD", side: "buy", type: "limit", volume: 0.1, price: 1.099 },
          { symbol: "EURUSD", side: "sell", type: "limit", volume: 0.1, price: 1.102 },
        ],
      })
    ).body.orders;
    expect((await t.call("DELETE", `/orders/${down.id}`)).status).toBe(200);
    const list = (await t.call("GET", "/orders")).body.items;
    expect(list.find((o: { id: string }) => o.id === up.id)).toMatchObject({
      status: "cancelled",
      cancelReason: "oco",
    });
    const market = await t.call("POST", "/orders/oco", {
      orders: [
        { symbol: "EURUSD", side: "buy", type: "market", volume: 0.1, price: 1.099 },
        { symbol: "EURUSD", side: "sell", type: "limit", volume: 0.1, price: 1.102 },
      ],
    });
    expect(market.status).toBe(400);
    const wrongSide = await t.call("POST", "/orders/oco", {
      orders: [
        { symbol: "EURUSD", side: "buy", type: "limit", volume: 0.1, price: 1.099 },
        { symbol: "EURUSD", side: "sell", type: "limit", volume: 0.1, price: 1.05 },
      ],
    });
    expect(wrongSide.status).toBe(400);
    expect(wrongSide.body.code).toBe("PRICE_WRONG_SIDE");
    expect((await t.call("GET", "/orders", undefined)).body.items).toHaveLength(2);
  });
});

describe("restart", () => {
  it("a restarted server keeps the rest of a partly closed position, its trailing stop and a pending pair, and goes on with them", async () => {
    await quote(1.1, 1.1001);
    const t = await trader("pro-restart@example.com");
    const p = (
      await t.call("POST", "/orders", { symbol: "EURUSD", side: "buy", type: "market", volume: 2 })
    ).body.position;
    await t.call("POST", `/positions/${p.id}/close`, { volume: 0.5 });
    await t.call("PATCH", `/positions/${p.id}`, { trailingDistance: 0.003 });
    const [up, down] = (
      await t.call("POST", "/orders/oco", {
        orders: [
          { symbol: "EURUSD", side: "buy", type: "stop", volume: 0.1, price: 1.104 },
          { symbol: "EURUSD", side: "sell", type: "stop", volume: 0.1, price: 1.096 },
        ],
      })
    ).body.orders;
    const before = {
      positions: (await t.call("GET", "/positions")).body,
      trades: (await t.call("GET", "/trades")).body,
    };
    await server.close();
    server = await startTestServer({ now, testMarketControl: true, dataDir });
    await quote(1.1, 1.1001);
    const signin = await server.request("POST", "/api/auth/signin", {
      body: { email: "pro-restart@example.com", password: TEST_PASSWORD },
    });
    const token = signin.body.token as string;
    const call = (method: string, route: string, body?: unknown) =>
      server.request(method, `/api/accounts/${t.accountId}${route}`, { token, body });
    expect((await call("GET", "/trades")).body).toEqual(before.trades);
    const [rest] = (await call("GET", "/positions")).body.items;
    expect(rest).toMatchObject({
      id: p.id,
      volume: 1.5,
      openTime: p.openTime,
      trailingDistance: 0.003,
      stopLoss: before.positions.items[0].stopLoss,
    });
    // The trail goes on after the restart, and the pair still cancels its other order.
    await quote(1.1045, 1.1046);
    const after = (await call("GET", "/positions")).body.items;
    expect(after.find((x: { id: string }) => x.id === p.id)).toMatchObject({ stopLoss: 1.1015 });
    const list = (await call("GET", "/orders")).body.items;
    expect(list.find((o: { id: string }) => o.id === up.id)).toMatchObject({ status: "filled" });
    expect(list.find((o: { id: string }) => o.id === down.id)).toMatchObject({
      cancelReason: "oco",
    });
  });
});
