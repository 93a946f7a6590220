import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { desc, eq } from "drizzle-orm";
import { diskFileStore } from "../files/file-store";
import { attachFundedOpener } from "../services/funded/attach-funded-opener";
import { attachDeskNotices, type DeskNotices } from "../services/notices/desk-notices";
import { noIntegrityMonitor } from "../services/integrity/integrity-gate";
import { IntegrityRunner } from "../services/integrity/integrity-runner";
import { CopyRunner } from "../services/social/copy-runner";
import { PriceAlertWatcher } from "../services/arena-tools/price-alert-watcher";
import type { FastifyInstance } from "fastify";
import type { Database, Db } from "../db/database";
import { FeedMonitor, noFeedStatus } from "../market/feed-monitor";
import type { MarketFeed } from "../market/market-feed";
import { attachOutageReviews, type OutageReviews } from "../services/market/attach-outage-reviews";
import type { HaltThresholds } from "@proparena/domain/market/outage-policy";
import type { MarketHours } from "@proparena/domain/market/sessions";
import { outboxEmails } from "../db/schema";
import { buildApp, type AppOptions } from "../http/app";
import { ManualClock } from "../lib/clock";
import { createMailer } from "../mail/mailer";
import type { ServiceContext } from "../services/service-context";
import { createTestDatabase } from "./test-database";
import { openPgliteDir } from "./template-database";
import { soloRole, type ClusterRole } from "../cluster/cluster-role";
import { attachAccountStreams } from "../realtime/account-streams";
import { MarketService } from "../market/market-service";
import { linkMarketToDesk } from "../trading/market-link";
import { TradingDesk, type DeskOptions } from "../trading/desk/trading-desk";
import type { Quote } from "@proparena/domain/market/quotes";
import { RULE_SETS, type RuleSet } from "@proparena/domain/rules/rule-sets";
import { selectPaymentProvider } from "../payments/select-provider";
import type { TestProcessor } from "../payments/test-processor";
import type { StripeProviderOptions } from "../payments/stripe-provider";
import { PayoutChainSlot } from "../chain/payout-chain";

const silentLog = { info() {}, error() {} };
const silentFeedLog = { info() {}, warn() {}, error() {} };

export interface TestServer {
  app: FastifyInstance;
  url: string;
  ctx: ServiceContext;
  database: Database;
  clock: ManualClock;
  /** The embedded test card processor (null when the server runs with Stripe). */
  testProcessor: TestProcessor | null;
  /** fetch against the running server with a JSON body and an optional bearer token. */
  request(
    method: string,
    path: string,
    options?: {
      body?: unknown;
      token?: string;
      rawBody?: string;
      headers?: Record<string, string>;
    },
    // Tests read whatever the endpoint answers; the contract schemas type the real clients.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
  ): Promise<{ status: number; body: any; headers: Headers }>;
  /** A market tick through the whole pipeline (candles, engine, persistence); waits until durable. */
  tick(quote: Quote): Promise<void>;
  /** Breach and pass notices: `idle()` resolves when every decision so far has its notice. */
  notices: DeskNotices;
  /** Breaches checked against the price outages: `idle()` once every one so far is checked. */
  reviews: OutageReviews;
  /** Where uploaded files' bytes are kept (a temporary folder). */
  filesDir: string;
  /** The integrity monitor (as the leader runs it): `flush()` stores what it raised so far. */
  integrity: IntegrityRunner;
  /** The copy runner (as the leader runs it): `idle()` once every fill heard is copied. */
  copies: CopyRunner;
  /** The price alerts' watcher (as the leader runs it): `idle()` once every fired one is told. */
  alerts: PriceAlertWatcher;
  /** The feed monitor, when the server runs a feed (`options.feed`). */
  monitor: FeedMonitor | null;
  /** The embedded payout chain, when the server runs one (`options.embeddedChain`). */
  chain: PayoutChainSlot | undefined;
  /** The newest email sent to an address (the outbox table), or undefined. */
  lastEmailTo(email: string): Promise<{ subject: string; text: string } | undefined>;
  close(): Promise<void>;
}

/** A real server on a random port over a fresh database, with a manual clock. */
export async function startTestServer(
  options: Pick<
    AppOptions,
    "rateLimits" | "webDistDir" | "publicConfig" | "trustProxy" | "testMarketControl" | "onRoute"
  > & {
    /** Start time of the manual clock (default: now). */
    now?: string;
    /** Keep the embedded database in this directory (restart tests). */
    dataDir?: string;
    /** This server's place in a cluster (default: it leads on its own). */
    cluster?: ClusterRole;
    /** The reset time zone (DAILY_RESET_TZ; default UTC). */
    timeZone?: string;
    /** Run with Stripe instead of the embedded test processor. */
    stripe?: StripeProviderOptions;
    /** A session unused for this long ends (default 30 days). */
    sessionIdleHours?: number;
    /** Send mail through this SMTP server (default: the outbox only). */
    smtpUrl?: string;
    /** Where Discord posts go (DISCORD_API_BASE): a local receiver (default: Discord). */
    discordApiBase?: string;
    /** The published rule sets (default: the domain's RULE_SETS). */
    ruleSets?: readonly RuleSet[];
    /**
     * Market hours (default `always-open`: tests trade FX with the real clock and must pass on
     * any day; the sessions tests pass `real` with a clock of their own).
     */
    marketHours?: MarketHours;
    /**
     * A market feed the server runs as a leader does (`start`, a feed monitor for halts and
     * incidents, the desk's gate), made from the server's market and clock.
     */
    feed?: (deps: {
      market: MarketService;
      clock: ManualClock;
      db: Db;
    }) => MarketFeed | Promise<MarketFeed>;
    /** The feed monitor's halt thresholds (default: the published ones) and sweep interval. */
    haltThresholds?: HaltThresholds;
    monitorIntervalMs?: number;
    /**
     * Run the embedded payout chain (GET /api/chain, /api/chain/rpc), its block time the
     * manual clock: `true` in a temporary folder, or a folder kept across starts. Off by
     * default: a server without it answers the chain routes 404 and loads no EVM.
     */
    embeddedChain?: true | string;
    /** OPENBOOK_DELAY_MINUTES (default 15, as the server's). */
    openbookDelayMinutes?: number;
    /** The desk's options (tests cut tick work finer: `tickStepItems`). */
    desk?: DeskOptions;
  } = {},
): Promise<TestServer> {
  const database = options.dataDir
    ? await openPgliteDir(options.dataDir)
    : await createTestDatabase();
  if (options.dataDir) await database.migrate();
  const clock = new ManualClock(options.now ?? new Date());
  const filesDir = await mkdtemp(path.join(tmpdir(), "proparena-files-"));
  const ruleSets = options.ruleSets ?? RULE_SETS;
  const marketHours = options.marketHours ?? "always-open";
  const desk = await TradingDesk.load(
    database.db,
    clock,
    options.timeZone ?? "UTC",
    database.db,
    ruleSets,
    marketHours,
    options.desk,
  );
  const market = new MarketService();
  const feed = (await options.feed?.({ market, clock, db: database.db })) ?? null;
  const monitor = feed
    ? new FeedMonitor({
        feed,
        db: database.db,
        clock,
        log: silentFeedLog,
        marketHours,
        ...(options.haltThresholds ? { thresholds: options.haltThresholds } : {}),
        ...(options.monitorIntervalMs ? { intervalMs: options.monitorIntervalMs } : {}),
      })
    : null;
  const unlink = linkMarketToDesk(
    market,
    desk,
    (error) => {
      throw error;
    },
    60_000,
  );
  let url = "";
  const payments = await selectPaymentProvider({
    db: database.db,
    clock,
    stripe: options.stripe,
    publicOrigin: "http://localhost:3000",
    webhookBaseUrl: () => url,
  });
  const ctx: ServiceContext = {
    db: database.db,
    clock,
    desk,
    market,
    feedStatus: monitor ?? noFeedStatus,
    cluster: options.cluster ?? soloRole,
    integrity: noIntegrityMonitor,
    payments: payments.provider,
    files: diskFileStore(filesDir),
    mailer: createMailer({
      db: database.db,
      from: "test@proparena.local",
      smtpUrl: options.smtpUrl,
      log: silentLog,
    }),
    settings: {
      productName: "PropArena",
      publicOrigin: "http://localhost:3000",
      sessionTtlHours: 24,
      // Tests move the clock by days with one sign-in; the idle rule has its own test.
      sessionIdleHours: options.sessionIdleHours ?? 24 * 30,
      supportEmail: "support@example.com",
      resetTimeZone: options.timeZone ?? "UTC",
      discordApiBase: options.discordApiBase,
      ruleSets,
      marketHours,
      openbookDelayMinutes: options.openbookDelayMinutes ?? 15,
    },
  };
  const chainDir =
    options.embeddedChain === true
      ? await mkdtemp(path.join(tmpdir(), "proparena-chain-"))
      : (options.embeddedChain ?? null);
  const chain = chainDir
    ? new PayoutChainSlot(() =>
        import("../chain/embedded-chain").then(({ openEmbeddedChain }) =>
          openEmbeddedChain({ dir: chainDir, clock, publicOrigin: "http://localhost:3000" }),
        ),
      )
    : undefined;
  await chain?.ready;
  ctx.chain = chain;
  const app = await buildApp({
    ctx,
    database,
    webDistDir: options.webDistDir ?? "/nonexistent",
    testProcessor: payments.testProcessor,
    chain,
    checkResponses: true,
    ...options,
  });
  const stopAccountStreams = attachAccountStreams(app.io, desk);
  const stopApiStream = app.apiStream.attachDesk(desk);
  const stopFundedOpener = attachFundedOpener(ctx, desk, (error) => {
    throw error;
  });
  const deskNotices = attachDeskNotices(ctx, desk, (error) => {
    throw error;
  });
  const outageReviews = attachOutageReviews(
    ctx,
    desk,
    async () => monitor?.sweep(),
    (error) => {
      throw error;
    },
  );
  const integrity = new IntegrityRunner(ctx, desk, {
    onError: (error) => {
      throw error;
    },
  });
  ctx.integrity = integrity;
  await integrity.start();
  const copies = new CopyRunner(ctx, desk, {
    onError: (error) => {
      throw error;
    },
  });
  await copies.start();
  const alerts = new PriceAlertWatcher(ctx, market, (error) => {
    throw error;
  });
  await alerts.start();
  if (feed && monitor) {
    await feed.load();
    await feed.start();
    await monitor.start();
    desk.setMarketGate(monitor);
  }
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  return {
    app,
    url,
    ctx,
    database,
    clock,
    testProcessor: payments.testProcessor,
    notices: deskNotices,
    reviews: outageReviews,
    filesDir,
    monitor,
    chain,
    integrity,
    copies,
    alerts,
    async request(method, path, opts = {}) {
      const headers: Record<string, string> = { ...opts.headers };
      if (opts.token) headers.authorization = `Bearer ${opts.token}`;
      let body: string | undefined = opts.rawBody;
      if (opts.body !== undefined) {
        body = JSON.stringify(opts.body);
        headers["content-type"] = "application/json";
      } else if (opts.rawBody !== undefined) {
        headers["content-type"] ??= "application/json";
      }
      const res = await fetch(url + path, { method, headers, body });
      const text = await res.text();
      // Tests read the tables straight after a request: wait for the materialiser first, as a
      // read through the API does (http/read-barrier.ts).
      await desk.materialised();
      let parsed: unknown = text;
      try {
        parsed = text ? JSON.parse(text) : undefined;
      } catch {
        // not JSON: keep the text
      }
      return { status: res.status, body: parsed, headers: res.headers };
    },
    async lastEmailTo(email) {
      const [row] = await database.db
        .select()
        .from(outboxEmails)
        .where(eq(outboxEmails.to, email))
        .orderBy(desc(outboxEmails.createdAt))
        .limit(1);
      return row ? { subject: row.subject, text: row.text } : undefined;
    },
    async tick(quote) {
      clock.set(new Date(Math.max(clock.now().getTime(), quote.time)));
      market.publish(quote);
      await desk.idle();
    },
    async close() {
      desk.setMarketGate(null);
      await monitor?.stop();
      await feed?.stop();
      unlink();
      stopAccountStreams();
      stopApiStream();
      stopFundedOpener();
      await slowStageWarning("the copy runner", () => copies.stop());
      await slowStageWarning("the integrity monitor", () => integrity.stop());
      await slowStageWarning("the notices", () => deskNotices.stop());
      await slowStageWarning("the price alerts", () => alerts.stop());
      await slowStageWarning("the outage reviews", () => outageReviews.stop());
      await slowStageWarning("the webhook deliveries", async () => payments.testProcessor?.idle());
      await slowStageWarning("the app's close", () => app.close());
      await slowStageWarning("the mail flush", () => ctx.mailer.flush());
      await slowStageWarning("the database's close", () => database.close());
      await chain?.close();
      await rm(filesDir, { recursive: true, force: true });
      if (options.embeddedChain === true && chainDir) {
        await rm(chainDir, { recursive: true, force: true });
      }
    },
  };
}

/**
 * Runs one stage of a test server's shutdown and says on stderr which one when it takes over
 * 10 s: a file's `afterAll` once timed out in CI on PostgreSQL without saying where.
 */
async function slowStageWarning(stage: string, run: () => Promise<unknown>): Promise<void> {
  const started = Date.now();
  const timer = setInterval(
    () =>
      console.warn(
        `test server shutdown: ${stage} still running after ${Math.round((Date.now() - started) / 1000)} s`,
      ),
    10_000,
  );
  try {
    await run();
  } finally {
    clearInterval(timer);
  }
}

/** The token at the end of the first link in an email. */
export function tokenFromEmail(text: string): string {
  const match = text.match(/https?:\/\/\S+?([0-9a-f]{64})\b/);
  if (!match?.[1]) throw new Error(`no token link in email:\n${text}`);
  return match[1];
}

/** A Wednesday 10:00 UTC: FX markets are open. */
export const MARKET_OPEN_TIME = Date.parse("2026-01-07T10:00:00Z");

/** A test server at MARKET_OPEN_TIME with a first EURUSD quote (1.10000 / 1.10010). */
export async function startTradingTestServer(): Promise<TestServer> {
  const server = await startTestServer({ now: new Date(MARKET_OPEN_TIME).toISOString() });
  await server.tick({ symbol: "EURUSD", bid: 1.1, ask: 1.1001, time: MARKET_OPEN_TIME + 1_000 });
  return server;
}
