import { randomBytes } from "node:crypto";
import pg from "pg";
import { openDatabase, type Database } from "../db/database";

/**
 * A new, empty database on the PostgreSQL server at `serverUrl` (`<prefix>_<random>`): its URL,
 * and `drop()` to remove it again (with whatever still holds a connection to it).
 */
export async function throwawayPostgres(
  serverUrl: string,
  prefix = "proparena_test",
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new
 * throwaway database on the PostgreSQL server named by DATABASE_URL (as CI does), dropped
 * again on close.
 */
export async function createTestDatabase(): Promise<Database> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({ kind: "pglite" });
    await database.migrate();
    return database;
  }
  const throwaway = await throwawayPostgres(serverUrl);
  const database = await openDatabase({ kind: "postgres", url: throwaway.url, maxConnections: 5 });
  await database.migrate();
  return {
    ...database,
    close: async () => {
      await database.close();
      await throwaway.drop();
    },
  };
}
