import type { Redis } from "ioredis";
import type { Server } from "socket.io";
import type { Db } from "../db/database";
import type { Clock } from "../lib/clock";
import type { MarketService } from "../market/market-service";
import type { MinuteWriter } from "../market/minute-writer";
import type { TestProcessor } from "../payments/test-processor";
import type { MarketFeed } from "../market/market-feed";
import type { ReferenceFeed } from "../market/reference/select-reference-feed";
import { QuoteRecorder } from "../market/quote-recorder";
import { FeedMonitor } from "../market/feed-monitor";
import type { HaltThresholds } from "@proparena/domain/market/outage-policy";
import type { MarketHours } from "@proparena/domain/market/sessions";
import { attachAccountStreams } from "../realtime/account-streams";
import type { ApiStream } from "../realtime/api-stream";
import { linkMarketToDesk } from "../trading/market-link";
import { TradingDesk } from "../trading/desk/trading-desk";
import { publishTicks } from "./tick-relay";

/** A tick that held later ticks back this long is logged as a warning (info below it). */
const HEAVY_TICK_WARN_MS = 100;
/**
 * After a restart from a snapshot, the tables' catch-up (minutes of reading and writing behind
 * the desk) waits this long: the first orders after the restart get the thread, not its reads
 * of 100,000 accounts (the first order answered ~1 s later without it).
 */
const CATCH_UP_DELAY_MS = 2_000;

interface Logger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface LeaderDutiesOptions {
  db: Db;
  /** The desk's own connection for its writes. */
  deskWriter: Db;
  clock: Clock;
  log: Logger;
  market: MarketService;
  writer: MinuteWriter;
  /** The market's adapters (market/select-feed.ts), loaded; the leader starts them. */
  feed: MarketFeed;
  /**
   * The independent reference venue (MARKET_REFERENCE_FEED), if any: the leader runs it and the
   * desk stores its quote with every fill.
   */
  reference?: ReferenceFeed | null;
  /** MARKET_RECORD_DIR: every quote published is recorded there (NDJSON per UTC day). */
  recordDir?: string;
  dailyResetTimeZone: string;
  /** The market hours orders are checked against and halts watched in (MARKET_SESSIONS). */
  marketHours: MarketHours;
  /** Halt thresholds per asset class (default: the published ones; tests inject shorter). */
  haltThresholds?: HaltThresholds;
  io: Server;
  /** The bots' /api/stream: it streams this desk's events while this instance leads. */
  apiStream?: ApiStream;
  /** Set when other instances follow: the ticks go out on Redis. */
  redis?: { client: Redis; prefix: string };
  /** The embedded test card processor, whose webhook retries the leader runs. */
  testProcessor?: TestProcessor | null;
}

export interface LeaderDuties {
  desk: TradingDesk;
  /** The running feed; `feed.health()` is each venue's connection state and last quotes. */
  feed: MarketFeed;
  /** Halts and incidents of the live venues (the desk's gate, the status page's health now). */
  monitor: FeedMonitor;
  /** Stops the feed and the desk; everything acknowledged is durable when it resolves. */
  stop(): Promise<void>;
}

/**
 * What only the leading instance does: rebuild the trading desk from the database, run every
 * tick through it (fills, SL/TP, breaches, daily resets), run the market feed (and record what
 * it publishes), send the ticks to the followers and stream account events to every
 * instance's sockets.
 */
export async function startLeaderDuties(options: LeaderDutiesOptions): Promise<LeaderDuties> {
  const { db, clock, log, market, writer } = options;
  const desk = await TradingDesk.load(
    db,
    clock,
    options.dailyResetTimeZone,
    options.deskWriter,
    undefined,
    options.marketHours,
    { catchUpDelayMs: CATCH_UP_DELAY_MS },
  );
  const journal = desk.journalStatus();
  log.info(
    {
      accounts: desk.stats.accounts,
      journalSeq: journal.durableSeq,
      replayed: journal.replayedAtStart,
      snapshotSeq: journal.snapshotSeq,
      term: journal.term,
    },
    journal.snapshotSeq === null
      ? "trading engine loaded (the tables, then the journal's tail replayed to its state hash)"
      : "trading engine loaded (a snapshot, then the journal's tail replayed to its state hash; the tables catch up behind)",
  );
  const unlink = linkMarketToDesk(market, desk, (error) =>
    log.error({ err: error }, "the trading desk could not apply a market change"),
  );
  const stopPublishing = options.redis
    ? publishTicks(options.redis.client, options.redis.prefix, market)
    : () => undefined;
  // Minutes a follower built from the last leader's ticks, which that leader may not have written.
  await writer.flush().catch((error: unknown) => {
    log.error({ err: error }, "could not write the minutes kept while following");
  });
  // A tick whose work held later ticks back (a mass breach): operators should know.
  desk.on("heavyTick", (tick) => {
    const message = "a tick's work through the trading engine held later ticks back";
    if (tick.ms >= HEAVY_TICK_WARN_MS) log.warn(tick, message);
    else log.info(tick, message);
  });
  // The journal holds what the materialiser could not write yet; it tries again.
  desk.on("rebuildFailed", (error) => {
    log.error({ err: error }, "could not rebuild the trading desk after a failed append; retrying");
  });
  desk.on("materialiseFailed", (error) => {
    log.error({ err: error }, "could not write the trading tables from the journal; retrying");
  });
  desk.on("snapshotWritten", (figures) => {
    log.info(figures, "stored a snapshot of the trading engine (a restart replays from it)");
  });
  desk.on("snapshotFailed", (error) => {
    log.error({ err: error }, "could not store a snapshot of the trading engine");
  });
  const recorder = options.recordDir ? new QuoteRecorder(options.recordDir, log) : null;
  const stopRecording = recorder?.attach(market) ?? (() => undefined);
  const { feed } = options;
  const reference = options.reference ?? null;
  if (reference) {
    await reference.feed.load();
    await reference.feed.start();
    desk.useReference(reference.quotes);
  }
  await feed.start();
  const monitor = new FeedMonitor({
    feed,
    db,
    clock,
    log,
    marketHours: options.marketHours,
    ...(options.haltThresholds ? { thresholds: options.haltThresholds } : {}),
  });
  await monitor.start();
  desk.setMarketGate(monitor);
  const stopAccountStreams = attachAccountStreams(options.io, desk);
  const stopApiStream = options.apiStream?.attachDesk(desk) ?? (() => undefined);
  const stopStreams = () => {
    stopAccountStreams();
    stopApiStream();
  };
  const stopWebhookRetries = options.testProcessor?.startRetries() ?? (() => undefined);
  return {
    desk,
    feed,
    monitor,
    async stop() {
      stopWebhookRetries();
      stopStreams();
      desk.setMarketGate(null);
      await monitor.stop();
      await feed.stop();
      desk.useReference(null);
      await reference?.feed.stop();
      stopRecording();
      await recorder?.close();
      stopPublishing();
      unlink();
      await desk.idle();
    },
  };
}
