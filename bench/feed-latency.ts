// `npm run bench -- feed-latency [--symbols 50] [--rate 20] [--seconds 30] [--accounts 10000]
//   [--backend pglite|postgres] [--record]`
// What a live adapter adds between a venue's message and the risk engine. A Binance stand-in
// in a child process (bench/lib/binance-stand-in-worker.ts) streams `symbols` bookTicker pairs
// at `rate` updates a second each over one combined stream; the real adapter
// (market/venues/binance-feed.ts) parses them, the MarketService publishes them (candles, the
// minute writer) and the real TradingDesk applies them (linkMarketToDesk), with `accounts`
// Beta accounts loaded, holding small positions on every USD-quoted symbol, a tenth of them
// with stops and targets near the price. The catalogue has 12 instruments, so the 50 pairs are
// mapped onto them (4 or 5 pairs each, sharing the instrument's price). Measured per message:
// receipt (the ws 'message' event) -> the engine has applied the tick (the desk's applyTick
// runs the engine synchronously; ticks whose engine work took 20 ms or more are counted),
// and receipt -> the tick's writes are durable. With --record the recorder writes every quote
// to NDJSON files as MARKET_RECORD_DIR does. Figures only; nothing is asserted.
import { fork } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { INSTRUMENTS, roundToTick } from "@proparena/domain/market/instruments";
import type { Position } from "@proparena/domain/engine/positions";
import { Random } from "@proparena/domain/core/random";
import { openDatabase, type Database } from "@proparena/server/db/database";
import { systemClock } from "@proparena/server/lib/clock";
import { MarketService, type QuoteSource } from "@proparena/server/market/market-service";
import { FeedMonitor } from "@proparena/server/market/feed-monitor";
import { MinuteWriter } from "@proparena/server/market/minute-writer";
import { QuoteRecorder } from "@proparena/server/market/quote-recorder";
import { BinanceFeed } from "@proparena/server/market/venues/binance-feed";
import { TradingDesk } from "@proparena/server/trading/desk/trading-desk";
import { linkMarketToDesk } from "@proparena/server/trading/market-link";
import { numberArg, stringArg } from "./lib/args";
import type { StandInCommand, StandInPair, StandInReply } from "./lib/binance-stand-in-worker";
import { onCleanup } from "./lib/cleanup";
import { fmt, latencySummary, machineLine } from "./lib/figures";
import { insertHolders, openPosition } from "./lib/seed";
import { throwawayPostgres } from "./lib/throwaway-postgres";

const TARGET_P99_MS = 5;
const quiet = { info() {}, warn() {}, error() {} };
/** Seconds at the start not counted: code paths get compiled, connections settle. */
const WARM_UP_SECONDS = 3;

/** Positions on the USD-quoted instruments (their margin needs no conversion rate). */
function positionsFor(accountCount: number) {
  const rnd = new Random("feed-latency");
  const usd = INSTRUMENTS.filter((i) => i.quoteCurrency === "USD");
  return (account: Parameters<typeof openPosition>[0]): Position[] => {
    const instrument = usd[accountCount++ % usd.length]!;
    const side = rnd.next() < 0.5 ? "buy" : "sell";
    const position = openPosition(
      account,
      instrument.symbol,
      side,
      instrument.lotMin,
      instrument.startPrice,
      Date.now(),
    );
    if (rnd.next() >= 0.1) return [position];
    // Stops and targets 20 to 200 ticks away: some are reached during the run.
    const away = (n: number) =>
      roundToTick(instrument.startPrice + n * instrument.tickSize, instrument);
    const sl = rnd.int(20, 200);
    const tp = rnd.int(20, 200);
    return [
      {
        ...position,
        stopLoss: side === "buy" ? away(-sl) : away(sl),
        takeProfit: side === "buy" ? away(tp) : away(-tp),
      },
    ];
  };
}

function pairsFor(count: number): { pairs: StandInPair[]; map: Map<string, string> } {
  const pairs = Array.from({ length: count }, (_, k) => {
    const instrument = INSTRUMENTS[k % INSTRUMENTS.length]!;
    return {
      pair: `P${String(k).padStart(2, "0")}${instrument.symbol}USDT`.slice(0, 20),
      price: instrument.startPrice,
      tickSize: instrument.tickSize,
      digits: instrument.digits,
      spreadTicks: instrument.typicalSpreadTicks,
      instrument: instrument.symbol,
    };
  });
  return { pairs, map: new Map(pairs.map((p) => [p.pair, p.instrument])) };
}

async function openBenchDatabase(
  backend: string,
): Promise<{ database: Database; drop(): Promise<void> }> {
  if (backend === "postgres") {
    const throwaway = await throwawayPostgres();
    const database = await openDatabase({
      kind: "postgres",
      url: throwaway.url,
      maxConnections: 8,
    });
    return { database, drop: throwaway.drop };
  }
  return { database: await openDatabase({ kind: "pglite" }), drop: async () => {} };
}

export async function main(args: string[] = []): Promise<void> {
  const symbols = numberArg(args, "symbols", 50);
  const rate = numberArg(args, "rate", 20);
  const seconds = numberArg(args, "seconds", 30);
  const accounts = numberArg(args, "accounts", 10_000);
  const backend = stringArg(args, "backend", "pglite");
  const record = args.includes("--record");
  console.log(
    "Feed latency: venue message receipt -> the risk engine, through the real Binance adapter",
  );
  console.log(`  ${machineLine()}`);

  const { database, drop } = await openBenchDatabase(backend);
  const recordDir = mkdtempSync(path.join(tmpdir(), "proparena-bench-recordings-"));
  const worker = fork(fileURLToPath(new URL("./lib/binance-stand-in-worker.ts", import.meta.url)), {
    execArgv: ["--import", "tsx"],
  });
  const cleanup = onCleanup(async () => {
    worker.kill();
    rmSync(recordDir, { recursive: true, force: true });
    await database.close();
    await drop();
  });
  try {
    await database.migrate();
    const seedStart = performance.now();
    await insertHolders(database.db, accounts, "feed", Date.now(), positionsFor(0));
    const desk = await TradingDesk.load(
      database.db,
      systemClock,
      "UTC",
      database.db,
      undefined,
      "always-open",
    );
    const writer = new MinuteWriter(database.db);
    const market = new MarketService((symbol, candle) => writer.add(symbol, candle));
    const flusher = setInterval(() => void writer.flush().catch(() => undefined), 5_000);
    console.log(
      `  ${backend === "postgres" ? "PostgreSQL (throwaway database)" : "PGlite in this process"}; ${fmt(accounts, 0)} accounts loaded in ${fmt((performance.now() - seedStart) / 1000, 1)} s (${fmt(desk.stats.accounts, 0)} in the engine)`,
    );

    // Stamped before the desk's listener runs: the source of the tick the desk is applying.
    let current: QuoteSource | undefined;
    market.on("quote", (_quote, source) => {
      current = source;
    });
    const unlink = linkMarketToDesk(market, desk, (error) => console.error(error));
    const recorder = record ? new QuoteRecorder(recordDir, quiet) : null;
    const stopRecording = recorder?.attach(market);
    let measuring = false;
    const toEngine: number[] = [];
    const toDurable: number[] = [];
    let heavy = 0;
    desk.on("heavyTick", () => heavy++);
    const apply = desk.applyTick.bind(desk);
    desk.applyTick = (quote) => {
      const source = current;
      const done = apply(quote);
      const applied = performance.now();
      if (measuring && source?.receivedHr !== undefined) {
        const received = source.receivedHr;
        toEngine.push(applied - received);
        void done.then(() => toDurable.push(performance.now() - received));
      }
      return done;
    };

    const ready = new Promise<string>((resolve) =>
      worker.once("message", (m: StandInReply) => m.type === "ready" && resolve(m.url)),
    );
    const url = await ready;
    const { pairs, map } = pairsFor(symbols);
    const feed = new BinanceFeed({ url, pairs: map, market, clock: systemClock, log: quiet });
    let received = 0;
    market.on("quote", () => received++);
    feed.start();
    // The leader's feed monitor and the desk's halt gate, as in production: sweeping every
    // second beside the quotes (it reads the adapter's last-quote times; nothing on the quote's path).
    const monitor = new FeedMonitor({
      feed: { health: () => [feed.health()] },
      db: database.db,
      clock: systemClock,
      log: quiet,
      marketHours: "always-open",
    });
    await monitor.start();
    desk.setMarketGate(monitor);
    const finished = new Promise<number>((resolve) =>
      worker.on("message", (m: StandInReply) => m.type === "done" && resolve(m.sent)),
    );
    worker.send({
      type: "go",
      pairs,
      rate,
      seconds: seconds + WARM_UP_SECONDS,
    } satisfies StandInCommand);
    const warm = setTimeout(() => (measuring = true), WARM_UP_SECONDS * 1000 + 200);
    const elu = performance.eventLoopUtilization();
    const sent = await finished;
    clearTimeout(warm);
    await new Promise((r) => setTimeout(r, 200));
    measuring = false;
    await desk.idle();
    const busy = performance.eventLoopUtilization(elu).utilization;
    desk.setMarketGate(null);
    await monitor.stop();
    await feed.stop();
    stopRecording?.();
    await recorder?.close();
    clearInterval(flusher);
    unlink();

    console.log(
      `  ${symbols} pairs x ${rate} quotes/s for ${seconds} s (+${WARM_UP_SECONDS} s warm-up), mapped onto ${INSTRUMENTS.length} instruments; ${fmt(sent, 0)} sent, ${fmt(received, 0)} reached the market (an update that leaves a price as it was is not published)${record ? "; every quote recorded" : ""}`,
    );
    console.log(
      `  receipt -> risk engine applied: ${latencySummary(toEngine, 3)}; target p99 <= ${TARGET_P99_MS} ms`,
    );
    console.log(`  receipt -> the tick's writes durable: ${latencySummary(toDurable, 2)}`);
    console.log(
      `  event loop busy ${fmt(busy * 100, 0)}% of the run; ${heavy} ticks took the engine 20 ms or more (their latency is not the feed's alone)`,
    );
  } finally {
    await cleanup();
  }
}
