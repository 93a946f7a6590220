import type { Quote } from "@proparena/domain/market/quotes";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { systemClock } from "../../lib/clock";
import { waitUntil } from "../../test/wait-until";
import { MarketService, type QuoteSource } from "../market-service";
import { OandaFeed } from "./oanda-feed";
import { OANDA_INSTRUMENTS } from "./venue-symbols";
import { startOandaStandIn, type OandaStandIn } from "../../test/venues/oanda-stand-in";

const TOKEN = "0123456789abcdef-test-token";
const ACCOUNT = "101-004-1234567-001";
const until = (check: () => boolean, timeoutMs = 5_000) =>
  waitUntil(async () => check(), timeoutMs);

let standIn: OandaStandIn;
let market: MarketService;
let published: { quote: Quote; source: QuoteSource | undefined }[];
let feed: OandaFeed | undefined;
let lines: { level: string; msg: string; obj: Record<string, unknown> }[];
const log = {
  info: (obj: object, msg: string) => void lines.push({ level: "info", msg, obj: obj as never }),
  warn: (obj: object, msg: string) => void lines.push({ level: "warn", msg, obj: obj as never }),
  error: (obj: object, msg: string) => void lines.push({ level: "error", msg, obj: obj as never }),
};

function startFeed(options: Partial<ConstructorParameters<typeof OandaFeed>[0]> = {}) {
  feed = new OandaFeed({
    url: standIn.url,
    token: TOKEN,
    accountId: ACCOUNT,
    instruments: new Map(Object.entries(OANDA_INSTRUMENTS).map(([s, i]) => [i, s])),
    market,
    clock: systemClock,
    log,
    backoff: { baseMs: 20, capMs: 100 },
    ...options,
  });
  feed.start();
  return feed;
}

const of = (symbol: string) =>
  published.filter((p) => p.quote.symbol === symbol).map((p) => p.quote);

beforeEach(async () => {
  standIn = await startOandaStandIn({
    token: TOKEN,
    accountId: ACCOUNT,
    instruments: Object.values(OANDA_INSTRUMENTS),
    heartbeatMs: 50,
  });
  market = new MarketService();
  published = [];
  lines = [];
  market.on("quote", (quote, source) => published.push({ quote, source }));
});

afterEach(async () => {
  await feed?.stop();
  feed = undefined;
  await standIn.close();
});

describe("the OANDA v20 pricing stream adapter against the stand-in", () => {
  it("streams the mapped instruments with the token; each symbol follows its prices, rounded to the catalogue's tick", async () => {
    standIn.price("EUR_USD", "1.08542", "1.08550");
    const f = startFeed({ silenceMs: 400 });
    // The stream opens with the last price.
    await until(() => of("EURUSD").length === 1);
    expect(standIn.streams()).toEqual([Object.values(OANDA_INSTRUMENTS)]);
    expect(f.health().state).toBe("connected");

    standIn.price("EUR_USD", "1.08544", "1.08551");
    standIn.price("XAU_USD", "2350.125", "2350.475");
    standIn.price("NAS100_USD", "18250.3", "18251.9");
    standIn.price("USD_JPY", "151.237", "151.249");
    await until(() => of("USDJPY").length === 1);
    expect(of("EURUSD").map(({ bid, ask }) => [bid, ask])).toEqual([
      [1.08542, 1.0855],
      [1.08544, 1.08551],
    ]);
    expect(market.quote("XAUUSD")).toMatchObject({ bid: 2350.13, ask: 2350.48 });
    expect(market.quote("NAS100")).toMatchObject({ bid: 18250.25, ask: 18252 });
    const eur = published.find((p) => p.quote.symbol === "EURUSD")!;
    expect(eur.source?.venue).toBe("oanda");
    expect(eur.source?.venueTime).toBeGreaterThan(Date.now() - 60_000);
    expect(eur.quote.time).toBe(eur.source?.receivedAt);

    // Heartbeats every 50 ms keep a quiet stream alive (silence would reconnect after 400 ms).
    await new Promise((r) => setTimeout(r, 500));
    expect(standIn.accepted).toBe(1);
    expect(f.health().state).toBe("connected");
  });

  it("reads a price split across chunks, logs and skips garbage lines, and goes on", async () => {
    const f = startFeed({ silenceMs: 400 });
    await until(() => f.health().state === "connected");
    const now = new Date().toISOString();
    standIn.sendRaw('{"type":"PRICE","instrument":"EUR_USD","time":"' + now + '","bids":[{"pri');
    standIn.sendRaw(
      'ce":"1.10000","liquidity":1}],"asks":[{"price":"1.10010","liquidity":1}],"tradeable":true}\n',
    );
    standIn.sendRaw("not json at all\n");
    standIn.sendRaw('"a string"\n');
    standIn.sendRaw(`{"type":"MYSTERY","time":"${now}"}\n`);
    standIn.sendRaw(
      `{"type":"PRICE","instrument":"AUD_CAD","time":"${now}","closeoutBid":"1","closeoutAsk":"1"}\n`,
    );
    standIn.sendRaw(
      `{"type":"PRICE","instrument":"EUR_USD","time":"yesterday","closeoutBid":"1","closeoutAsk":"1"}\n`,
    );
    standIn.sendRaw(
      `{"type":"PRICE","instrument":"EUR_USD","time":"${now}","bids":[],"asks":[]}\n`,
    );
    standIn.sendRaw(
      `{"type":"PRICE","instrument":"EUR_USD","time":"${now}","closeoutBid":"1.2","closeoutAsk":"1.1"}\n`,
    );
    standIn.sendRaw('{"errorMessage":"Something happened at the venue"}\n');
    standIn.price("EUR_USD", "1.10002", "1.10011");
    await until(() => of("EURUSD").length === 2);
    expect(of("EURUSD").map((q) => q.bid)).toEqual([1.1, 1.10002]);
    const reasons = lines
      .filter((l) => l.msg === "malformed message skipped")
      .map((l) => l.obj.reason);
    expect(reasons).toEqual([
      "not JSON",
      "not an object",
      "neither PRICE nor HEARTBEAT",
      "an instrument not asked for",
      "no valid time",
      "bid or ask is not a price",
      "the ask 1.1 is below the bid 1.2",
    ]);
    expect(lines.some((l) => l.msg === "venue error")).toBe(true);
    expect(standIn.accepted).toBe(1);
  });

  it("a refused request (a wrong token) is logged with the venue's message and retried with backoff", async () => {
    const f = startFeed({ token: "wrong" });
    await until(() => f.health().connections >= 3);
    expect(f.health().state).not.toBe("connected");
    expect(f.health().lastError).toBe("HTTP 401: Insufficient authorization to perform request.");
    expect(lines.some((l) => l.level === "error" && l.obj.status === 401)).toBe(true);
    expect(standIn.accepted).toBe(0);
  });

  it("reconnects when the stream ends, is cut, goes silent or is never answered; prices flow again", async () => {
    const f = startFeed({ silenceMs: 300 });
    await until(() => f.health().state === "connected");
    standIn.endAll();
    await until(() => standIn.accepted === 2 && f.health().state === "connected");
    standIn.dropAll();
    await until(() => standIn.accepted === 3 && f.health().state === "connected");
    standIn.silence(true);
    await until(() => lines.some((l) => l.msg === "venue stream silent; reconnecting"));
    standIn.silence(false);
    await until(() => standIn.accepted >= 4 && f.health().state === "connected");
    expect(f.health().lastError).toMatch(/^silent for \d+ ms$/);
    // A request the venue never answers is given up after three times the silence.
    standIn.stall(true);
    standIn.endAll();
    await until(() => f.health().lastError?.startsWith("no answer in") === true);
    standIn.stall(false);
    await until(() => standIn.accepted >= 5 && f.health().state === "connected");
    standIn.price("GBP_USD", "1.27001", "1.27013");
    await until(() => of("GBPUSD").length === 1);
  });

  it("a closed market's price gives the symbol its last price once, without counting as a fresh quote", async () => {
    standIn.price("EUR_USD", "1.08000", "1.08020", { tradeable: false });
    const f = startFeed();
    await until(() => of("EURUSD").length === 1);
    expect(f.health().lastQuoteAt.EURUSD).toBeNull();
    standIn.price("EUR_USD", "1.08100", "1.08120", { tradeable: false });
    standIn.price("USD_CHF", "0.88500", "0.88514");
    await until(() => of("USDCHF").length === 1);
    expect(of("EURUSD")).toHaveLength(1);
    standIn.price("EUR_USD", "1.08200", "1.08210");
    await until(() => of("EURUSD").length === 2);
    expect(f.health().lastQuoteAt.EURUSD).not.toBeNull();
  });

  it("stops: the stream closes and nothing reconnects", async () => {
    const f = startFeed();
    await until(() => f.health().state === "connected");
    await f.stop();
    expect(f.health().state).toBe("stopped");
    await until(() => standIn.streams().length === 0);
    await new Promise((r) => setTimeout(r, 150));
    expect(standIn.accepted).toBe(1);
  });
});
