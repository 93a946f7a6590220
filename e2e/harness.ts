import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { Redis } from "ioredis";
import pg from "pg";
import { chromium, type Browser, type Page } from "playwright-core";
import { afterAll, afterEach, beforeAll } from "vitest";
import { seedPgliteDataDir } from "../packages/server/src/test/template-database";
import { serverArgs } from "../packages/server/server-process.mjs";

const root = path.resolve(import.meta.dirname, "..");

/** Where the browser tests put screenshots for people to look at (git-ignored). */
export const ARTIFACTS_DIR = path.resolve(import.meta.dirname, ".artifacts");
mkdirSync(ARTIFACTS_DIR, { recursive: true });

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, "127.0.0.1", () => {
      const address = srv.address();
      srv.close(() =>
        typeof address === "object" && address
          ? resolve(address.port)
          : reject(new Error("no port")),
      );
    });
  });
}

export interface RunningApp {
  url: string;
  dataDir: string;
  /** The server process's id (benchmarks read its CPU time). */
  pid: number;
  /** Every JSON log line the server printed so far. */
  logs: Record<string, unknown>[];
  /** The newest link in an email to `to` (the outbox is printed to the log without SMTP). */
  emailLink(to: string, pattern: RegExp): Promise<string>;
  /** SIGTERM (a clean shutdown); the data directory is removed unless `keepDataDir`. */
  stop(options?: { keepDataDir?: boolean }): Promise<void>;
  /** SIGKILL, as a crash: nothing is flushed and the data directory is kept. */
  crash(): Promise<void>;
}

async function migratedDataDir(): Promise<string> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "proparena-e2e-"));
  await seedPgliteDataDir(path.join(dataDir, "pglite"));
  return dataDir;
}

/**
 * A server (started with `env`) and a browser for one test file: both start before its tests,
 * `use` gets them, and both stop after them.
 */
export function withAppAndBrowser(
  use: (started: { app: RunningApp; browser: Browser }) => void,
  env: Record<string, string> = {},
): void {
  let started: { app: RunningApp; browser: Browser } | undefined;
  beforeAll(async () => {
    const [app, browser] = await Promise.all([startApp(env), launchBrowser()]);
    started = { app, browser };
    use(started);
  });
  // A failed test shows what the server warned of or failed at (CI keeps no other trace).
  afterEach(({ task }) => {
    if (task.result?.state !== "fail" || !started) return;
    const notable = started.app.logs.filter((entry) => Number(entry.level) >= 40).slice(-40);
    console.error(
      `server warnings and errors during "${task.name}" (${notable.length}):\n` +
        notable.map((entry) => JSON.stringify(entry)).join("\n"),
    );
  });
  afterAll(async () => {
    await started?.browser.close();
    await started?.app.stop();
  });
}

/**
 * Starts the real server (built SPA, embedded database in a throwaway data dir, which starts as a
 * copy of the migrated template: packages/server/src/test/template-database.ts).
 */
export async function startApp(
  env: Record<string, string> = {},
  options: { dataDir?: string } = {},
): Promise<RunningApp> {
  const port = await freePort();
  const dataDir = options.dataDir ?? (await migratedDataDir());
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, await serverArgs(), {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      PUBLIC_ORIGIN: url,
      DATABASE_URL: "",
      REDIS_URL: "",
      LOG_LEVEL: "info",
      NODE_ENV: "production",
      // The tests read sign-up and reset links from the log.
      MAIL_LOG_LINKS: "1",
      // The tests trade FX with the real clock: they must pass on a Saturday too. A test of
      // the real sessions passes MARKET_SESSIONS=real.
      MARKET_SESSIONS: "always-open",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const logs: Record<string, unknown>[] = [];
  let buffered = "";
  child.stdout!.on("data", (chunk: Buffer) => {
    buffered += chunk.toString();
    const lines = buffered.split("\n");
    buffered = lines.pop() ?? "";
    for (const line of lines) {
      try {
        logs.push(JSON.parse(line) as Record<string, unknown>);
      } catch {
        // not a log line
      }
    }
  });
  let stderr = "";
  child.stderr!.on("data", (chunk: Buffer) => (stderr += chunk.toString()));

  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited ${child.exitCode}: ${stderr}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) {
      // Stopped here: a server that never answered would otherwise outlive the test run.
      child.kill("SIGKILL");
      throw new Error(`server did not answer /api/health in 120 s: ${stderr}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }

  return {
    url,
    dataDir,
    pid: child.pid!,
    logs,
    async emailLink(to, pattern) {
      const until = Date.now() + 10_000;
      for (;;) {
        for (const entry of [...logs].reverse()) {
          const mail = entry.mail as { to?: string; text?: string } | undefined;
          const match = mail?.to === to ? mail.text?.match(pattern) : null;
          if (match) return match[0];
        }
        if (Date.now() > until) throw new Error(`no email to ${to} matching ${pattern}`);
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    async stop(options = {}) {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((r) => child.once("exit", r));
        child.kill("SIGTERM");
        await exited;
      }
      if (!options.keepDataDir) rmSync(dataDir, { recursive: true, force: true });
    },
    async crash() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((r) => child.once("exit", r));
      child.kill("SIGKILL");
      await exited;
    },
  };
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
}

/** Signs up through the form and opens the verification link from the outbox (the log). */
export async function signUpAndVerify(
  page: Page,
  app: RunningApp,
  user: { name: string; email: string; password: string },
): Promise<void> {
  await page.goto(`${app.url}/auth/signup`);
  await page.getByLabel("Name").fill(user.name);
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password", { exact: true }).fill(user.password);
  await page.getByLabel("Confirm password").fill(user.password);
  await page.getByRole("button", { name: "Create account" }).click();
  await page.waitForURL(/\/auth\/verify-email\//);
  await page.goto(
    await app.emailLink(user.email, /http:\/\/\S+\/auth\/verify\/email\/[0-9a-f]{64}/),
  );
  await page.getByRole("heading", { name: "Email verified" }).waitFor();
}

/** Opens a protected `path`, signs in on the sign-in page it redirects to, and lands back there. */
export async function signInAt(
  page: Page,
  app: RunningApp,
  user: { email: string; password: string },
  path: string,
): Promise<void> {
  await page.goto(`${app.url}${path}`);
  await page.waitForURL(/\/auth\/signin/);
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password", { exact: true }).fill(user.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await page.waitForURL(`${app.url}${path}`);
}

/**
 * Waits until the app has taken over the page (`<html data-app-ready>`): a page the server
 * rendered shows its buttons and forms before they work.
 */
export async function appReady(page: Page): Promise<void> {
  await page.locator("html[data-app-ready]").waitFor({ state: "attached" });
}

/** Collects console errors and page errors so a test can assert there were none. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  return errors;
}

/**
 * A throwaway PostgreSQL database and Redis key prefix for several server processes that form
 * one cluster: `env` for startApp, and `remove()` to drop both afterwards.
 */
export async function throwawayCluster(
  adminUrl: string,
  redisUrl: string,
  tag: string,
): Promise<{ env: Record<string, string>; remove(): Promise<void> }> {
  const run = randomBytes(4).toString("hex");
  const dbName = `proparena_${tag}_${run}`;
  const prefix = `proparena-${tag}-${run}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  return {
    env: { DATABASE_URL: url.toString(), REDIS_URL: redisUrl, REDIS_PREFIX: prefix },
    async remove() {
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await dropper.end();
      const redis = new Redis(redisUrl);
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length > 0) await redis.del(...keys);
      redis.disconnect();
    },
  };
}

/** A 1x1 PNG: the server checks uploads by their bytes, so tests send a real image. */
export const PNG_1X1 = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

/** One JSON call to the app's API (`/api` + route), with a bearer token when given. */
export async function apiCall(
  app: RunningApp,
  token: string | null,
  method: string,
  route: string,
  body?: unknown,
) {
  const res = await fetch(`${app.url}/api${route}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { "content-type": "application/json" } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  // Tests read whatever the endpoint answers; the contract schemas type the real clients.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: res.status, body: (await res.json()) as any };
}
