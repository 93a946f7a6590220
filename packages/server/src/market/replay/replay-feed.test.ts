import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Quote } from "@proparena/domain/market/quotes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ManualClock } from "../../lib/clock";
import { waitUntil } from "../../test/wait-until";
import { MarketService, type QuoteSource } from "../market-service";
import { ReplayFeed } from "./replay-feed";

const NOW = Date.parse("2026-01-07T10:00:00Z");
const T = Date.parse("2025-06-02T09:00:00Z");
let dir: string;
let lines: { level: string; msg: string; obj: Record<string, unknown> }[];
const log = {
  info: (obj: object, msg: string) => void lines.push({ level: "info", msg, obj: obj as never }),
  warn: (obj: object, msg: string) => void lines.push({ level: "warn", msg, obj: obj as never }),
  error: (obj: object, msg: string) => void lines.push({ level: "error", msg, obj: obj as never }),
};

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "proparena-replay-"));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

async function file(name: string, text: string) {
  const at = path.join(dir, name);
  await writeFile(at, text);
  return at;
}

function setup(pattern: string, speed = 1) {
  lines = [];
  const clock = new ManualClock(new Date(NOW));
  const market = new MarketService();
  const published: { quote: Quote; source: QuoteSource | undefined }[] = [];
  market.on("quote", (quote, source) => published.push({ quote, source }));
  const feed = new ReplayFeed({ pattern, speed, market, clock, log, intervalMs: 5 });
  return { clock, market, published, feed };
}

describe("replaying recorded ticks", () => {
  it("reads CSV (ISO or epoch ms times), reports bad lines by number, skips unknown symbols with one warning, and loads the file as the past", async () => {
    const csv = await file(
      "ticks.csv",
      [
        "time,symbol,bid,ask",
        "2025-06-02T09:00:00Z,EURUSD,1.10000,1.10010",
        `${T + 30_000},EURUSD,1.10100,1.10110`,
        "2025-06-02T09:01:00.000Z,EURUSD,1.09900,1.09910",
        "2025-06-02T09:01:10Z,XAGUSD,30.1,30.2",
        "yesterday,EURUSD,1.1,1.2",
        "2025-06-02T09:01:20Z,EURUSD,abc,1.2",
        "2025-06-02T09:01:25Z,EURUSD,1.2,1.1",
        "2025-06-02T09:01:30Z,XAGUSD,30.1,30.2",
        "a stray line",
        "",
        "2025-06-02T09:02:00Z,EURUSD,1.09800,1.09812",
        "2025-06-02T09:02:00Z,GBPUSD,1.27000,1.27015",
      ].join("\n"),
    );
    const { market, published, feed } = setup(csv);
    expect((await feed.symbols()).sort()).toEqual(["EURUSD", "GBPUSD"]);
    const bad = lines.filter((l) => l.msg === "replay: a line that cannot be read was skipped");
    expect(bad.map((l) => [l.obj.line, l.obj.reason])).toEqual([
      [6, 'the time "yesterday" is neither ISO-8601 nor epoch ms'],
      [7, "bid or ask is not a number"],
      [8, "the ask 1.1 is below the bid 1.2"],
      [10, "fewer values than the header names"],
    ]);
    const unknown = lines.filter((l) => l.msg.includes("symbols the catalogue does not have"));
    expect(unknown).toHaveLength(1);
    expect(unknown[0]!.obj.symbols).toEqual({ XAGUSD: 2 });

    await feed.load();
    // The last tick (09:02:00) lands at NOW: the file's minutes are the last three before it.
    const minutes = market.candles.candles("EURUSD", "1m");
    expect(minutes.map((c) => [c.time - NOW, c.open, c.close])).toEqual([
      [-120_000, 1.1, 1.101],
      [-60_000, 1.099, 1.099],
    ]);
    expect(published).toHaveLength(0);

    await feed.start();
    // The latest price of each symbol is live at once.
    expect(market.quote("EURUSD")).toEqual({
      symbol: "EURUSD",
      time: NOW,
      bid: 1.098,
      ask: 1.09812,
    });
    expect(market.quote("GBPUSD")).toMatchObject({ bid: 1.27, ask: 1.27015 });
    expect(published[0]!.source).toMatchObject({
      venue: "replay",
      venueTime: Date.parse("2025-06-02T09:02:00Z"),
    });
    expect(market.candles.last("EURUSD", "1m")).toMatchObject({ time: NOW, close: 1.098 });
    await feed.stop();
  });

  it("plays the file again from its first tick, in a loop, at the shifted times (and faster with a speed)", async () => {
    const csv = await file(
      "loop.csv",
      [
        "time,symbol,bid,ask",
        `${T},EURUSD,1.1,1.1001`,
        `${T + 10_000},EURUSD,1.2,1.2001`,
        `${T + 20_000},EURUSD,1.3,1.3001`,
      ].join("\n"),
    );
    const { clock, published, feed } = setup(csv, 2);
    await feed.load();
    await feed.start();
    expect(published.map((p) => p.quote.bid)).toEqual([1.3]);
    // span 20 s + one average gap (10 s) = a 30 s loop, at speed 2: 15 s; first tick 5 s in.
    clock.set(new Date(NOW + 4_999));
    await new Promise((r) => setTimeout(r, 30));
    expect(published).toHaveLength(1);
    clock.set(new Date(NOW + 5_000));
    await waitUntil(async () => published.length === 2);
    clock.set(new Date(NOW + 30_000));
    await waitUntil(async () => published.length === 7);
    expect(published.map((p) => [p.quote.bid, p.quote.time - NOW])).toEqual([
      [1.3, 0],
      [1.1, 5_000],
      [1.2, 10_000],
      [1.3, 15_000],
      [1.1, 20_000],
      [1.2, 25_000],
      [1.3, 30_000],
    ]);
    expect(feed.health()[0]).toMatchObject({ venue: "replay", state: "connected" });
    await feed.stop();
    expect(feed.health()[0]!.state).toBe("stopped");
  });

  it("reads the recorder's NDJSON and several files by pattern, in time order; limits itself to the symbols it is given", async () => {
    await file(
      "quotes-2026-01-01.ndjson",
      [
        JSON.stringify({
          time: new Date(T).toISOString(),
          symbol: "BTCUSD",
          bid: 65000,
          ask: 65010,
          venue: "binance",
          receivedAt: new Date(T).toISOString(),
        }),
        "{not json",
        JSON.stringify({
          time: T + 1_000,
          symbol: "EURUSD",
          bid: 1.1,
          ask: 1.1001,
          venue: "oanda",
        }),
      ].join("\n"),
    );
    await file(
      "quotes-2026-01-02.ndjson",
      JSON.stringify({
        time: new Date(T + 2_000).toISOString(),
        symbol: "BTCUSD",
        bid: "65020.004",
        ask: "65030",
        venue: "binance",
      }),
    );
    const { market, feed } = setup(path.join(dir, "quotes-*.ndjson"));
    expect((await feed.symbols()).sort()).toEqual(["BTCUSD", "EURUSD"]);
    expect(lines.find((l) => l.msg.includes("cannot be read"))?.obj).toMatchObject({
      file: path.join(dir, "quotes-2026-01-01.ndjson"),
      line: 2,
      reason: "not a JSON object",
    });
    feed.play(["BTCUSD"]);
    await feed.load();
    await feed.start();
    expect(market.quote("BTCUSD")).toMatchObject({ time: NOW, bid: 65020, ask: 65030 });
    expect(market.quote("EURUSD")).toBeUndefined();
    await feed.stop();
  });

  it("refuses to start when nothing in the file is usable, or when no file matches", async () => {
    const junk = await file("junk.csv", "when,what\n1,2\n");
    await expect(setup(junk).feed.load()).rejects.toThrow(/nothing usable in .*junk\.csv/);
    expect(lines[0]).toMatchObject({
      obj: { line: 1, reason: "the header must name time,symbol,bid,ask" },
    });
    const unknownOnly = await file(
      "silver.csv",
      "time,symbol,bid,ask\n2025-06-02T09:00:00Z,XAGUSD,30,31\n",
    );
    await expect(setup(unknownOnly).feed.load()).rejects.toThrow(/nothing usable/);
    await expect(setup(path.join(dir, "nothing-*.csv")).feed.load()).rejects.toThrow(
      /no file matches/,
    );
    await expect(setup(path.join(dir, "missing.csv")).feed.load()).rejects.toThrow(/no file at/);
  });
});
