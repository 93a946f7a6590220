// `npm run market:record -- [--dir <folder>] [--seconds <n>]`: runs the market feed the
// configuration chooses (MARKET_FEED, MARKET_VENUES, the venues' variables) on its own, with no
// server, and writes every quote it publishes to NDJSON files, one per UTC day, until stopped
// (Ctrl-C) or for `--seconds`. The files replay as they are (MARKET_REPLAY_FILE). The server
// records what its engine saw itself with MARKET_RECORD_DIR; see docs/market-data.md.
import path from "node:path";
import { openDatabase } from "../db/database";
import { systemClock } from "../lib/clock";
import { createLogger } from "../lib/logger";
import { MarketService } from "../market/market-service";
import { MinuteWriter } from "../market/minute-writer";
import { QuoteRecorder } from "../market/quote-recorder";
import { selectMarketFeed } from "../market/select-feed";
import { startCommand } from "./command-start";

const usage = "usage: npm run market:record -- [--dir <folder>] [--seconds <n>]";

function option(argv: string[], name: string): string | undefined {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : undefined;
}

async function main(argv: string[]): Promise<number> {
  const seconds = option(argv, "seconds");
  const unknown = argv.filter((a) => a.startsWith("--") && !["--dir", "--seconds"].includes(a));
  const started = startCommand(
    usage,
    unknown.length === 0 && (seconds === undefined || Number(seconds) > 0),
  );
  if ("exitCode" in started) return started.exitCode;
  const { env } = started;
  const log = createLogger(env.LOG_LEVEL);
  const dir = path.resolve(option(argv, "dir") ?? env.MARKET_RECORD_DIR ?? "data/recordings");
  // Its own throwaway database: the simulated market keeps its state there, and the server's
  // database is the server's.
  const database = await openDatabase({ kind: "pglite" });
  await database.migrate();
  const market = new MarketService();
  const recorder = new QuoteRecorder(dir, log);
  const counts = new Map<string, number>();
  market.on("quote", (_q, source) => {
    const venue = source?.venue ?? "simulated";
    counts.set(venue, (counts.get(venue) ?? 0) + 1);
  });
  try {
    const feed = await selectMarketFeed(env, {
      db: database.db,
      clock: systemClock,
      market,
      log,
      writer: new MinuteWriter(database.db),
    });
    await feed.load();
    const detach = recorder.attach(market);
    await feed.start();
    log.info({ dir }, "recording quotes; Ctrl-C stops");
    await new Promise<void>((resolve) => {
      process.once("SIGINT", resolve);
      process.once("SIGTERM", resolve);
      if (seconds !== undefined) setTimeout(resolve, Number(seconds) * 1000);
    });
    await feed.stop();
    detach();
    console.log(
      `Recorded ${[...counts].map(([venue, n]) => `${n} ${venue}`).join(", ") || "no"} quotes in ${dir}`,
    );
    return 0;
  } catch (error) {
    console.error((error as Error).message);
    return 1;
  } finally {
    await recorder.close();
    await database.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
