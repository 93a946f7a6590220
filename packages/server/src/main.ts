import { mkdirSync } from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { instanceUrl, mailLogsLinks, parseEnv, publicOrigin } from "./config/env";
import { InstanceRole } from "./cluster/cluster-role";
import { startFollowerDuties } from "./cluster/follower-duties";
import { startLeaderDuties, type LeaderDuties } from "./cluster/leader-duties";
import { embeddedLeaderLock, postgresLeaderLock } from "./cluster/leader-lock";
import { pollLeadership } from "./cluster/leadership-poll";
import { relayRevocations } from "./cluster/revocation-relay";
import { openDatabase } from "./db/database";
import { lockDataDir } from "./db/data-dir-lock";
import { buildApp } from "./http/app";
import { systemClock } from "./lib/clock";
import { unavailable } from "./lib/http-error";
import { createLogger } from "./lib/logger";
import { diskFileStore } from "./files/file-store";
import { rehearseDesk } from "./trading/desk/desk-rehearsal";
import { attachFundedOpener } from "./services/funded/attach-funded-opener";
import { noIntegrityMonitor } from "./services/integrity/integrity-gate";
import { IntegrityRunner } from "./services/integrity/integrity-runner";
import { CopyRunner } from "./services/social/copy-runner";
import { PriceAlertWatcher } from "./services/arena-tools/price-alert-watcher";
import { openAllDueFundedAccounts } from "./services/funded/open-all-due-funded-accounts";
import { createMailer } from "./mail/mailer";
import {
  attachDeskNotices,
  noticeDecisionsMissedAtStart,
  type DeskNotices,
} from "./services/notices/desk-notices";
import { MarketService } from "./market/market-service";
import { attachOutageReviews, type OutageReviews } from "./services/market/attach-outage-reviews";
import { flagBreachesMissedAtStart } from "./services/market/flag-breaches-missed-at-start";
import { MinuteWriter } from "./market/minute-writer";
import { selectMarketFeed } from "./market/select-feed";
import { selectReferenceFeed } from "./market/reference/select-reference-feed";
import { cachedFeedStatus } from "./market/feed-monitor";
import { JOBS } from "./jobs/all-jobs";
import { startScheduler } from "./jobs/scheduler";
import { selectPaymentProvider } from "./payments/select-provider";
import { startPayoutChain } from "./chain/start-payout-chain";
import { originOf } from "./http/security-headers";
import { startChainSync } from "./services/chain-payouts/chain-sync";
import { ensureAdmin } from "./services/auth/ensure-admin";
import type { ServiceContext } from "./services/service-context";
import { RULE_SETS } from "@proparena/domain/rules/rule-sets";

const parsed = parseEnv(process.env);
if (!parsed.ok) {
  console.error(parsed.message);
  process.exit(1);
}
const env = parsed.env;
const log = createLogger(env.LOG_LEVEL);
const LEADERSHIP_POLL_MS = 1_000;
/** After the server listens, how long the payout chain waits before it loads. */
const STARTUP_GRACE_MS = 2_000;

async function main(): Promise<void> {
  const dataDir = path.resolve(env.DATA_DIR, "pglite");
  let unlockDataDir = () => {};
  if (!env.DATABASE_URL) {
    mkdirSync(dataDir, { recursive: true });
    unlockDataDir = lockDataDir(path.resolve(env.DATA_DIR));
  }
  const database = await openDatabase(
    env.DATABASE_URL ? { kind: "postgres", url: env.DATABASE_URL } : { kind: "pglite", dataDir },
  );
  const migrateStart = Date.now();
  await database.migrate();
  log.info(
    {
      database: database.kind,
      at: env.DATABASE_URL ? "DATABASE_URL" : dataDir,
      ms: Date.now() - migrateStart,
    },
    "database ready, migrations applied",
  );

  const { db } = database;
  const clock = systemClock;
  const writer = new MinuteWriter(db);
  const market = new MarketService((symbol, candle) => writer.add(symbol, candle));
  // Every instance loads the market's past; only the leader starts the feed (leader duties).
  const feed = await selectMarketFeed(env, { db, clock, market, log, writer });
  await feed.load();
  // The independent venue fills are compared with (the leader runs it), if one is set.
  const reference = selectReferenceFeed(env, { clock, log });

  const redisClient = env.REDIS_URL
    ? new (await import("ioredis")).Redis(env.REDIS_URL, { maxRetriesPerRequest: 3 })
    : undefined;
  redisClient?.on("error", (error) => log.error({ err: error }, "redis"));
  const redis = redisClient ? { client: redisClient, prefix: env.REDIS_PREFIX } : undefined;
  // One subscriber connection for the relays (revocations, and ticks while following). Its
  // errors are the main client's to report; ioredis reconnects and resubscribes by itself.
  const subscriber = redisClient?.duplicate();
  subscriber?.on("error", () => undefined);
  const stopRevocations =
    redisClient && subscriber
      ? await relayRevocations(redisClient, subscriber, env.REDIS_PREFIX)
      : undefined;
  let listeningPort = env.PORT;
  const role = new InstanceRole(redisClient, env.REDIS_PREFIX, () =>
    instanceUrl(env, listeningPort),
  );
  const lock = env.DATABASE_URL ? postgresLeaderLock(env.DATABASE_URL) : embeddedLeaderLock(db);
  let leader: LeaderDuties | undefined;
  let scheduler: { stop(): void } | undefined;
  let follower: { stop(): Promise<void> } | undefined;

  const payments = await selectPaymentProvider({
    db,
    clock,
    stripe:
      env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET
        ? { secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET }
        : undefined,
    publicOrigin: publicOrigin(env),
    webhookBaseUrl: () => instanceUrl(env, listeningPort),
    log,
  });
  log.info({ provider: payments.provider.id }, "payments");

  const storedStatus = cachedFeedStatus(db, 1_000);
  let integrity: IntegrityRunner | undefined;
  let copies: CopyRunner | undefined;
  const ctx: ServiceContext = {
    db,
    clock,
    get desk() {
      if (!leader) throw unavailable("Trading is starting on this server. Try again shortly.");
      return leader.desk;
    },
    cluster: role,
    get integrity() {
      return integrity ?? noIntegrityMonitor;
    },
    market,
    feedStatus: {
      // The leader knows; a follower reads what the leader stored (at most a second old).
      read: (now) => (leader ? leader.monitor.read(now) : storedStatus.read(now)),
    },
    payments: payments.provider,
    files: diskFileStore(path.resolve(env.FILES_DIR ?? path.join(env.DATA_DIR, "files"))),
    mailer: createMailer({
      db,
      from: env.MAIL_FROM,
      smtpUrl: env.SMTP_URL,
      logMessages: mailLogsLinks(env),
      log,
    }),
    settings: {
      productName: env.PRODUCT_NAME,
      publicOrigin: publicOrigin(env),
      sessionTtlHours: env.SESSION_TTL_HOURS,
      sessionIdleHours: env.SESSION_IDLE_HOURS,
      supportEmail: env.SUPPORT_EMAIL,
      resetTimeZone: env.DAILY_RESET_TZ,
      discordApiBase: env.DISCORD_API_BASE,
      ruleSets: RULE_SETS,
      marketHours: env.MARKET_SESSIONS,
      openbookDelayMinutes: env.OPENBOOK_DELAY_MINUTES,
    },
  };

  // The payout chain joins when ready; the embedded one deploys its contracts on first start.
  // It starts once this instance serves (STARTUP_GRACE_MS after it listens): the desk's restore
  // and the first requests need the thread first.
  let chainStart = 0;
  let startChain = () => {};
  const chainDue = new Promise<void>((resolve) => (startChain = resolve)).then(() => {
    chainStart = Date.now();
  });
  const chain = startPayoutChain(env, { clock, publicOrigin: publicOrigin(env) }, chainDue);
  ctx.chain = chain;
  if (env.REDIS_URL && !env.CHAIN_RPC_URL) {
    log.warn(
      "the embedded payout chain lives in this instance's DATA_DIR, so each instance of a " +
        "cluster runs its own: set CHAIN_RPC_URL for one chain they all share",
    );
  }
  chain.ready.then(
    ({ info }) =>
      log.info(
        {
          chainId: info.chainId,
          embedded: info.embedded,
          payoutContract: info.payoutContract,
          payoutToken: info.payoutToken,
          ms: Date.now() - chainStart,
        },
        "payout chain ready",
      ),
    (error: unknown) => log.error({ err: error }, "the payout chain could not start"),
  );

  if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD) {
    const result = await ensureAdmin(db, clock, env.ADMIN_EMAIL, env.ADMIN_PASSWORD);
    log.info({ email: env.ADMIN_EMAIL, result }, "admin account from ADMIN_EMAIL");
  }

  const app = await buildApp({
    ctx,
    database,
    logger: log,
    trustProxy: env.TRUST_PROXY,
    webDistDir: env.WEB_DIST_DIR,
    publicConfig: {
      heroVideoBaseUrl: env.HERO_VIDEO_BASE_URL,
      communityChatUrl: env.COMMUNITY_CHAT_URL,
      supportEmail: env.SUPPORT_EMAIL,
    },
    redis,
    testProcessor: payments.testProcessor,
    testMarketControl: env.TEST_MARKET_CONTROL ?? false,
    checkResponses: env.CHECK_RESPONSES ?? false,
    chain,
    // The browser reads a configured payout chain through its public RPC.
    connectOrigins: env.CHAIN_RPC_URL ? originOf(env.CHAIN_PUBLIC_RPC_URL) : [],
  });

  // A leader whose lock connection broke may already have a successor: stop writing at once.
  lock.onLost((error) => {
    log.fatal({ err: error }, "lost the leader lock; exiting so that only one instance writes");
    process.exit(1);
  });
  let stopFundedOpener = () => {};
  let stopChainSync = async () => {};
  let deskNotices: DeskNotices | undefined;
  let outageReviews: OutageReviews | undefined;
  let priceAlerts: PriceAlertWatcher | undefined;
  const becomeLeader = async () => {
    await follower?.stop();
    follower = undefined;
    // The breach path compiled and optimised before the desk trades: a first mass breach on
    // cold code takes three times as long (desk-rehearsal.ts).
    const rehearsal = performance.now();
    rehearseDesk();
    log.info({ ms: Math.round(performance.now() - rehearsal) }, "rehearsed a mass breach");
    leader = await startLeaderDuties({
      db,
      deskWriter: lock.writer!,
      clock,
      log,
      market,
      writer,
      feed,
      reference,
      recordDir: env.MARKET_RECORD_DIR,
      dailyResetTimeZone: env.DAILY_RESET_TZ,
      marketHours: env.MARKET_SESSIONS,
      io: app.io,
      apiStream: app.apiStream,
      redis,
      testProcessor: payments.testProcessor,
    });
    // Another instance raised the journal's term: it leads the desk now. Stop at once, as when
    // the lock is lost (this instance's engine may hold what the journal refused).
    leader.desk.on("deposed", (error) => {
      log.fatal({ err: error }, "another instance took the trading journal; exiting");
      process.exit(1);
    });
    // The tables could not be brought to the snapshot the desk was restored from: the journal
    // and the tables disagree, and the desk refuses every operation. Stop, loudly.
    const diverged = (error: Error) => {
      log.fatal({ err: error }, "the trading tables cannot reach the desk's snapshot; exiting");
      process.exit(1);
    };
    leader.desk.on("diverged", diverged);
    if (leader.desk.divergence) diverged(leader.desk.divergence);
    // A phase II pass opens the funded account at once when KYC and the agreement are done;
    // what a crash left between an approval or a signature and the opening opens now.
    stopFundedOpener = attachFundedOpener(ctx, leader.desk, (error) =>
      log.error({ err: error }, "could not open a funded account"),
    );
    void openAllDueFundedAccounts(ctx).catch((error: unknown) =>
      log.error({ err: error }, "could not open the funded accounts due"),
    );
    // Integrity detection as trades close, rebuilt from the look-back's trades and the signals
    // (in the background: passes and payouts wait for it, trading does not).
    integrity = new IntegrityRunner(ctx, leader.desk, {
      onError: (error) => log.error({ err: error }, "integrity detection failed"),
    });
    void integrity.start();
    // Copy trading: source fills copied into the copiers' Beta accounts, closes followed.
    copies = new CopyRunner(ctx, leader.desk, {
      onError: (error) => log.error({ err: error }, "copy trading failed"),
    });
    void copies.start();
    // Breaches and passes become notices (and e-mails) off the tick's path; what a stopped
    // process left without its notice is recorded now, once.
    deskNotices = attachDeskNotices(ctx, leader.desk, (error) =>
      log.error({ err: error }, "could not record the notices of rule decisions"),
    );
    void noticeDecisionsMissedAtStart(ctx).catch((error: unknown) =>
      log.error({ err: error }, "could not record the notices a stopped process left"),
    );
    // Breaches near a price outage are flagged for review once the incidents are up to date;
    // what a stopped process left unchecked is checked now.
    const { monitor } = leader;
    outageReviews = attachOutageReviews(
      ctx,
      leader.desk,
      () => monitor.sweep(),
      (error) => log.error({ err: error }, "could not check a breach against the price outages"),
    );
    void monitor
      .sweep()
      .then(() => flagBreachesMissedAtStart(ctx))
      .catch((error: unknown) =>
        log.error({ err: error }, "could not check the breaches a stopped process left"),
      );
    // Traders' price alerts, checked on every quote; they fire as notices (and e-mails).
    priceAlerts = new PriceAlertWatcher(ctx, market, (error) =>
      log.error({ err: error }, "a price alert could not fire (it stays active)"),
    );
    void priceAlerts
      .start()
      .catch((error: unknown) => log.error({ err: error }, "could not load the price alerts"));
    // The payout chain: post and fund settled weeks, index the contract's events into the ledger.
    stopChainSync = startChainSync(ctx, (error) =>
      log.error({ err: error }, "the payout chain sync failed (retried)"),
    );
    // Scheduled jobs (weekly payout, purchase expiry) run where the desk is; missed periods first.
    scheduler = startScheduler(ctx, JOBS, env.DAILY_RESET_TZ, log);
  };

  let stopPolling = () => {};
  if (await lock.tryAcquire()) {
    await becomeLeader();
  } else if (!redisClient || !subscriber) {
    throw new Error(
      "another instance already leads on this database; set REDIS_URL (the same on every " +
        "instance) to run several, or stop the other one",
    );
  } else {
    follower = await startFollowerDuties({
      redis: redisClient,
      subscriber,
      prefix: env.REDIS_PREFIX,
      market,
      writer,
      clock,
    });
    log.info("another instance leads: following its ticks and forwarding trading to it");
    stopPolling = pollLeadership(
      lock,
      LEADERSHIP_POLL_MS,
      async () => {
        log.info("the leader lock is free: taking over the market feed and the desk");
        try {
          await becomeLeader();
          await role.lead();
        } catch (error) {
          // Holding the lock without running the desk would stop trading for everyone.
          log.fatal({ err: error }, "could not take over; exiting to free the leader lock");
          process.exit(1);
        }
        log.info({ url: role.selfUrl() }, "this instance now leads");
      },
      (error) => log.warn({ err: error }, "leadership check failed"),
    );
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, "shutting down");
    const force = setTimeout(() => {
      log.error("shutdown took longer than 10 s; exiting");
      process.exit(1);
    }, 10_000);
    force.unref();
    try {
      stopPolling();
      scheduler?.stop();
      stopFundedOpener();
      await stopChainSync();
      await copies?.stop();
      await integrity?.stop();
      await deskNotices?.stop();
      await outageReviews?.stop();
      await priceAlerts?.stop();
      // A test webhook still on its way would hold its connection open through the close.
      await payments.testProcessor?.idle();
      await app.close();
      await chain.close();
      await ctx.mailer.flush();
      await follower?.stop();
      await leader?.stop();
      // Only now may another instance take over: everything acknowledged is written.
      await lock.release();
      await stopRevocations?.();
      subscriber?.disconnect();
      redisClient?.disconnect();
      await database.close();
      unlockDataDir();
      log.info("bye");
      process.exit(0);
    } catch (error) {
      log.error({ err: error }, "error while shutting down");
      process.exit(1);
    }
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));

  await app.listen({ port: env.PORT, host: env.HOST });
  listeningPort = (app.server.address() as AddressInfo).port;
  // The first requests after a start get the thread; then the payout chain loads.
  setTimeout(startChain, STARTUP_GRACE_MS).unref();
  if (leader) {
    await role.lead();
    log.info({ url: role.selfUrl() }, "this instance leads: it runs the market feed and the desk");
  }
  log.info(`${env.PRODUCT_NAME} is running at ${publicOrigin(env)}`);
}

main().catch((error: unknown) => {
  log.fatal({ err: error }, "could not start");
  process.exit(1);
});
