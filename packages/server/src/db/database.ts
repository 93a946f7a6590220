import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import * as schema from "./schema";

export type Schema = typeof schema;
/** The one database type services use; the same on PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction of that database (what `db.transaction` hands its callback). */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** Applies the committed SQL migrations (idempotent). */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/** The committed SQL migrations (what `migrate()` applies). */
export const migrationsFolder = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "../../drizzle",
);

export type DatabaseOptions =
  | { kind: "postgres"; url: string; maxConnections?: number }
  /**
   * dataDir undefined: in memory (tests). `from`: start from this dump of another database's data
   * directory (`dumpDataDir`), instead of an empty one (tests start from a migrated template).
   */
  | { kind: "pglite"; dataDir?: string; from?: Blob };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === "postgres") {
    const pool = new pg.Pool({ connectionString: options.url, max: options.maxConnections ?? 10 });
    // An idle client that loses its connection (server restart, terminated backend) must not
    // crash the process: the pool drops it and the next query opens a new one.
    pool.on("error", () => undefined);
    // Fail fast with a clear message when the server is unreachable.
    const probe = await pool.connect();
    probe.release();
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    return {
      db,
      kind: "postgres",
      // Instances starting together take turns: the first applies, the others find it done.
      migrate: async () => {
        const lock = await pool.connect();
        try {
          await lock.query("select pg_advisory_lock(hashtext('proparena:migrate'))");
          await migratePg(drizzlePg({ client: pool, schema }), { migrationsFolder });
        } finally {
          await lock.query("select pg_advisory_unlock(hashtext('proparena:migrate'))");
          lock.release();
        }
      },
      close: () => pool.end(),
    };
  }
  const client = new PGlite({ dataDir: options.dataDir, loadDataDir: options.from });
  await client.waitReady;
  const pgliteDb = drizzlePglite({ client, schema });
  return {
    db: pgliteDb as unknown as Db,
    kind: "pglite",
    migrate: () => migratePglite(pgliteDb, { migrationsFolder }),
    close: () => client.close(),
  };
}

/** Drizzle over one dedicated PostgreSQL connection (the leader lock's session). */
export function drizzleOnClient(client: pg.Client): Db {
  return drizzlePg({ client, schema }) as unknown as Db;
}
