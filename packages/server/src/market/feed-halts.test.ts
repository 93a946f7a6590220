import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseEnv } from "../config/env";
import { startTestServer, type TestServer } from "../test/test-server";
import { signedInTrader } from "../test/test-users";
import { waitUntil } from "../test/wait-until";
import { MinuteWriter } from "./minute-writer";
import { selectMarketFeed } from "./select-feed";
import { startBinanceStandIn, type BinanceStandIn } from "../test/venues/binance-stand-in";

// Issue 27's "done when": the Binance adapter, pointed at its stand-in with BINANCE_WS_URL,
// through the real server (HTTP, desk, feed monitor, database). BTCUSD follows the stand-in; when
// the stand-in goes silent BTCUSD halts after its 10 s threshold, a market order gets 409 with the
// sentence, GET /api/status lists the incident, pending orders and stops wait and fill at the
// first fresh quote (a gap fill), and trading resumes on it. The server's clock is moved by hand
// (a Wednesday: the simulated FX around it trades too), so the threshold is exact.
const T0 = Date.parse("2026-01-07T10:00:00Z");
const log = { info() {}, warn() {}, error() {} };
let standIn: BinanceStandIn;
let server: TestServer;
let token: string;
let accountId: string;

beforeAll(async () => {
  standIn = await startBinanceStandIn();
  const parsed = parseEnv({ MARKET_FEED: "binance", BINANCE_WS_URL: standIn.url });
  if (!parsed.ok) throw new Error(parsed.message);
  server = await startTestServer({
    now: new Date(T0).toISOString(),
    // The production thresholds; the monitor sweeps often so the test need not wait.
    monitorIntervalMs: 20,
    feed: ({ market, clock, db }) =>
      selectMarketFeed(parsed.env, { db, clock, market, log, writer: new MinuteWriter(db) }),
  });
  token = await signedInTrader(server, "halts@example.com");
  accountId = (await server.request("GET", "/api/accounts", { token })).body.accounts[0].id;
}, 60_000);

afterAll(async () => {
  await server?.close();
  await standIn?.close();
});

const at = (ms: number) => server.clock.set(new Date(ms));
const quoteOf = async (symbol: string) =>
  (await server.request("GET", "/api/instruments")).body.instruments.find(
    (i: { symbol: string }) => i.symbol === symbol,
  );
const order = (body: Record<string, unknown>) =>
  server.request("POST", `/api/accounts/${accountId}/orders`, { token, body });
const status = async () => (await server.request("GET", "/api/status")).body;
const binance = async () =>
  (await status()).venues.find((v: { venue: string }) => v.venue === "binance");

describe("a silent venue halts its symbols; the first fresh quote resumes trading and fills what waited", () => {
  it("BTCUSD follows the stand-in, halts past 10 s of silence, is listed on /status, and resumes", async () => {
    await waitUntil(async () => (await binance())?.state === "connected");
    expect(standIn.subscriptions()).toEqual([["btcusdt@bookTicker", "ethusdt@bookTicker"]]);
    standIn.bookTicker("BTCUSDT", "65000.00", "65001.00");
    standIn.bookTicker("ETHUSDT", "3500.00", "3500.50");
    await waitUntil(async () => (await quoteOf("ETHUSD")).quote?.bid === 3500);
    expect((await quoteOf("BTCUSD")).quote).toEqual({
      symbol: "BTCUSD",
      bid: 65000,
      ask: 65001,
      time: T0,
    });
    await server.ctx.desk.idle();

    // A position with a stop loss, and a pending sell stop, both below the market.
    const long = await order({
      symbol: "BTCUSD",
      side: "buy",
      type: "market",
      volume: 1,
      stopLoss: 64900,
    });
    expect(long.status).toBe(201);
    expect(long.body.position.openPrice).toBe(65001);
    const sellStop = await order({
      symbol: "BTCUSD",
      side: "sell",
      type: "stop",
      volume: 1,
      price: 64800,
    });
    expect(sellStop.status).toBe(201);

    // 10 s of silence is the threshold itself: BTCUSD still trades.
    at(T0 + 10_000);
    expect((await quoteOf("BTCUSD")).haltedSince).toBeNull();
    // Past it, BTCUSD (and ETHUSD, silent as long) halt: market orders and closes are refused.
    at(T0 + 10_001);
    const refused = await order({ symbol: "BTCUSD", side: "buy", type: "market", volume: 0.1 });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      code: "SYMBOL_HALTED",
      message: "BTCUSD has had no live price since 10:00:00 UTC; trading resumes when it does.",
    });
    const close = await server.request(
      "POST",
      `/api/accounts/${accountId}/positions/${long.body.position.id}/close`,
      { token },
    );
    expect(close.status).toBe(409);
    expect(close.body.code).toBe("SYMBOL_HALTED");
    // A pending order is taken: it waits for a price like the others.
    const buyLimit = await order({
      symbol: "BTCUSD",
      side: "buy",
      type: "limit",
      volume: 0.1,
      price: 60000,
    });
    expect(buyLimit.status).toBe(201);
    expect((await quoteOf("BTCUSD")).haltedSince).toBe(new Date(T0).toISOString());

    // The incident: one for the venue, both its symbols, open.
    await server.monitor!.sweep();
    const during = await status();
    expect(during.incidents).toEqual([
      {
        id: expect.any(String),
        venue: "binance",
        symbols: ["BTCUSD", "ETHUSD"],
        startedAt: new Date(T0).toISOString(),
        endedAt: null,
        durationMs: null,
        cause: "no quote from binance for 10 s",
      },
    ]);
    const btc = during.venues
      .find((v: { venue: string }) => v.venue === "binance")
      .symbols.find((s: { symbol: string }) => s.symbol === "BTCUSD");
    expect(btc).toEqual({
      symbol: "BTCUSD",
      lastQuoteAt: new Date(T0).toISOString(),
      lastQuoteAgeMs: 10_001,
      haltAfterMs: 10_000,
      haltedSince: new Date(T0).toISOString(),
    });

    // A minute later the venue speaks again, 500 below: the stop loss and the sell stop fill at
    // the fresh quote (a gap fill), not at their levels.
    at(T0 + 70_000);
    standIn.bookTicker("BTCUSDT", "64500.00", "64501.00");
    await waitUntil(async () => (await quoteOf("BTCUSD")).quote?.bid === 64500);
    await server.ctx.desk.idle();
    const trades = await server.request("GET", `/api/accounts/${accountId}/trades`, { token });
    expect(trades.body.items).toMatchObject([
      { id: long.body.position.id, reason: "stopLoss", openPrice: 65001, closePrice: 64500 },
    ]);
    const positions = await server.request("GET", `/api/accounts/${accountId}/positions`, {
      token,
    });
    expect(positions.body.items).toMatchObject([{ side: "sell", openPrice: 64500 }]);
    // BTCUSD trades again; ETHUSD, still silent, keeps the incident open.
    expect((await quoteOf("BTCUSD")).haltedSince).toBeNull();
    const resumed = await order({ symbol: "BTCUSD", side: "buy", type: "market", volume: 0.1 });
    expect(resumed.status).toBe(201);
    expect(resumed.body.position.openPrice).toBe(64501);
    await server.monitor!.sweep();
    expect((await status()).incidents[0].endedAt).toBeNull();

    at(T0 + 75_000);
    standIn.bookTicker("ETHUSDT", "3490.00", "3490.50");
    await waitUntil(async () => (await quoteOf("ETHUSD")).quote?.bid === 3490);
    await server.monitor!.sweep();
    expect((await status()).incidents).toEqual([
      expect.objectContaining({
        symbols: ["BTCUSD", "ETHUSD"],
        startedAt: new Date(T0).toISOString(),
        endedAt: new Date(T0 + 75_000).toISOString(),
        durationMs: 75_000,
      }),
    ]);
    expect(
      (await binance()).symbols.every((s: { haltedSince: null }) => s.haltedSince === null),
    ).toBe(true);
  }, 60_000);
});
