import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { HealthResponse } from "@proparena/contracts/health";
import { sql } from "drizzle-orm";
import { openDatabase, type Db } from "@proparena/server/db/database";
import { systemClock } from "@proparena/server/lib/clock";
import { MarketService } from "@proparena/server/market/market-service";
import { loadMarket } from "@proparena/server/market/simulated-feed";
import { startApp, type RunningApp } from "../../e2e/harness";
import { onCleanup } from "./cleanup";
import { throwawayPostgres } from "./throwaway-postgres";

export type Backend = "postgres" | "pglite";

export interface SeedContext {
  db: Db;
  /** The simulated market's mid prices the server's feed will continue from. */
  mids: Record<string, number>;
  /** Wall-clock ms when seeding started. */
  now: number;
}

export interface RealServer<T> {
  app: RunningApp;
  url: string;
  backend: Backend;
  /** What `seed` returned. */
  seeded: T;
  /** The throwaway PostgreSQL database's URL (null on PGlite, which only the server may open). */
  databaseUrl: string | null;
  /** What the database is: version and durability settings, or where PGlite keeps its files. */
  database: string;
  /** Seconds spent writing the seed rows, and booting the server (desk loaded). */
  seedSeconds: number;
  bootSeconds: number;
  stop(): Promise<void>;
}

const quietLog = { info() {}, error() {} };

/**
 * A real server process (packages/server/src/main.ts via the e2e harness) on a throwaway
 * PostgreSQL database or on PGlite in its own temp DATA_DIR. Before it boots, the database is
 * migrated, the simulated market's seed is written (so the prices the feed continues from are
 * known to `seed`) and `seed` writes its rows: the desk loads them at boot, as after a restart.
 * `env` is added to the server's environment (NODE_ENV=test, TEST_MARKET_CONTROL=1, ...).
 */
export async function startRealServer<T>(
  backend: Backend,
  options: {
    env?: Record<string, string>;
    seed: (ctx: SeedContext) => Promise<T>;
    /** Runs after the seed's connections are closed, right before the server starts (e.g. a
     * copy of the database made from it as a template). */
    beforeBoot?: (databaseUrl: string | null) => Promise<void>;
    /**
     * Resolve only once the server is fully started, its payout chain loaded (it loads a few
     * seconds after the server listens, a one-time cost that is not the steady state a bench
     * measures). Default true; the recovery bench measures the start itself.
     */
    waitForChain?: boolean;
  },
): Promise<RealServer<T>> {
  const throwaway = backend === "postgres" ? await throwawayPostgres() : null;
  const dataDir = mkdtempSync(path.join(tmpdir(), `proparena-bench-${backend}-`));
  let app: RunningApp | undefined;
  const release = onCleanup(async () => {
    await app?.stop();
    rmSync(dataDir, { recursive: true, force: true });
    await throwaway?.drop();
  });
  try {
    const seedStart = performance.now();
    const database = await openDatabase(
      throwaway
        ? { kind: "postgres", url: throwaway.url, maxConnections: 8 }
        : { kind: "pglite", dataDir: path.join(dataDir, "pglite") },
    );
    let seeded: T;
    let described = `PGlite inside the server process, files in ${dataDir}`;
    try {
      await database.migrate();
      if (throwaway) described = await describePostgres(database.db);
      const { mids } = await loadMarket({
        db: database.db,
        clock: systemClock,
        market: new MarketService(),
        log: quietLog,
      });
      seeded = await options.seed({ db: database.db, mids, now: Date.now() });
      // The seed's pages written out now: the kernel's writeback of them would otherwise fall
      // into the measurement and stall the journal's commits behind it.
      if (throwaway) await database.db.execute(sql`checkpoint`);
    } finally {
      await database.close();
    }
    await options.beforeBoot?.(throwaway?.url ?? null);
    const bootStart = performance.now();
    app = await startApp(
      {
        LOG_LEVEL: "warn",
        WEB_DIST_DIR: "/nonexistent",
        ...(throwaway ? { DATABASE_URL: throwaway.url } : {}),
        ...options.env,
      },
      { dataDir },
    );
    const booted = performance.now();
    if (options.waitForChain ?? true) await chainLoaded(app.url);
    return {
      app,
      url: app.url,
      backend,
      seeded,
      databaseUrl: throwaway?.url ?? null,
      database: described,
      seedSeconds: (bootStart - seedStart) / 1000,
      bootSeconds: (booted - bootStart) / 1000,
      stop: release,
    };
  } catch (error) {
    await release();
    throw error;
  }
}

async function describePostgres(db: Db): Promise<string> {
  const show = async (name: string) => {
    const result = (await db.execute(sql.raw(`show ${name}`))) as unknown as {
      rows: Record<string, unknown>[];
    };
    return String(Object.values(result.rows[0] ?? {})[0]);
  };
  return `PostgreSQL ${await show("server_version")} (fsync ${await show("fsync")}, synchronous_commit ${await show("synchronous_commit")})`;
}

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** The server's GET /api/health (its journal's figures, its uptime, the payout chain's state). */
export async function serverHealth(url: string): Promise<HealthResponse> {
  return (await (await fetch(`${url}/api/health`)).json()) as HealthResponse;
}

/** Waits until /api/health no longer says the payout chain is starting (60 s at most). */
async function chainLoaded(url: string): Promise<void> {
  const until = Date.now() + 60_000;
  while (Date.now() < until) {
    if ((await serverHealth(url)).chain !== "starting") return;
    await sleep(100);
  }
  throw new Error("the server's payout chain did not load within 60 s");
}

/** The server's current quote of `symbol` (GET /api/instruments). */
export async function currentQuote(
  url: string,
  symbol: string,
): Promise<{ bid: number; ask: number; time: number }> {
  const res = await fetch(`${url}/api/instruments`);
  const body = (await res.json()) as {
    instruments: { symbol: string; quote: { bid: number; ask: number; time: number } | null }[];
  };
  const quote = body.instruments.find((i) => i.symbol === symbol)?.quote;
  if (!quote) throw new Error(`no ${symbol} quote on the server`);
  return quote;
}
