import { spawn, type ChildProcess } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { openDatabase, type Database } from "../db/database";
import { seedPgliteDataDir } from "./template-database";
import { migratedPostgres } from "./test-database";
import { serverArgs } from "../../server-process.mjs";

const repoRoot = path.resolve(import.meta.dirname, "../../../..");

/**
 * Where a spawned server keeps its data: a temporary DATA_DIR with the embedded database, or,
 * when the tests run against PostgreSQL (DATABASE_URL), a throwaway database on that server.
 * It outlives the processes, so a server can be killed and started again on the same data.
 * Either starts migrated (a copy of the template, test/template-database.ts).
 */
export interface SpawnedStorage {
  env: Record<string, string>;
  /** The database, opened from the test once no server holds it (PGlite allows one process). */
  open(): Promise<Database>;
  remove(): Promise<void>;
}

export async function spawnedStorage(): Promise<SpawnedStorage> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "proparena-spawned-"));
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    await seedPgliteDataDir(path.join(dataDir, "pglite"));
    return {
      env: { DATA_DIR: dataDir, DATABASE_URL: "" },
      open: async () => openDatabase({ kind: "pglite", dataDir: path.join(dataDir, "pglite") }),
      remove: () => rm(dataDir, { recursive: true, force: true }),
    };
  }
  const throwaway = await migratedPostgres(serverUrl, "proparena_spawned");
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: throwaway.url },
    open: async () => openDatabase({ kind: "postgres", url: throwaway.url, maxConnections: 2 }),
    async remove() {
      await throwaway.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A port nobody listens on now (kept across restarts, so the public origin stays the same). */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

export interface SpawnedServer {
  url: string;
  /** SIGKILL: nothing is flushed, as in a crash. */
  crash(): Promise<void>;
  /** SIGTERM: a clean shutdown. */
  stop(): Promise<void>;
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once("exit", () => resolve()));
}

/**
 * The real server process (`packages/server/src/main.ts`, as `npm start` runs it, without the
 * web app) on `storage`, answering on `port`. A start that fails at once (PostgreSQL has not yet
 * freed a killed leader's lock) is tried again.
 */
export async function spawnServer(
  storage: SpawnedStorage,
  port: number,
  env: Record<string, string> = {},
): Promise<SpawnedServer> {
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 1; ; attempt++) {
    let stderr = "";
    const child = spawn(process.execPath, await serverArgs(), {
      cwd: repoRoot,
      env: {
        ...process.env,
        ...storage.env,
        PORT: String(port),
        HOST: "127.0.0.1",
        PUBLIC_ORIGIN: url,
        REDIS_URL: "",
        NODE_ENV: "test",
        LOG_LEVEL: "warn",
        WEB_DIST_DIR: "/nonexistent",
        // Tests trade FX with the real clock, on any day of the week.
        MARKET_SESSIONS: "always-open",
        ...env,
      },
      stdio: ["ignore", "ignore", "pipe"],
    });
    child.stderr!.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    const deadline = Date.now() + 90_000;
    while (child.exitCode === null && Date.now() < deadline) {
      const up = await fetch(`${url}/api/health`).then(
        (res) => res.ok,
        () => false,
      );
      if (up) {
        return {
          url,
          async crash() {
            child.kill("SIGKILL");
            await exited(child);
          },
          async stop() {
            child.kill("SIGTERM");
            await exited(child);
          },
        };
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    child.kill("SIGKILL");
    await exited(child);
    if (attempt === 5 || child.exitCode === null) {
      throw new Error(`the server did not start: ${stderr.slice(-2_000)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}
