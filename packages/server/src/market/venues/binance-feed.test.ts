import type { Quote } from "@proparena/domain/market/quotes";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { systemClock } from "../../lib/clock";
import { waitUntil } from "../../test/wait-until";
import { MarketService, type QuoteSource } from "../market-service";
import { BinanceFeed } from "./binance-feed";
import { BINANCE_SYMBOLS } from "./venue-symbols";
import { startBinanceStandIn, type BinanceStandIn } from "../../test/venues/binance-stand-in";

const until = (check: () => boolean, timeoutMs = 5_000) =>
  waitUntil(async () => check(), timeoutMs);

function recordingLog() {
  const lines: { level: string; msg: string; obj: Record<string, unknown> }[] = [];
  const at =
    (level: string) =>
    (obj: object, msg: string): void => {
      lines.push({ level, msg, obj: obj as Record<string, unknown> });
    };
  return { lines, log: { info: at("info"), warn: at("warn"), error: at("error") } };
}

let standIn: BinanceStandIn;
let market: MarketService;
let published: { quote: Quote; source: QuoteSource | undefined }[];
let feed: BinanceFeed | undefined;
let logged: ReturnType<typeof recordingLog>;

function startFeed(options: Partial<ConstructorParameters<typeof BinanceFeed>[0]> = {}) {
  feed = new BinanceFeed({
    url: standIn.url,
    pairs: new Map(Object.entries(BINANCE_SYMBOLS).map(([symbol, pair]) => [pair, symbol])),
    market,
    clock: systemClock,
    log: logged.log,
    backoff: { baseMs: 20, capMs: 100 },
    ...options,
  });
  feed.start();
  return feed;
}

const btc = () => published.filter((p) => p.quote.symbol === "BTCUSD").map((p) => p.quote);

beforeEach(async () => {
  standIn = await startBinanceStandIn();
  market = new MarketService();
  published = [];
  market.on("quote", (quote, source) => published.push({ quote, source }));
  logged = recordingLog();
});

afterEach(async () => {
  await feed?.stop();
  feed = undefined;
  await standIn.close();
});

describe("the Binance bookTicker adapter against the stand-in", () => {
  it("subscribes to the mapped pairs on one combined stream and BTCUSD follows the venue's quotes", async () => {
    const f = startFeed();
    await until(() => f.health().state === "connected");
    expect(standIn.subscriptions()).toEqual([["btcusdt@bookTicker", "ethusdt@bookTicker"]]);

    standIn.bookTicker("BTCUSDT", "65000.01000000", "65000.02000000");
    standIn.bookTicker("ETHUSDT", "3500.10000000", "3500.11000000");
    // More digits than the catalogue keeps: rounded to BTCUSD's 0.01 tick.
    standIn.bookTicker("BTCUSDT", "65010.504", "65010.6149");
    await until(() => btc().length === 2);
    expect(btc().map(({ bid, ask }) => [bid, ask])).toEqual([
      [65000.01, 65000.02],
      [65010.5, 65010.61],
    ]);
    expect(market.quote("ETHUSD")).toMatchObject({ bid: 3500.1, ask: 3500.11 });
    expect(published[0]!.source).toMatchObject({ venue: "binance" });
    const times = btc().map((q) => q.time);
    expect(times[1]).toBeGreaterThanOrEqual(times[0]!);

    // A quantity-only update (same bid and ask): a sign of life, not a new quote.
    const before = f.health().lastQuoteAt.BTCUSD!;
    await new Promise((r) => setTimeout(r, 5));
    standIn.bookTicker("BTCUSDT", "65010.50", "65010.61");
    standIn.bookTicker("ETHUSDT", "3501.00", "3501.02");
    await until(() => market.quote("ETHUSD")?.bid === 3501);
    expect(btc()).toHaveLength(2);
    expect(f.health().lastQuoteAt.BTCUSD).toBeGreaterThan(before);
  });

  it("logs and skips garbage, venue errors and impossible prices, and goes on", async () => {
    const f = startFeed();
    await until(() => f.health().state === "connected");
    standIn.sendRaw("this is not json");
    standIn.sendRaw("42");
    standIn.sendRaw(
      JSON.stringify({
        stream: "xrpusdt@bookTicker",
        data: { u: 1, s: "XRPUSDT", b: "1", a: "1" },
      }),
    );
    standIn.sendRaw(
      JSON.stringify({ stream: "btcusdt@bookTicker", data: { s: "BTCUSDT", b: "1", a: "2" } }),
    );
    standIn.sendRaw(
      JSON.stringify({
        stream: "btcusdt@bookTicker",
        data: { u: 5e9, s: "BTCUSDT", b: "abc", a: "2" },
      }),
    );
    standIn.sendRaw(JSON.stringify({ code: 2, msg: "Invalid request: missing field `method`" }));
    standIn.sendRaw(JSON.stringify({ result: null, id: 1 }));
    standIn.bookTicker("BTCUSDT", "65001.00", "65000.00"); // crossed
    standIn.bookTicker("BTCUSDT", "64999.00", "64999.50");
    await until(() => btc().length === 1);
    expect(btc()[0]).toMatchObject({ bid: 64999, ask: 64999.5 });
    const reasons = logged.lines
      .filter((l) => l.msg === "malformed message skipped")
      .map((l) => l.obj.reason);
    expect(reasons).toEqual([
      "not JSON",
      "not an object",
      "no known pair in the message",
      "the update id u is missing",
      "bid or ask is not a price",
      "the ask 65000 is below the bid 65001",
    ]);
    expect(logged.lines.some((l) => l.msg === "venue error" && l.obj.code === 2)).toBe(true);
    expect(f.health().state).toBe("connected");
    expect(standIn.accepted).toBe(1);
  });

  it("reconnects with backoff after the connection drops or is refused, and quotes flow again", async () => {
    const f = startFeed();
    await until(() => f.health().state === "connected");
    standIn.bookTicker("BTCUSDT", 65000, 65001);
    await until(() => btc().length === 1);

    standIn.refuse(503);
    standIn.dropAll();
    await until(() => f.health().state === "disconnected");
    // Refused attempts: still disconnected, each failure recorded, the retries keep coming.
    await until(() => f.health().connections >= 3);
    expect(f.health().state).not.toBe("connected");
    expect(f.health().lastError).toContain("503");

    standIn.refuse(null);
    await until(() => f.health().state === "connected");
    expect(standIn.accepted).toBe(2);
    standIn.bookTicker("BTCUSDT", 65100, 65101);
    await until(() => btc().length === 2);
    expect(market.quote("BTCUSD")).toMatchObject({ bid: 65100, ask: 65101 });
    expect(logged.lines.some((l) => l.msg === "venue disconnected")).toBe(true);
  });

  it("on the venue's serverShutdown opens a new connection first and closes the old one once the new one delivers", async () => {
    const f = startFeed();
    await until(() => f.health().state === "connected");
    standIn.serverShutdown();
    await until(() => standIn.accepted === 2 && standIn.subscriptions().length === 2);
    expect(f.health().state).toBe("connected");
    // Both connections get this one; it is published once (the update id).
    standIn.bookTicker("BTCUSDT", 65000, 65001);
    await until(() => standIn.subscriptions().length === 1);
    expect(btc()).toHaveLength(1);
    standIn.bookTicker("BTCUSDT", 65002, 65003);
    await until(() => btc().length === 2);
    expect(f.health().state).toBe("connected");
    expect(f.health().connections).toBe(2);
  });

  it("replaces a connection before the venue's lifetime limit, without a gap", async () => {
    const f = startFeed({ maxConnectionMs: 150 });
    await until(() => f.health().state === "connected");
    let sent = 0;
    const pump = setInterval(() => standIn.bookTicker("BTCUSDT", 65000 + ++sent, 65001 + sent), 10);
    try {
      await until(() => standIn.accepted >= 3);
    } finally {
      clearInterval(pump);
    }
    await until(() => btc().length === sent);
    // Every quote sent through the rotations arrived, once each, in order.
    expect(btc().map((q) => q.bid)).toEqual(Array.from({ length: sent }, (_, i) => 65001 + i));
  });

  it("answers the venue's pings, and cuts a connection that went silent (half-open) and reconnects", async () => {
    await standIn.close();
    standIn = await startBinanceStandIn({ pingMs: 20 });
    const f = startFeed({ silenceMs: 200, pingMs: 60 });
    await until(() => f.health().state === "connected");
    await until(() => standIn.pongs >= 2);

    standIn.freeze(true);
    await until(
      () => logged.lines.some((l) => l.msg === "venue connection silent; reconnecting"),
      3_000,
    );
    standIn.freeze(false);
    await until(() => standIn.accepted === 2 && f.health().state === "connected");
    standIn.bookTicker("BTCUSDT", 65000, 65001);
    await until(() => btc().length === 1);
  });

  it("stops: connections closed, state stopped, no reconnection", async () => {
    const f = startFeed();
    await until(() => f.health().state === "connected");
    await f.stop();
    expect(f.health().state).toBe("stopped");
    await until(() => standIn.subscriptions().length === 0);
    await new Promise((r) => setTimeout(r, 150));
    expect(standIn.accepted).toBe(1);
  });
});
