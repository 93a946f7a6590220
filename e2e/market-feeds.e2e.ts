import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  startBinanceStandIn,
  type BinanceStandIn,
} from "@proparena/server/test/venues/binance-stand-in";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import {
  launchBrowser,
  signInAt,
  signUpAndVerify,
  startApp,
  watchErrors,
  type RunningApp,
  ARTIFACTS_DIR,
} from "./harness";

// The real server process with three venues at once: BTCUSD from the Binance stand-in
// (BINANCE_WS_URL), EURUSD replayed from a CSV (MARKET_REPLAY_FILE), the rest simulated; and
// every quote the leader publishes recorded (MARKET_RECORD_DIR). Then the stand-in goes silent:
// BTCUSD halts after its 10 s threshold (the arena's ticket says so, a market order is refused,
// /status lists the incident), and the next quote resumes trading and ends the incident.
let app: RunningApp;
let browser: Browser;
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
  browser = await launchBrowser();
  app = await startApp({
    MARKET_VENUES: "BTCUSD:binance,EURUSD:replay,*:simulated",
    BINANCE_WS_URL: standIn.url,
    MARKET_REPLAY_FILE: path.join(dir, "ticks.csv"),
    MARKET_REPLAY_SPEED: "10",
    MARKET_RECORD_DIR: path.join(dir, "recordings"),
  });
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
  await standIn?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("live, replayed and simulated prices in one deployment", () => {
  it("BTCUSD follows the Binance stand-in, EURUSD the file, the rest the simulation; the recorder keeps each quote's venue; a silent venue halts BTCUSD until its next quote", async () => {
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

    // The stand-in goes silent. A trader opens the arena on BTCUSD meanwhile.
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    const errors = watchErrors(page);
    const trader = {
      name: "Hal Ted",
      email: "halted@example.com",
      password: "a good long password",
    };
    await signUpAndVerify(page, app, trader);
    await signInAt(page, app, trader, "/trading/arena");
    await page.getByRole("button", { name: /^BTCUSD/ }).click();
    const ticket = page.getByRole("form", { name: "Order ticket" });
    // Within the threshold and a 10 s refresh of the instruments, the ticket shows the halt.
    await ticket.getByText(/^Halted: no live price since \d\d:\d\d:\d\d UTC$/).waitFor({
      timeout: 30_000,
    });
    expect(await ticket.getByRole("button", { name: /^Buy .*BTCUSD$/ }).isDisabled()).toBe(true);
    const token = await page.evaluate(() => localStorage.getItem("token"));
    const auth = { authorization: `Bearer ${token}`, "content-type": "application/json" };
    const accountId = (
      (await (await fetch(`${app.url}/api/accounts`, { headers: auth })).json()) as {
        accounts: { id: string }[];
      }
    ).accounts[0]!.id;
    const refused = await fetch(`${app.url}/api/accounts/${accountId}/orders`, {
      method: "POST",
      headers: auth,
      body: JSON.stringify({ symbol: "BTCUSD", side: "buy", type: "market", volume: 0.1 }),
    });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({
      code: "SYMBOL_HALTED",
      message: expect.stringMatching(
        /^BTCUSD has had no live price since \d\d:\d\d:\d\d UTC; trading resumes when it does\.$/,
      ),
    });

    // The public status page: BTCUSD halted, the incident under way.
    await page.goto(`${app.url}/status`);
    const binance = page.getByRole("article", { name: "Binance" });
    await binance.getByText(/^Halted: no live price since /).waitFor();
    const incident = page.getByTestId("incident").first();
    await incident.getByText("Ongoing").waitFor();
    expect(await incident.innerText()).toContain("no quote from binance for 10 s");
    await page.screenshot({ path: path.join(ARTIFACTS_DIR, "status-halted.png"), fullPage: true });

    // The next quote: trading resumes, and the incident gets its end.
    standIn.bookTicker("BTCUSDT", "97050.00", "97050.60");
    const resumed = await until(
      () =>
        fetch(`${app.url}/api/accounts/${accountId}/orders`, {
          method: "POST",
          headers: auth,
          body: JSON.stringify({ symbol: "BTCUSD", side: "buy", type: "market", volume: 0.1 }),
        }).then((r) => r.status),
      (status) => status === 201,
    );
    expect(resumed).toBe(201);
    const status = await until(
      async () =>
        (await (await fetch(`${app.url}/api/status`)).json()) as {
          incidents: { symbols: string[]; endedAt: string | null; durationMs: number | null }[];
        },
      (s) => s.incidents[0]?.endedAt != null,
    );
    expect(status.incidents).toHaveLength(1);
    expect(status.incidents[0]).toMatchObject({ symbols: ["BTCUSD"] });
    expect(status.incidents[0]!.durationMs).toBeGreaterThan(10_000);
    await page.reload();
    await incident.getByText(/^Lasted /).waitFor({ timeout: 15_000 });
    expect(errors).toEqual([]);

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
      [97050, "binance"],
    ]);
    expect(lines.some((l) => l.symbol === "EURUSD" && l.venue === "replay")).toBe(true);
    expect(lines.some((l) => l.symbol === "GBPUSD" && l.venue === "simulated")).toBe(true);
    // The server said goodbye to the venue.
    await until(
      () => Promise.resolve(standIn.subscriptions()),
      (s) => s.length === 0,
    );
  }, 120_000);
});
