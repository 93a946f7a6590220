import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Quote } from "@proparena/domain/market/quotes";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ManualClock, systemClock } from "../lib/clock";
import { waitUntil } from "../test/wait-until";
import { MarketService } from "./market-service";
import { QuoteRecorder } from "./quote-recorder";
import { ReplayFeed } from "./replay/replay-feed";
import { BinanceFeed } from "./venues/binance-feed";
import { startBinanceStandIn } from "../test/venues/binance-stand-in";

const log = { info() {}, warn() {}, error() {} };
let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "proparena-recordings-"));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const readLines = async (file: string) =>
  (await readFile(path.join(dir, file), "utf8"))
    .trim()
    .split("\n")
    .map((l) => JSON.parse(l) as Record<string, unknown>);

describe("the quote recorder", () => {
  it("writes one line per published quote with its venue and receipt time, one file per UTC day, appending across restarts", async () => {
    const market = new MarketService();
    let recorder = new QuoteRecorder(dir, log);
    let detach = recorder.attach(market);
    const late = Date.parse("2026-01-06T23:59:59.900Z");
    market.publish({ symbol: "EURUSD", time: late, bid: 1.1, ask: 1.1001 });
    market.publish(
      { symbol: "BTCUSD", time: late + 200, bid: 65000, ask: 65010.5 },
      { venue: "binance", receivedAt: late + 200 },
    );
    detach();
    await recorder.close();
    recorder = new QuoteRecorder(dir, log);
    detach = recorder.attach(market);
    market.publish(
      { symbol: "EURUSD", time: late + 5_000, bid: 1.1002, ask: 1.1003 },
      { venue: "oanda", receivedAt: late + 5_000, venueTime: late + 4_990 },
    );
    detach();
    market.publish({ symbol: "EURUSD", time: late + 6_000, bid: 1.2, ask: 1.2001 });
    await recorder.close();

    expect((await readdir(dir)).sort()).toEqual([
      "quotes-2026-01-06.ndjson",
      "quotes-2026-01-07.ndjson",
    ]);
    expect(await readLines("quotes-2026-01-06.ndjson")).toEqual([
      {
        time: "2026-01-06T23:59:59.900Z",
        symbol: "EURUSD",
        bid: 1.1,
        ask: 1.1001,
        venue: "simulated",
        receivedAt: "2026-01-06T23:59:59.900Z",
      },
    ]);
    expect(await readLines("quotes-2026-01-07.ndjson")).toEqual([
      {
        time: "2026-01-07T00:00:00.100Z",
        symbol: "BTCUSD",
        bid: 65000,
        ask: 65010.5,
        venue: "binance",
        receivedAt: "2026-01-07T00:00:00.100Z",
      },
      {
        time: "2026-01-07T00:00:04.900Z",
        symbol: "EURUSD",
        bid: 1.1002,
        ask: 1.1003,
        venue: "oanda",
        receivedAt: "2026-01-07T00:00:04.900Z",
        venueTime: "2026-01-07T00:00:04.890Z",
      },
    ]);
  });

  it("round trip: what a live feed published, recorded and replayed, is the same quotes at the same intervals", async () => {
    const standIn = await startBinanceStandIn();
    const live = new MarketService();
    const recorder = new QuoteRecorder(dir, log);
    recorder.attach(live);
    const sent: Quote[] = [];
    live.on("quote", (q) => sent.push(q));
    const feed = new BinanceFeed({
      url: standIn.url,
      pairs: new Map([
        ["BTCUSDT", "BTCUSD"],
        ["ETHUSDT", "ETHUSD"],
      ]),
      market: live,
      clock: systemClock,
      log,
    });
    feed.start();
    try {
      await waitUntil(async () => feed.health().state === "connected");
      for (let i = 0; i < 20; i++) {
        standIn.bookTicker(i % 3 ? "BTCUSDT" : "ETHUSDT", 65000 + i, 65000.5 + i);
        await new Promise((r) => setTimeout(r, 3));
      }
      await waitUntil(async () => sent.length === 20);
    } finally {
      await feed.stop();
      await standIn.close();
      await recorder.close();
    }

    const now = Date.parse("2026-03-04T12:00:00Z");
    const clock = new ManualClock(new Date(now));
    const replayed = new MarketService();
    const played: Quote[] = [];
    replayed.on("quote", (q) => played.push(q));
    const replay = new ReplayFeed({
      pattern: path.join(dir, "quotes-*.ndjson"),
      speed: 1,
      market: replayed,
      clock,
      log,
      intervalMs: 5,
    });
    await replay.load();
    // The past: every quote but each symbol's last, which is the live price at once.
    for (const symbol of ["BTCUSD", "ETHUSD"]) {
      const ticks = replayed.candles.candles(symbol, "1m").reduce((n, c) => n + c.ticks, 0);
      expect(ticks).toBe(sent.filter((q) => q.symbol === symbol).length - 1);
    }
    await replay.start();
    expect(played).toHaveLength(2);
    // The next loop: 20 quotes, one average gap after now, each at the recorded interval.
    const span = sent.at(-1)!.time - sent[0]!.time;
    clock.set(new Date(now + Math.round(span + span / 19)));
    try {
      await waitUntil(async () => played.length === 22);
    } finally {
      await replay.stop();
    }
    const loop = played.slice(2);
    expect(loop.map(({ symbol, bid, ask }) => ({ symbol, bid, ask }))).toEqual(
      sent.map(({ symbol, bid, ask }) => ({ symbol, bid, ask })),
    );
    expect(loop.map((q) => q.time - loop[0]!.time)).toEqual(
      sent.map((q) => q.time - sent[0]!.time),
    );
  });
});
