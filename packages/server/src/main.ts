import { mkdirSync } from "node:fs";
import path from "node:path";
import pino from "pino";
import { parseEnv, publicOrigin } from "./config/env";
import { openDatabase } from "./db/database";
import { lockDataDir } from "./db/data-dir-lock";
import { buildApp } from "./http/app";
import { systemClock } from "./lib/clock";
import { createMailer } from "./mail/mailer";
import { MarketService } from "./market/market-service";
import { MinuteWriter, startSimulatedFeed } from "./market/simulated-feed";
import { linkMarketToDesk } from "./trading/market-link";
import { TradingDesk } from "./trading/trading-desk";
import { ensureAdmin } from "./services/auth/ensure-admin";
import type { ServiceContext } from "./services/service-context";

const parsed = parseEnv(process.env);
if (!parsed.ok) {
  console.error(parsed.message);
  process.exit(1);
}
const env = parsed.env;
const log = pino({ level: env.LOG_LEVEL });

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

  const writer = new MinuteWriter(database.db);
  const market = new MarketService((symbol, candle) => writer.add(symbol, candle));
  const desk = await TradingDesk.load(database.db, systemClock, env.DAILY_RESET_TZ);
  const unlink = linkMarketToDesk(market, desk, (error) =>
    log.error({ err: error }, "the trading desk could not apply a market change"),
  );
  const feed = await startSimulatedFeed(
    { db: database.db, clock: systemClock, market, log },
    writer,
  );
  log.info({ accounts: desk.stats.accounts }, "trading engine loaded");
  const ctx: ServiceContext = {
    db: database.db,
    clock: systemClock,
    desk,
    market,
    mailer: createMailer({ db: database.db, from: env.MAIL_FROM, smtpUrl: env.SMTP_URL, log }),
    settings: {
      productName: env.PRODUCT_NAME,
      publicOrigin: publicOrigin(env),
      sessionTtlHours: env.SESSION_TTL_HOURS,
      supportEmail: env.SUPPORT_EMAIL,
    },
  };

  if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD) {
    const result = await ensureAdmin(ctx.db, ctx.clock, env.ADMIN_EMAIL, env.ADMIN_PASSWORD);
    log.info({ email: env.ADMIN_EMAIL, result }, "admin account from ADMIN_EMAIL");
  }

  const redis = env.REDIS_URL ? new (await import("ioredis")).Redis(env.REDIS_URL) : undefined;
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
  });

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
      await app.close();
      await feed.stop();
      unlink();
      await desk.idle();
      redis?.disconnect();
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
  log.info(`${env.PRODUCT_NAME} is running at ${publicOrigin(env)}`);
}

main().catch((error: unknown) => {
  log.fatal({ err: error }, "could not start");
  process.exit(1);
});
