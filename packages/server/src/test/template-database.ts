import { createHash, randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { migrationsFolder, openDatabase, type Database } from "../db/database";

/**
 * Migrated template databases, built once and copied for each test file: a fresh in-memory
 * PGlite pays initdb and every migration (seconds on a loaded two-core machine), a copy of a
 * migrated data directory does not; on PostgreSQL `CREATE DATABASE … TEMPLATE` copies one.
 *
 * A template is named by a hash of the migration files (and the PGlite build), so a changed or
 * added migration gets a new template and a stale one is never used. The vitest globalSetup
 * (`template-setup.ts`) builds it before the workers start; a worker that finds none (another
 * config, a template swept meanwhile) builds it itself. Writes are atomic (PGlite: a rename;
 * PostgreSQL: built under another name and renamed under an advisory lock), so parallel workers,
 * parallel runs and worktrees sharing the machine never see half a template.
 */

/** Templates not used for this long, from other migrations, are removed by `sweepTemplates`. */
const STALE_AFTER_MS = 24 * 60 * 60 * 1000;
const TEMPLATE_DIR = path.join(tmpdir(), "proparena-test-templates");
const PG_PREFIX = "proparena_template_";
// Builders and sweepers of PostgreSQL templates take turns. Advisory locks belong to the
// database `serverUrl` names, which every caller shares.
const LOCK = "select pg_advisory_lock(hashtext('proparena:test-template'))";
const UNLOCK = "select pg_advisory_unlock(hashtext('proparena:test-template'))";

let keyPromise: Promise<string> | undefined;

/** 16 hex digits of a hash over the migration SQL, the journal and PGlite's package.json. */
export function migrationsKey(): Promise<string> {
  keyPromise ??= (async () => {
    const hash = createHash("sha256");
    // The data directory's format is PGlite's: its package.json (not exported) has the version.
    const pgliteEntry = createRequire(import.meta.url).resolve("@electric-sql/pglite");
    hash.update(await readFile(path.resolve(path.dirname(pgliteEntry), "../package.json")));
    const files = (await readdir(migrationsFolder)).filter((f) => f.endsWith(".sql")).sort();
    for (const file of [...files, "meta/_journal.json"]) {
      hash.update(`${file}\n`);
      hash.update(await readFile(path.join(migrationsFolder, file)));
    }
    return hash.digest("hex").slice(0, 16);
  })();
  return keyPromise;
}

async function pgliteTemplateFile(): Promise<string> {
  return path.join(TEMPLATE_DIR, `pglite-${await migrationsKey()}.tar`);
}

/** The dump (an uncompressed tar) of a migrated PGlite data directory; built when missing. */
export async function pgliteTemplate(): Promise<Blob> {
  const file = await pgliteTemplateFile();
  try {
    return new Blob([await readFile(file)]);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  const client = new PGlite();
  try {
    await migrate(drizzle({ client }), { migrationsFolder });
    const dump = await client.dumpDataDir("none");
    await mkdir(TEMPLATE_DIR, { recursive: true });
    const partial = `${file}.${process.pid}-${randomBytes(4).toString("hex")}.partial`;
    await writeFile(partial, new Uint8Array(await dump.arrayBuffer()));
    await rename(partial, file);
    return dump;
  } finally {
    await client.close();
  }
}

/**
 * The embedded database kept in `dataDir` (a server's DATA_DIR/pglite, a restart test's
 * directory): a copy of the migrated template when the directory holds none yet (instead of
 * initdb and every migration), else what was left there.
 */
export async function openPgliteDir(dataDir: string): Promise<Database> {
  const empty = !existsSync(path.join(dataDir, "PG_VERSION"));
  return openDatabase({
    kind: "pglite",
    dataDir,
    from: empty ? await pgliteTemplate() : undefined,
  });
}

/** Fills `dataDir` with a copy of the migrated template, for a server process to start on. */
export async function seedPgliteDataDir(dataDir: string): Promise<void> {
  await (await openPgliteDir(dataDir)).close();
}

/** `serverUrl` with another database name. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * The name of a migrated template database on the PostgreSQL server at `serverUrl`; built when
 * missing. It allows no connections, so `CREATE DATABASE … TEMPLATE` never finds it in use.
 */
export async function postgresTemplate(serverUrl: string): Promise<string> {
  const name = `${PG_PREFIX}${await migrationsKey()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const exists = async () =>
    (await admin.query("select 1 from pg_database where datname = $1", [name])).rowCount === 1;
  try {
    if (await exists()) return name;
    await admin.query(LOCK);
    try {
      if (!(await exists())) await buildPostgresTemplate(admin, serverUrl, name);
    } finally {
      await admin.query(UNLOCK);
    }
    return name;
  } finally {
    await admin.end();
  }
}

async function buildPostgresTemplate(admin: pg.Client, serverUrl: string, name: string) {
  const building = `${name}_building`; // a crashed build's leftover is replaced
  await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${building}`);
  const database = await openDatabase({
    kind: "postgres",
    url: databaseUrl(serverUrl, building),
    maxConnections: 2, // migrate() holds one for its lock and migrates on another
  });
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
  await admin.query(`ALTER DATABASE ${building} WITH IS_TEMPLATE true ALLOW_CONNECTIONS false`);
  await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
  await markUsed(admin, name);
}

function markUsed(admin: pg.Client, name: string) {
  return admin.query(
    `COMMENT ON DATABASE ${name} IS 'proparena test template, used ${Date.now()}'`,
  );
}

/**
 * Removes templates of other migrations (other branches, older checkouts) not used for a day,
 * and marks the current PGlite template used. Run once per test run (the globalSetup).
 */
export async function sweepTemplates(serverUrl: string | undefined): Promise<void> {
  const key = await migrationsKey();
  const now = Date.now();
  await mkdir(TEMPLATE_DIR, { recursive: true });
  for (const entry of await readdir(TEMPLATE_DIR)) {
    const file = path.join(TEMPLATE_DIR, entry);
    if (entry === `pglite-${key}.tar`) {
      await utimes(file, new Date(now), new Date(now)).catch(() => undefined);
      continue;
    }
    const modified = await stat(file).then(
      (s) => s.mtimeMs,
      () => now,
    );
    if (now - modified > STALE_AFTER_MS) await rm(file, { force: true });
  }
  if (!serverUrl) return;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(LOCK);
    const current = `${PG_PREFIX}${key}`;
    const found = await admin.query("select 1 from pg_database where datname = $1", [current]);
    if (found.rowCount === 1) await markUsed(admin, current);
    const { rows } = await admin.query<{ datname: string; note: string | null }>(
      `select datname, shobj_description(oid, 'pg_database') as note from pg_database
       where starts_with(datname, $1) and datname <> $2`,
      [PG_PREFIX, current],
    );
    for (const { datname, note } of rows) {
      const used = Number(note?.match(/used (\d+)/)?.[1] ?? 0);
      if (now - used <= STALE_AFTER_MS) continue;
      await admin.query(`ALTER DATABASE ${datname} WITH IS_TEMPLATE false`);
      await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    }
  } finally {
    await admin.query(UNLOCK);
    await admin.end();
  }
}
