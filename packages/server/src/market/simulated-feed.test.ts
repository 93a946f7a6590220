import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MarketModelState } from "@proparena/domain/market/market-model";
import type { Quote } from "@proparena/domain/market/quotes";
import { eq } from "drizzle-orm";
import type { Database } from "../db/database";
import { marketState } from "../db/schema";
import { ManualClock } from "../lib/clock";
import { createTestDatabase } from "../test/test-database";
import { MARKET_OPEN_TIME } from "../test/test-server";
import { waitUntil } from "../test/wait-until";
import { MarketService } from "./market-service";
import { MinuteWriter } from "./minute-writer";
import { loadMarket, startSimulatedFeed } from "./simulated-feed";

const log = { info: () => {}, error: () => {} };
const DAY = 86_400_000;
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe("the simulated feed", () => {
  it("continues from a quote published from outside it (the test market), not from its own price", async () => {
    const clock = new ManualClock(new Date(MARKET_OPEN_TIME));
    const market = new MarketService();
    const options = { db: database.db, clock, market, log, historyDays: 1 };
    const setup = await loadMarket(options);
    const feed = startSimulatedFeed(
      { ...options, intervalMs: 5 },
      setup,
      new MinuteWriter(database.db),
    );
    try {
      const own = market.quote("EURUSD")!;
      const moved = { symbol: "EURUSD", time: MARKET_OPEN_TIME + 1, bid: 2.5, ask: 2.5001 };
      expect(own.bid).toBeLessThan(2);
      market.publish(moved);
      const next: Quote[] = [];
      market.on("quote", (q) => {
        if (q.symbol === "EURUSD" && q !== moved) next.push(q);
      });
      clock.set(new Date(MARKET_OPEN_TIME + 10 * 60_000));
      await waitUntil(async () => next.length > 0);
      // Ten minutes of EURUSD moves well under 1%: the feed went on from 2.5.
      expect(next[0]!.bid).toBeGreaterThan(2.45);
      expect(next[0]!.bid).toBeLessThan(2.55);
    } finally {
      await feed.stop();
    }
  });
});

describe("the simulated market's back history", () => {
  let own: Database;
  beforeAll(async () => {
    own = await createTestDatabase();
  });
  afterAll(() => own.close());

  it("is 90 days on first start and after a restart of an older install; the live feed and the next start join it without a seam", async () => {
    const clock = new ManualClock(new Date(MARKET_OPEN_TIME));
    const writer = new MinuteWriter(own.db);
    const boot = async () => {
      const market = new MarketService((symbol, candle) => writer.add(symbol, candle));
      const setup = await loadMarket({ db: own.db, clock, market, log });
      return { market, setup };
    };
    const first = await boot();
    const oldest = (m: MarketService) => m.candles.candles("EURUSD", "1D", 0, undefined, 1_000)[0]!;
    expect(oldest(first.market).time).toBeLessThanOrEqual(MARKET_OPEN_TIME - 89 * DAY);
    // 15-minute candles and coarser reach back 90 days; 1m and 5m fill the store (10,000 each).
    for (const tf of ["15m", "1h", "4h", "1D"] as const) {
      const c = first.market.candles.candles("XAUUSD", tf, 0, undefined, 20_000);
      expect(c[0]!.time).toBeLessThanOrEqual(MARKET_OPEN_TIME - 89 * DAY);
    }
    for (const tf of ["1m", "5m"] as const) {
      expect(first.market.candles.candles("XAUUSD", tf, 0, undefined, 20_000)).toHaveLength(10_000);
    }
    const historyClose = first.market.candles.last("EURUSD", "1m")!.close;
    expect(Object.keys(first.setup.models ?? {})).toHaveLength(12);

    const feed = startSimulatedFeed(
      { db: own.db, clock, market: first.market, log, intervalMs: 5 },
      first.setup,
      writer,
    );
    try {
      // The live market opens where the history closed (a bid within two pips).
      expect(Math.abs(first.market.quote("EURUSD")!.bid - historyClose)).toBeLessThan(0.0002);
      clock.set(new Date(MARKET_OPEN_TIME + 3 * 60_000 + 500));
      await waitUntil(
        async () => first.market.quote("EURUSD")!.time > MARKET_OPEN_TIME + 2 * 60_000,
      );
    } finally {
      await feed.stop();
    }
    const [saved] = await own.db.select().from(marketState).where(eq(marketState.id, "simulated"));
    const savedModels = (saved!.state as { models: Record<string, MarketModelState> }).models;
    expect(savedModels.EURUSD!.random).not.toEqual(first.setup.models!.EURUSD!.random);

    // An install from before the 90-day history (21 days stored) gets 90 days on its next start.
    await own.db
      .update(marketState)
      .set({ historyStart: new Date(MARKET_OPEN_TIME - 21 * DAY) })
      .where(eq(marketState.id, "simulated"));
    const second = await boot();
    expect(oldest(second.market).time).toBeLessThanOrEqual(MARKET_OPEN_TIME - 89 * DAY);
    // The regenerated history ends where the first persisted live minute opens.
    const minutes = second.market.candles.candles("EURUSD", "1m", MARKET_OPEN_TIME - 5 * 60_000);
    const lastHistory = minutes.filter((c) => c.time < MARKET_OPEN_TIME).at(-1)!;
    const firstLive = minutes.find((c) => c.time >= MARKET_OPEN_TIME)!;
    expect(lastHistory.close).toBe(firstLive.open);
    // The models carry on from where the feed stopped, not from the history's end.
    expect(second.setup.models!.EURUSD).toEqual(savedModels.EURUSD);
  });
});
