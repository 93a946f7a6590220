import type { Quote } from "@proparena/domain/market/quotes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseEnv } from "../config/env";
import type { Database } from "../db/database";
import { candles } from "../db/schema";
import { ManualClock } from "../lib/clock";
import { createTestDatabase } from "../test/test-database";
import { MARKET_OPEN_TIME } from "../test/test-server";
import { waitUntil } from "../test/wait-until";
import { MarketService, type QuoteSource } from "./market-service";
import { MinuteWriter } from "./minute-writer";
import { selectMarketFeed } from "./select-feed";
import { startBinanceStandIn, type BinanceStandIn } from "../test/venues/binance-stand-in";

const log = { info() {}, warn() {}, error() {} };
let database: Database;
let standIn: BinanceStandIn;
beforeAll(async () => {
  database = await createTestDatabase();
  standIn = await startBinanceStandIn();
});
afterAll(async () => {
  await standIn.close();
  await database.close();
});

function config(env: Record<string, string>) {
  const parsed = parseEnv(env);
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.env;
}

function market(clock: ManualClock) {
  const m = new MarketService();
  const seen: { quote: Quote; source: QuoteSource | undefined }[] = [];
  m.on("quote", (quote, source) => seen.push({ quote, source }));
  return {
    m,
    seen,
    deps: { db: database.db, clock, market: m, log, writer: new MinuteWriter(database.db) },
  };
}

describe("choosing the market's adapters from the configuration", () => {
  it("by default runs the simulated market on its own, as before: every symbol, history and live ticks", async () => {
    const clock = new ManualClock(new Date(MARKET_OPEN_TIME));
    const { m, seen, deps } = market(clock);
    const feed = await selectMarketFeed(config({}), deps);
    await feed.load();
    expect(m.candles.candles("BTCUSD", "1h").length).toBeGreaterThan(100);
    await feed.start();
    try {
      expect(new Set(seen.map((s) => s.quote.symbol)).size).toBe(12);
      expect(seen.every((s) => s.source === undefined)).toBe(true);
      expect(feed.health()).toEqual([
        expect.objectContaining({ venue: "simulated", state: "connected", connections: 1 }),
      ]);
    } finally {
      await feed.stop();
    }
    expect(feed.health()[0]!.state).toBe("stopped");
  });

  it("mixes venues: BTCUSD from Binance (no simulated price or history ever reaches it), the rest simulated", async () => {
    const clock = new ManualClock(new Date(MARKET_OPEN_TIME));
    const { m, seen, deps } = market(clock);
    const env = config({
      MARKET_VENUES: "BTCUSD:binance,*:simulated",
      BINANCE_WS_URL: standIn.url,
    });
    const feed = await selectMarketFeed(env, deps);
    await feed.load();
    expect(m.candles.candles("BTCUSD", "1m")).toEqual([]);
    expect(m.candles.candles("EURUSD", "1h").length).toBeGreaterThan(100);
    // Minutes recorded from before BTCUSD moved to Binance, and after (the leader writes them).
    const minute = { open: 65000, high: 65010, low: 64990, close: 65005, ticks: 7 };
    await database.db.insert(candles).values([
      { symbol: "BTCUSD", time: new Date(MARKET_OPEN_TIME - 60_000), ...minute },
      { symbol: "BTCUSD", time: new Date(MARKET_OPEN_TIME + 60_000), ...minute },
    ]);

    await feed.start();
    try {
      expect(m.quote("EURUSD")).toBeDefined();
      expect(m.quote("BTCUSD")).toBeUndefined();
      await waitUntil(
        async () => feed.health().find((h) => h.venue === "binance")!.state === "connected",
      );
      standIn.bookTicker("BTCUSDT", "97000.10", "97000.30");
      await waitUntil(async () => m.quote("BTCUSD")?.bid === 97000.1);
      // Ten simulated minutes: EURUSD moves, BTCUSD stays the venue's.
      clock.set(new Date(MARKET_OPEN_TIME + 10 * 60_000));
      await waitUntil(async () => seen.filter((s) => s.quote.symbol === "EURUSD").length > 5);
      expect(m.quote("BTCUSD")).toMatchObject({ bid: 97000.1, ask: 97000.3 });
      expect(seen.filter((s) => s.quote.symbol === "BTCUSD").map((s) => s.source?.venue)).toEqual([
        "binance",
      ]);
      expect(seen.find((s) => s.quote.symbol === "EURUSD")!.source?.venue).toBe("simulated");

      // A quote from outside on a simulated symbol (the test market): the simulation goes on from it.
      m.publish(
        { symbol: "GBPUSD", time: clock.now().getTime(), bid: 2.5, ask: 2.5002 },
        { venue: "test", receivedAt: 0 },
      );
      const after = seen.length;
      clock.set(new Date(MARKET_OPEN_TIME + 12 * 60_000));
      await waitUntil(async () => seen.slice(after).some((s) => s.quote.symbol === "GBPUSD"));
      const next = seen.slice(after).find((s) => s.quote.symbol === "GBPUSD")!.quote;
      expect(Math.abs(next.bid - 2.5)).toBeLessThan(0.05);
      expect(feed.health().map((h) => h.venue)).toEqual(["simulated", "binance"]);
    } finally {
      await feed.stop();
    }

    // A restart: BTCUSD has been Binance's since the first start, so its recorded minute
    // after that is its history, and the one from before is not.
    const again = market(clock);
    const restarted = await selectMarketFeed(env, again.deps);
    await restarted.load();
    expect(again.m.candles.candles("BTCUSD", "1m").map((c) => c.time)).toEqual([
      MARKET_OPEN_TIME + 60_000,
    ]);
  });
});
