import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Quote } from "@proparena/domain/quotes";
import type { Database } from "../db/database";
import { ManualClock } from "../lib/clock";
import { createTestDatabase } from "../test/test-database";
import { MARKET_OPEN_TIME } from "../test/test-server";
import { waitUntil } from "../test/wait-until";
import { MarketService } from "./market-service";
import { MinuteWriter } from "./minute-writer";
import { loadMarket, startSimulatedFeed } from "./simulated-feed";

const log = { info: () => {}, error: () => {} };
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
