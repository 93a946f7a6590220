import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  startBinanceStandIn,
  type BinanceStandIn,
} from "@proparena/server/market/venues/binance-stand-in";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, type RunningApp } from "./harness";

// The real server process with three venues at once: BTCUSD from the Binance stand-in
// (BINANCE_WS_URL), EURUSD replayed from a CSV (MARKET_REPLAY_FILE), the rest simulated; and
// every quote the leader publishes recorded (MARKET_RECORD_DIR). API only, no browser.
let app: RunningApp;
let standIn: BinanceStandIn;
let dir: string;

interface Instrument {
  symbol: string;
  quote: { bid: number; ask: number; time: number } | null;
}

const instruments = async () =>
  ((await (await fetch(`${app.url}/api/instruments`)).json()) as { instruments: Instrument[] })
    .instruments;
const quoteOf = async (symbol: string) =>
  (await instruments()).find((i) => i.symbol === symbol)!.quote;

async function until<T>(read: () => Promise<T>, ok: (value: T) => boolean): Promise<T> {
  const end = Date.now() + 15_000;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > end) throw new Error(`still ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "proparena-feeds-e2e-"));
  const t = Date.parse("2025-06-02T09:00:00Z");
  const rows = Array.from({ length: 120 }, (_, i) => {
    const bid = (1.1 + (i % 7) * 0.0001).toFixed(5);
    return `${t + i * 1_000},EURUSD,${bid},${(Number(bid) + 0.00012).toFixed(5)}`;
  });
  writeFileSync(path.join(dir, "ticks.csv"), ["time,symbol,bid,ask", ...rows].join("\n"));
  standIn = await startBinanceStandIn();
  app = await startApp({
    MARKET_VENUES: "BTCUSD:binance,EURUSD:replay,*:simulated",
    BINANCE_WS_URL: standIn.url,
    MARKET_REPLAY_FILE: path.join(dir, "ticks.csv"),
    MARKET_REPLAY_SPEED: "10",
    MARKET_RECORD_DIR: path.join(dir, "recordings"),
  });
});

afterAll(async () => {
  await app?.stop();
  await standIn?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("live, replayed and simulated prices in one deployment", () => {
  it("BTCUSD follows the Binance stand-in, EURUSD the file, the rest the simulation; the recorder keeps each quote's venue", async () => {
    expect(app.logs.find((l) => l.msg === "market venues")).toMatchObject({
      binance: ["BTCUSD"],
      replay: ["EURUSD"],
      simulated: expect.arrayContaining(["GBPUSD", "ETHUSD"]),
    });
    await until(
      () => Promise.resolve(standIn.subscriptions()),
      (s) => s.length === 1,
    );
    expect(standIn.subscriptions()).toEqual([["btcusdt@bookTicker"]]);
    expect(await quoteOf("BTCUSD")).toBeNull();
    standIn.bookTicker("BTCUSDT", "97123.45", "97124.05");
    expect(
      await until(
        () => quoteOf("BTCUSD"),
        (q) => q?.bid === 97123.45,
      ),
    ).toMatchObject({
      ask: 97124.05,
    });
    standIn.bookTicker("BTCUSDT", "97100.00", "97100.60");
    await until(
      () => quoteOf("BTCUSD"),
      (q) => q?.bid === 97100,
    );

    // EURUSD: the file's prices only, its minutes as history, and moving at 10x.
    const prices = new Set(
      Array.from({ length: 7 }, (_, i) => Number((1.1 + i * 0.0001).toFixed(5))),
    );
    const first = (await quoteOf("EURUSD"))!;
    expect(prices.has(first.bid)).toBe(true);
    const moved = await until(
      () => quoteOf("EURUSD"),
      (q) => q!.time > first.time,
    );
    expect(prices.has(moved!.bid)).toBe(true);
    const candles = (await (
      await fetch(`${app.url}/api/instruments/EURUSD/candles?tf=1m`)
    ).json()) as {
      candles: { low: number; high: number; volume: number }[];
    };
    expect(candles.candles.reduce((n, c) => n + c.volume, 0)).toBeGreaterThanOrEqual(119);
    expect(candles.candles.every((c) => c.low >= 1.1 && c.high <= 1.1006)).toBe(true);
    expect((await quoteOf("GBPUSD"))?.bid).toBeGreaterThan(0);

    await app.stop({ keepDataDir: false });
    const recordings = path.join(dir, "recordings");
    const lines = readdirSync(recordings).flatMap((f) =>
      readFileSync(path.join(recordings, f), "utf8")
        .trim()
        .split("\n")
        .map((l) => JSON.parse(l) as { symbol: string; bid: number; venue: string }),
    );
    expect(lines.filter((l) => l.symbol === "BTCUSD").map((l) => [l.bid, l.venue])).toEqual([
      [97123.45, "binance"],
      [97100, "binance"],
    ]);
    expect(lines.some((l) => l.symbol === "EURUSD" && l.venue === "replay")).toBe(true);
    expect(lines.some((l) => l.symbol === "GBPUSD" && l.venue === "simulated")).toBe(true);
    // The server said goodbye to the venue.
    await until(
      () => Promise.resolve(standIn.subscriptions()),
      (s) => s.length === 0,
    );
  });
});
