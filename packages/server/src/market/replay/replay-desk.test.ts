import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MARKET_OPEN_TIME, startTestServer, type TestServer } from "../../test/test-server";
import { signedInTrader } from "../../test/test-users";
import { waitUntil } from "../../test/wait-until";
import { ReplayFeed } from "./replay-feed";

// MARKET_FEED=replay through the real desk: the API's quotes and candles are the file's, and a
// breach decided on a replayed tick carries that tick's bid and ask in its evidence.
const log = { info() {}, warn() {}, error() {} };
let server: TestServer;
let dir: string;
let feed: ReplayFeed;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "proparena-replay-desk-"));
  const csv = path.join(dir, "ticks.csv");
  // Recorded on a Monday in June; epoch-ms and ISO times mixed, as the format allows.
  const t = Date.parse("2025-06-02T09:00:00Z");
  await writeFile(
    csv,
    [
      "time,symbol,bid,ask",
      `${new Date(t).toISOString()},EURUSD,1.10000,1.10010`,
      `${t + 10_000},EURUSD,1.09500,1.09512`,
      `${new Date(t + 20_000).toISOString()},EURUSD,1.08990,1.09013`,
      `${t + 30_000},EURUSD,1.10000,1.10010`,
    ].join("\n"),
  );
  server = await startTestServer({ now: new Date(MARKET_OPEN_TIME).toISOString() });
  feed = new ReplayFeed({
    pattern: csv,
    speed: 1,
    market: server.ctx.market,
    clock: server.clock,
    log,
    intervalMs: 5,
  });
  await feed.load();
  await feed.start();
});

afterAll(async () => {
  await feed.stop();
  await server.close();
  await rm(dir, { recursive: true, force: true });
});

describe("a replayed market through the real desk", () => {
  it("serves the file's quotes and candles, and a breach on a replayed tick shows that tick's bid and ask", async () => {
    const instruments = await server.request("GET", "/api/instruments");
    const eur = instruments.body.instruments.find((i: { symbol: string }) => i.symbol === "EURUSD");
    // The file's last tick lands at now.
    expect(eur.quote).toEqual({ symbol: "EURUSD", time: MARKET_OPEN_TIME, bid: 1.1, ask: 1.1001 });
    const candles = await server.request("GET", "/api/instruments/EURUSD/candles?tf=1m");
    // The first three ticks are the past: 09:00:00-09:00:20 shifted to 09:59:30-09:59:50.
    expect(candles.body.candles).toEqual([
      {
        time: (MARKET_OPEN_TIME - 60_000) / 1000,
        open: 1.1,
        high: 1.1,
        low: 1.0899,
        close: 1.0899,
        volume: 3,
      },
      { time: MARKET_OPEN_TIME / 1000, open: 1.1, high: 1.1, low: 1.1, close: 1.1, volume: 1 },
    ]);

    const token = await signedInTrader(server, "replay@example.com");
    const { body } = await server.request("GET", "/api/accounts", { token });
    const accountId = body.accounts[0].id as string;
    const placed = await server.request("POST", `/api/accounts/${accountId}/orders`, {
      token,
      body: { symbol: "EURUSD", side: "buy", type: "market", volume: 50 },
    });
    expect(placed.status).toBe(201);
    expect(placed.body.position.openPrice).toBe(1.1001);

    // The loop plays again from the first tick, 10 s (one average gap) after now: 1.09500 at
    // +20 s loses $25,500; 1.08990 at +30 s loses $51,000 (> $50,000): a daily-loss breach.
    server.clock.set(new Date(MARKET_OPEN_TIME + 30_000));
    await waitUntil(async () => {
      const res = await server.request("GET", `/api/accounts/${accountId}`, { token });
      return res.body.status === "failed";
    });
    await server.ctx.desk.idle();
    const account = await server.request("GET", `/api/accounts/${accountId}`, { token });
    expect(account.body.evidence).toMatchObject({
      rule: "dailyLoss",
      outcome: "breach",
      quote: { symbol: "EURUSD", bid: 1.0899, ask: 1.09013, time: MARKET_OPEN_TIME + 30_000 },
    });
    const trades = await server.request("GET", `/api/accounts/${accountId}/trades`, { token });
    expect(trades.body.items[0]).toMatchObject({ reason: "breach", closePrice: 1.0899 });
    const after = await server.request("GET", "/api/instruments/EURUSD/candles?tf=1m");
    expect(after.body.candles.at(-1)).toMatchObject({
      time: MARKET_OPEN_TIME / 1000,
      close: 1.0899,
      volume: 3,
    });
  });
});
