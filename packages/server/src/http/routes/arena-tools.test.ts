import { SOCKET_EVENTS } from "@proparena/contracts/socket-events";
import type { Notice } from "@proparena/contracts/notices";
import { and, eq } from "drizzle-orm";
import { io as connect, type Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chartDrawings, chartSettings, notices, outboxEmails, priceAlerts } from "../../db/schema";
import { PriceAlertWatcher } from "../../services/arena-tools/price-alert-watcher";
import { MARKET_OPEN_TIME, startTradingTestServer, type TestServer } from "../../test/test-server";
import { signedInTrader } from "../../test/test-users";

let server: TestServer;
let token: string;
let other: string;
let userId: string;
let t = MARKET_OPEN_TIME + 1_000;
const sockets: Socket[] = [];

beforeAll(async () => {
  server = await startTradingTestServer();
  token = await signedInTrader(server, "tools@example.com");
  other = await signedInTrader(server, "someone@example.com");
  userId = (await server.request("GET", "/api/auth/check", { token })).body.user.id;
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await server.close();
});

const quote = async (bid: number, symbol = "EURUSD") => {
  await server.tick({
    symbol,
    bid,
    ask: Math.round((bid + 0.0001) * 1e5) / 1e5,
    time: (t += 1_000),
  });
  await server.alerts.idle();
};

const rowsOf = <T extends typeof chartSettings | typeof chartDrawings | typeof priceAlerts>(
  table: T,
) => server.database.db.select().from(table as typeof priceAlerts);

describe("chart settings", () => {
  const indicators = [
    { id: "ma-1", kind: "sma", period: 20, color: "#F59E0B" },
    { id: "bb-1", kind: "bollinger", period: 20, stdDev: 2 },
    { id: "rsi-1", kind: "rsi", period: 14 },
    { id: "macd-1", kind: "macd", fast: 12, slow: 26, signal: 9 },
  ];

  it("are empty at first, kept per trader, and answered as saved", async () => {
    expect((await server.request("GET", "/api/chart/settings", { token })).body).toEqual({
      indicators: [],
    });
    const saved = await server.request("PUT", "/api/chart/settings", {
      token,
      body: { indicators },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.indicators[0]).toEqual(indicators[0]);
    const read = await server.request("GET", "/api/chart/settings", { token });
    expect(read.body.indicators.map((i: { kind: string }) => i.kind)).toEqual([
      "sma",
      "bollinger",
      "rsi",
      "macd",
    ]);
    // Another trader's chart is their own.
    expect((await server.request("GET", "/api/chart/settings", { token: other })).body).toEqual({
      indicators: [],
    });
  });

  it("refuses bad settings with a 400 and keeps what was saved", async () => {
    const before = await rowsOf(chartSettings);
    for (const bad of [
      [{ id: "m", kind: "macd", fast: 26, slow: 12, signal: 9 }],
      [{ id: "r", kind: "rsi", period: 1 }],
      [{ id: "r", kind: "rsi", period: 14.5 }],
      [{ id: "x", kind: "vwap", period: 14 }],
      [{ id: "b", kind: "bollinger", period: 20, stdDev: 9 }],
      [
        { id: "same", kind: "sma", period: 10 },
        { id: "same", kind: "ema", period: 10 },
      ],
      Array.from({ length: 11 }, (_, i) => ({ id: `s${i}`, kind: "sma", period: 10 })),
    ]) {
      const answer = await server.request("PUT", "/api/chart/settings", {
        token,
        body: { indicators: bad },
      });
      expect(answer.status, JSON.stringify(bad)).toBe(400);
      expect(answer.body.code).toBe("VALIDATION_ERROR");
    }
    expect(await rowsOf(chartSettings)).toEqual(before);
  });

  it("needs a signed-in trader", async () => {
    expect((await server.request("GET", "/api/chart/settings")).status).toBe(401);
  });
});

describe("chart drawings", () => {
  const trend = {
    symbol: "EURUSD",
    kind: "trend",
    points: [
      { time: 1_767_780_000, price: 1.095 },
      { time: 1_767_783_600, price: 1.1 },
    ],
  };

  it("are kept per trader and symbol, listed oldest first, and deleted by their owner only", async () => {
    const line = await server.request("POST", "/api/chart/drawings", {
      token,
      body: { symbol: "eurusd", kind: "horizontal", points: [{ time: 1_767_780_000, price: 1.1 }] },
    });
    expect(line.status).toBe(201);
    expect(line.body).toMatchObject({ symbol: "EURUSD", kind: "horizontal", color: null });
    server.clock.advance(1_000);
    const made = await server.request("POST", "/api/chart/drawings", { token, body: trend });
    expect(made.status).toBe(201);
    expect(made.body.points).toEqual(trend.points);

    const list = await server.request("GET", "/api/chart/drawings?symbol=EURUSD", { token });
    expect(list.body.drawings.map((d: { id: string }) => d.id)).toEqual([
      line.body.id,
      made.body.id,
    ]);
    expect(
      (await server.request("GET", "/api/chart/drawings?symbol=USDJPY", { token })).body,
    ).toEqual({ drawings: [] });
    expect(
      (await server.request("GET", "/api/chart/drawings?symbol=EURUSD", { token: other })).body,
    ).toEqual({ drawings: [] });

    // Someone else's id is not found, and stays.
    const theirs = await server.request("DELETE", `/api/chart/drawings/${made.body.id}`, {
      token: other,
    });
    expect(theirs.status).toBe(404);
    const deleted = await server.request("DELETE", `/api/chart/drawings/${made.body.id}`, {
      token,
    });
    expect(deleted.status).toBe(200);
    expect(deleted.body.id).toBe(made.body.id);
    const after = await server.request("GET", "/api/chart/drawings?symbol=EURUSD", { token });
    expect(after.body.drawings.map((d: { id: string }) => d.id)).toEqual([line.body.id]);
    expect(
      (await server.request("DELETE", `/api/chart/drawings/${made.body.id}`, { token })).status,
    ).toBe(404);
    expect(
      (await server.request("DELETE", "/api/chart/drawings/not-a-uuid", { token })).status,
    ).toBe(400);
  });

  it("refuses bad drawings with a 400, changing nothing", async () => {
    const before = await rowsOf(chartDrawings);
    for (const bad of [
      { ...trend, symbol: "NOPE" },
      { ...trend, points: [trend.points[0]] },
      { ...trend, points: [trend.points[0], { ...trend.points[0], price: 1.2 }] },
      { ...trend, kind: "circle" },
      { symbol: "EURUSD", kind: "horizontal", points: [{ time: 1, price: -1 }] },
      { ...trend, color: "red" },
    ]) {
      const answer = await server.request("POST", "/api/chart/drawings", { token, body: bad });
      expect(answer.status, JSON.stringify(bad)).toBe(400);
    }
    expect((await server.request("GET", "/api/chart/drawings?symbol=NOPE", { token })).status).toBe(
      400,
    );
    expect(await rowsOf(chartDrawings)).toEqual(before);
  });

  it("keeps at most 50 on a symbol (409)", async () => {
    const crowded = await signedInTrader(server, "crowded@example.com");
    const crowdedId = (await server.request("GET", "/api/auth/check", { token: crowded })).body.user
      .id;
    await server.database.db.insert(chartDrawings).values(
      Array.from({ length: 50 }, (_, i) => ({
        userId: crowdedId,
        symbol: "XAUUSD",
        kind: "horizontal",
        points: [{ time: 1_767_780_000, price: 2000 + i }],
      })),
    );
    const refused = await server.request("POST", "/api/chart/drawings", {
      token: crowded,
      body: { ...trend, symbol: "XAUUSD" },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/50 drawings on XAUUSD/);
    // Another symbol still takes one.
    expect(
      (await server.request("POST", "/api/chart/drawings", { token: crowded, body: trend })).status,
    ).toBe(201);
  });
});

describe("price alerts", () => {
  async function signedInSocket(who: string): Promise<Notice[]> {
    const socket = connect(server.url, { transports: ["websocket"], reconnection: false });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.on("connect", () => resolve());
      socket.on("connect_error", reject);
    });
    await socket.emitWithAck(SOCKET_EVENTS.authenticate, { token: who });
    const received: Notice[] = [];
    socket.on(SOCKET_EVENTS.notice, (notice: Notice) => received.push(notice));
    return received;
  }
  const alertEmails = () =>
    server.database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.to, "tools@example.com"))
      .then((rows) => rows.filter((r) => r.subject.includes("EURUSD")));
  const alertNotices = () =>
    server.database.db
      .select()
      .from(notices)
      .where(and(eq(notices.userId, userId), eq(notices.kind, "price-alert")));

  it("fires once when the bid crosses, on the socket and by e-mail when asked", async () => {
    await quote(1.1);
    const received = await signedInSocket(token);
    const above = await server.request("POST", "/api/alerts", {
      token,
      body: {
        symbol: "EURUSD",
        condition: "crossesAbove",
        price: 1.105,
        email: true,
        note: "breakout",
      },
    });
    expect(above.status).toBe(201);
    expect(above.body).toMatchObject({ status: "active", email: true, triggeredAt: null });
    const below = await server.request("POST", "/api/alerts", {
      token,
      body: { symbol: "EURUSD", condition: "crossesBelow", price: 1.095 },
    });
    expect(below.status).toBe(201);
    expect(below.body.email).toBe(false);

    await quote(1.1049);
    expect(await alertNotices()).toHaveLength(0);
    await quote(1.1052);
    const list = (await server.request("GET", "/api/alerts", { token })).body.alerts;
    expect(list.find((a: { id: string }) => a.id === above.body.id)).toMatchObject({
      status: "triggered",
      triggerBid: 1.1052,
      triggerAsk: 1.1053,
    });
    expect(list.find((a: { id: string }) => a.id === below.body.id).status).toBe("active");
    const mails = await alertEmails();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain("EURUSD rose to 1.10500");
    expect(mails[0]!.text).toContain("Your note: breakout");
    await expect.poll(() => received.map((n) => n.title)).toEqual(["EURUSD rose to 1.10500"]);

    // Further up and back down through it: no second notice.
    await quote(1.106);
    await quote(1.1);
    expect(await alertNotices()).toHaveLength(1);

    // The alert below fires on the way down, without an e-mail (it did not ask for one).
    await quote(1.0949);
    expect(await alertNotices()).toHaveLength(2);
    expect(await alertEmails()).toHaveLength(1);
    await expect
      .poll(() => received.map((n) => n.title))
      .toEqual(["EURUSD rose to 1.10500", "EURUSD fell to 1.09500"]);
    await quote(1.1);
  });

  it("refuses an alert the bid already meets, bad input and unknown symbols, changing nothing", async () => {
    const before = await rowsOf(priceAlerts);
    const met = await server.request("POST", "/api/alerts", {
      token,
      body: { symbol: "EURUSD", condition: "crossesAbove", price: 1.0999 },
    });
    expect(met.status).toBe(400);
    expect(met.body.issues[0].path).toBe("price");
    expect(met.body.message).toMatch(/already at or above/);
    for (const bad of [
      { symbol: "NOPE", condition: "crossesAbove", price: 2 },
      { symbol: "EURUSD", condition: "touches", price: 2 },
      { symbol: "EURUSD", condition: "crossesAbove", price: -2 },
      { symbol: "EURUSD", condition: "crossesAbove", price: 2, note: "\u202e" },
    ]) {
      const answer = await server.request("POST", "/api/alerts", { token, body: bad });
      expect(answer.status, JSON.stringify(bad)).toBe(400);
    }
    expect(await rowsOf(priceAlerts)).toEqual(before);
  });

  it("are deleted by their owner only; a deleted alert never fires", async () => {
    const made = await server.request("POST", "/api/alerts", {
      token,
      body: { symbol: "EURUSD", condition: "crossesAbove", price: 1.12, email: true },
    });
    expect(
      (await server.request("DELETE", `/api/alerts/${made.body.id}`, { token: other })).status,
    ).toBe(404);
    expect((await server.request("GET", "/api/alerts", { token: other })).body.alerts).toEqual([]);
    const deleted = await server.request("DELETE", `/api/alerts/${made.body.id}`, { token });
    expect(deleted.status).toBe(200);
    const firedBefore = (await alertNotices()).length;
    await quote(1.121);
    expect(await alertNotices()).toHaveLength(firedBefore);
    await quote(1.1);
  });

  it("fires exactly once when two watchers race, and is read at start", async () => {
    // An alert another instance stored: a watcher that starts now reads it.
    const [stored] = await server.database.db
      .insert(priceAlerts)
      .values({ userId, symbol: "EURUSD", condition: "crossesBelow", price: 1.09, email: true })
      .returning();
    const second = new PriceAlertWatcher(server.ctx, server.ctx.market, (error) => {
      throw error;
    });
    await second.start();
    expect(second.watched).toBe(1);
    // The test server's own watcher learns of it when any alert on the symbol changes.
    const nudge = await server.request("POST", "/api/alerts", {
      token,
      body: { symbol: "EURUSD", condition: "crossesAbove", price: 1.2 },
    });
    await server.alerts.idle();
    const firedBefore = (await alertNotices()).length;
    const mailsBefore = (await alertEmails()).length;
    await quote(1.0899);
    await second.idle();
    await second.stop();
    expect(await alertNotices()).toHaveLength(firedBefore + 1);
    expect(await alertEmails()).toHaveLength(mailsBefore + 1);
    const [row] = await server.database.db
      .select()
      .from(priceAlerts)
      .where(eq(priceAlerts.id, stored!.id));
    expect(row).toMatchObject({ status: "triggered", triggerBid: 1.0899 });
    await server.request("DELETE", `/api/alerts/${nudge.body.id}`, { token });
    await quote(1.1);
  });
});
