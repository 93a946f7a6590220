import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "../db/database";
import { marketIncidents } from "../db/schema";
import { ManualClock } from "../lib/clock";
import { createTestDatabase } from "../test/test-database";
import { FeedMonitor, readStoredFeedStatus } from "./feed-monitor";
import type { ConnectionState, VenueHealth } from "./market-feed";
import { recentIncidents } from "./market-incidents";

// The feed monitor over venues' health as the adapters report it (one OANDA venue pricing FX and
// gold, a simulated one), on a real database, with a clock moved by hand and real sessions.
const log = { info() {}, warn() {}, error() {} };
let database: Database;

/** A venue whose health the test sets: its state and each symbol's last price. */
function venue(name: string, symbols: string[]) {
  const health = {
    venue: name,
    state: "connected" as ConnectionState,
    since: 0,
    connections: 1,
    lastError: null as string | null,
    lastQuoteAt: Object.fromEntries(symbols.map((s) => [s, null])) as Record<string, number | null>,
  };
  return {
    health: (): VenueHealth => ({ ...health, lastQuoteAt: { ...health.lastQuoteAt } }),
    quote(symbol: string, at: number) {
      health.lastQuoteAt[symbol] = at;
    },
    cut(error: string) {
      health.state = "disconnected";
      health.lastError = error;
    },
  };
}

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.delete(marketIncidents);
});

function monitorOf(clock: ManualClock, ...venues: ReturnType<typeof venue>[]) {
  return new FeedMonitor({
    feed: { health: () => venues.map((v) => v.health()) },
    db: database.db,
    clock,
    log,
    marketHours: "real",
    intervalMs: 60_000, // the test sweeps by hand
  });
}

const incidents = () => recentIncidents(database.db, 0, 10);

describe("the feed monitor", () => {
  it("the gate lets a halted symbol trade on its first fresh quote, at once", async () => {
    const open = Date.parse("2026-01-12T10:00:00Z");
    const clock = new ManualClock(new Date(open));
    const oanda = venue("oanda", ["EURUSD"]);
    const monitor = monitorOf(clock, oanda);
    await monitor.start();
    oanda.quote("EURUSD", open);
    expect(monitor.halted("EURUSD", open + 31_000)).toMatchObject({ code: "SYMBOL_HALTED" });
    // Within the gate's read interval (it reads the venues at most every 100 ms): still at once.
    oanda.quote("EURUSD", open + 31_001);
    expect(monitor.halted("EURUSD", open + 31_002)).toBeNull();
    await monitor.stop();
  });

  it("a closed market is never halted; a market that opens without a price halts after its threshold", async () => {
    const friday = Date.parse("2026-01-09T21:59:50Z");
    const clock = new ManualClock(new Date(friday));
    const oanda = venue("oanda", ["EURUSD", "XAUUSD"]);
    const simulated = venue("simulated", ["BTCUSD"]);
    const monitor = monitorOf(clock, oanda, simulated);
    await monitor.start();
    oanda.quote("EURUSD", friday);
    // The weekend: hours without a price, and nothing is halted.
    clock.set(new Date("2026-01-10T12:00:00Z"));
    expect(monitor.halted("EURUSD", clock.now().getTime())).toBeNull();
    await monitor.sweep();
    expect(await incidents()).toEqual([]);
    // A silent simulated symbol is a quiet market, not an outage.
    expect(monitor.halted("BTCUSD", clock.now().getTime())).toBeNull();

    // Sunday 22:00 FX opens: 30 s to send a price.
    const open = Date.parse("2026-01-11T22:00:00Z");
    clock.set(new Date(open + 30_000));
    expect(monitor.halted("EURUSD", open + 30_000)).toBeNull();
    clock.set(new Date(open + 30_001));
    expect(monitor.halted("EURUSD", open + 30_001)).toEqual({
      ok: false,
      code: "SYMBOL_HALTED",
      reason: "EURUSD has had no live price since 22:00:00 UTC; trading resumes when it does.",
    });
    // Gold opens at 23:00: not yet halted, not in the incident.
    await monitor.sweep();
    expect(await incidents()).toMatchObject([
      {
        venue: "oanda",
        symbols: ["EURUSD"],
        startedAt: open,
        haltedAt: open + 30_001,
        endedAt: null,
        cause: "no quote from oanda for 30 s",
      },
    ]);
    const stored = await readStoredFeedStatus(database.db);
    expect(stored?.venues.find((v) => v.venue === "oanda")?.symbols).toEqual([
      { symbol: "EURUSD", lastQuoteAt: friday, haltAfterMs: 30_000, haltedSince: open },
      { symbol: "XAUUSD", lastQuoteAt: null, haltAfterMs: 30_000, haltedSince: null },
    ]);
    await monitor.stop();
  });

  it("symbols halting later join the venue's incident; it ends when every one has a fresh price", async () => {
    const t = Date.parse("2026-01-07T14:02:11Z");
    const clock = new ManualClock(new Date(t));
    const oanda = venue("oanda", ["EURUSD", "GBPUSD"]);
    const monitor = monitorOf(clock, oanda);
    await monitor.start();
    oanda.quote("EURUSD", t);
    oanda.quote("GBPUSD", t + 10_000);
    clock.set(new Date(t + 31_000));
    await monitor.sweep();
    clock.set(new Date(t + 41_000));
    oanda.cut("closed (1006)");
    await monitor.sweep();
    expect(await incidents()).toMatchObject([
      { symbols: ["EURUSD", "GBPUSD"], startedAt: t, endedAt: null },
    ]);
    // EURUSD back, GBPUSD not yet: still open.
    oanda.quote("EURUSD", t + 60_000);
    clock.set(new Date(t + 60_500));
    await monitor.sweep();
    expect((await incidents())[0]!.endedAt).toBeNull();
    oanda.quote("GBPUSD", t + 61_000);
    clock.set(new Date(t + 61_200));
    await monitor.sweep();
    expect(await incidents()).toMatchObject([{ startedAt: t, endedAt: t + 61_000 }]);
    await monitor.stop();
  });

  it("the cause names a lost connection; a new leader carries on with the incident left open", async () => {
    const t = Date.parse("2026-01-07T09:00:00Z");
    const clock = new ManualClock(new Date(t));
    const binance = venue("binance", ["BTCUSD"]);
    binance.quote("BTCUSD", t);
    binance.cut("closed (1006)");
    const first = monitorOf(clock, binance);
    await first.start();
    clock.set(new Date(t + 10_001));
    await first.sweep();
    await first.stop();
    expect(await incidents()).toMatchObject([
      { venue: "binance", cause: "connection lost: closed (1006)", endedAt: null },
    ]);

    // The next leader: no second incident while it lasts, and it ends it.
    const second = monitorOf(clock, binance);
    await second.start();
    clock.set(new Date(t + 20_000));
    await second.sweep();
    expect(await incidents()).toHaveLength(1);
    binance.quote("BTCUSD", t + 25_000);
    clock.set(new Date(t + 25_100));
    await second.sweep();
    expect(await incidents()).toMatchObject([{ startedAt: t, endedAt: t + 25_000 }]);
    await second.stop();
  });
});
