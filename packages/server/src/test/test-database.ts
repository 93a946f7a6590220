import { randomBytes } from "node:crypto";
import pg from "pg";
import { openDatabase, type Database } from "../db/database";
import { databaseUrl, pgliteTemplate, postgresTemplate } from "./template-database";

/**
 * A new database on the PostgreSQL server at `serverUrl` (`<prefix>_<random>`), empty or, with
 * `template`, a copy of that database: its URL, and `drop()` to remove it again (with whatever
 * still holds a connection to it).
 */
export async function throwawayPostgres(
  serverUrl: string,
  prefix = "proparena_test",
  template?: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ""}`);
  } finally {
    await admin.end();
  }
  return {
    url: databaseUrl(serverUrl, name),
    async drop() {
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

/**
 * A new database on the PostgreSQL server at `serverUrl` with every migration applied: a copy of
 * the migrated template (template-database.ts).
 */
export async function migratedPostgres(
  serverUrl: string,
  prefix?: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  return throwawayPostgres(serverUrl, prefix, await postgresTemplate(serverUrl));
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new
 * throwaway database on the PostgreSQL server named by DATABASE_URL (as CI does), dropped
 * again on close. Either starts as a copy of a migrated template (template-database.ts).
 */
export async function createTestDatabase(): Promise<Database> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return openDatabase({ kind: "pglite", from: await pgliteTemplate() });
  const throwaway = await migratedPostgres(serverUrl);
  const database = await openDatabase({ kind: "postgres", url: throwaway.url, maxConnections: 5 });
  return {
    ...database,
    close: async () => {
      await database.close();
      await throwaway.drop();
    },
  };
}
