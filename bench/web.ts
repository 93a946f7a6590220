// `npm run bench -- web [--metrics]` (or `node --import tsx bench/web.ts`)
// Builds the web app if needed, serves the production build, runs Lighthouse (mobile preset)
// against Debian's Chromium 3 times (`--runs N`) and prints each run's performance, total
// blocking time and the load average, then the median performance, accessibility,
// best-practices and SEO scores and metrics, plus the landing page's JavaScript size (gzip). It prefers the real server (temporary
// data dir); if that does not answer /api/plans it serves packages/web/dist itself with sample
// answers for /api/plans and /api/public/stats. With --metrics it measures the signed-in
// account metrics page (an admin's Beta account with 40 trades) instead of the landing page.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { createServer as createNetServer } from "node:net";
import os, { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import { samplePlans, sampleStats } from "../packages/web/src/testing/sample-site-data";
import type lighthouseRun from "lighthouse";
import { machineLine } from "./lib/figures";
import { serverArgs } from "../packages/server/server-process.mjs";

const BENCH_ADMIN = { email: "bench-admin@example.com", password: "bench admin password 42" };
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dist = path.join(root, "packages/web/dist");
const CHROMIUM = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createNetServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address
          ? resolve(address.port)
          : reject(new Error("no port")),
      );
    });
  });
}

function ensureBuilt() {
  const script = pathToFileURL(path.join(root, "scripts/web-build.mjs")).href;
  const result = spawnSync(
    process.execPath,
    [
      "--input-type=module",
      "-e",
      `import(${JSON.stringify(script)}).then(m => m.ensureWebBuilt())`,
    ],
    { cwd: root, stdio: "inherit" },
  );
  if (result.status !== 0) throw new Error("web build failed");
}

/** Sum of the gzip sizes of the JS that the built index.html loads (entry + modulepreloads). */
export function landingJsBytes(): { files: { file: string; gzip: number }[]; total: number } {
  const html = readFileSync(path.join(dist, "index.html"), "utf8");
  const urls = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
  const files = [...new Set(urls)].map((url) => ({
    file: url,
    gzip: gzipSync(readFileSync(path.join(dist, url)), { level: 9 }).length,
  }));
  return { files, total: files.reduce((sum, f) => sum + f.gzip, 0) };
}

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript",
  ".css": "text/css",
  ".svg": "image/svg+xml",
  ".webp": "image/webp",
  ".webm": "video/webm",
  ".mp4": "video/mp4",
  ".wav": "audio/wav",
  ".woff2": "font/woff2",
  ".json": "application/json",
};

/** A small static server for dist/ with gzip and long caching of hashed assets, like production. */
function startStaticServer(port: number): Promise<Server> {
  const json: Record<string, unknown> = {
    "/api/plans": samplePlans(),
    "/api/public/stats": sampleStats(),
    "/api/auth/check": { message: "Token is invalid", code: "TOKEN_INVALID" },
  };
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    if (url.pathname in json) {
      const status = url.pathname === "/api/auth/check" ? 401 : 200;
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(json[url.pathname]));
      return;
    }
    let file = path.join(dist, decodeURIComponent(url.pathname));
    if (!file.startsWith(dist) || !existsSync(file) || statSync(file).isDirectory())
      file = path.join(dist, "index.html");
    const ext = path.extname(file);
    let body = readFileSync(file);
    const headers: Record<string, string> = {
      "content-type": TYPES[ext] ?? "application/octet-stream",
    };
    headers["cache-control"] = url.pathname.startsWith("/assets/")
      ? "public, max-age=31536000, immutable"
      : "no-cache";
    if ([".html", ".js", ".css", ".svg", ".json"].includes(ext)) {
      body = gzipSync(body);
      headers["content-encoding"] = "gzip";
    }
    res.writeHead(200, headers);
    res.end(body);
  });
  return new Promise((resolve) => server.listen(port, "127.0.0.1", () => resolve(server)));
}

async function waitFor(url: string, timeoutMs: number, child?: ChildProcess): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) return false;
    try {
      if ((await fetch(url)).ok) return true;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return false;
}

interface Target {
  url: string;
  kind: string;
  stop: () => Promise<void>;
}

export async function startTarget(): Promise<Target> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  if (process.env.BENCH_WEB_STATIC !== "1") {
    const dataDir = mkdtempSync(path.join(tmpdir(), "proparena-bench-web-"));
    const child = spawn(process.execPath, await serverArgs(), {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        PUBLIC_ORIGIN: url,
        DATABASE_URL: "",
        REDIS_URL: "",
        LOG_LEVEL: "warn",
        NODE_ENV: "production",
        // No SMTP here: production needs this said on purpose.
        MAIL_LOG_LINKS: "1",
        // --metrics signs this admin in and opens the metrics page of its Beta account.
        ADMIN_EMAIL: BENCH_ADMIN.email,
        ADMIN_PASSWORD: BENCH_ADMIN.password,
      },
      stdio: ["ignore", "ignore", "ignore"],
    });
    const stop = async () => {
      if (child.exitCode === null) {
        child.kill("SIGTERM");
        await new Promise((r) => child.once("exit", r));
      }
      rmSync(dataDir, { recursive: true, force: true });
    };
    if (
      (await waitFor(`${url}/api/health`, 60_000, child)) &&
      (await waitFor(`${url}/api/plans`, 2_000, child))
    ) {
      return { url, kind: "real server (empty database)", stop };
    }
    await stop();
    console.log("The real server does not answer /api/plans; using the static server instead.");
  }
  const server = await startStaticServer(port);
  return {
    url,
    kind: "static server with sample API answers",
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

async function startChromium(): Promise<{ port: number; stop: () => Promise<void> }> {
  const port = await freePort();
  const userDir = mkdtempSync(path.join(tmpdir(), "proparena-lh-chrome-"));
  const child = spawn(
    CHROMIUM,
    [
      ...CHROME_FLAGS,
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${userDir}`,
      "about:blank",
    ],
    { stdio: "ignore" },
  );
  if (!(await waitFor(`http://127.0.0.1:${port}/json/version`, 20_000, child)))
    throw new Error(`Chromium did not start (${CHROMIUM})`);
  return {
    port,
    stop: async () => {
      if (child.exitCode === null) {
        child.kill("SIGTERM");
        await new Promise((r) => child.once("exit", r));
      }
      // Chromium's helpers may still be writing the profile as it exits: retry, never throw.
      rmSync(userDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
    },
  };
}

/** Lighthouse's report of one run. */
type Result = NonNullable<Awaited<ReturnType<typeof lighthouseRun>>>["lhr"];

/** How many Lighthouse runs: `--runs N` (1-9), 3 by default; the figures printed are medians. */
function runCount(args: string[]): number {
  const index = args.indexOf("--runs");
  if (index === -1) return 3;
  const runs = Number(args[index + 1]);
  if (!Number.isInteger(runs) || runs < 1 || runs > 9)
    throw new Error(`--runs takes a whole number from 1 to 9, not "${args[index + 1] ?? ""}"`);
  return runs;
}

const score = (lhr: Result, id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);

/** The median of a few figures (the lower middle one of an even count). */
function middle(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

/** The run whose performance score is the median one. */
function medianReport(reports: Result[]): Result {
  const target = middle(reports.map((lhr) => score(lhr, "performance")));
  return reports.find((lhr) => score(lhr, "performance") === target)!;
}

export async function main(args: string[] = []): Promise<void> {
  if (!existsSync(CHROMIUM)) {
    console.log(`No Chromium at ${CHROMIUM}; set CHROMIUM_PATH.`);
    process.exitCode = 1;
    return;
  }
  ensureBuilt();
  const js = landingJsBytes();
  const target = await startTarget();
  const chrome = await startChromium();
  try {
    const metrics = args.includes("--metrics");
    const pagePath = metrics ? await signedInMetricsPage(target, chrome.port) : "/";
    const runs = runCount(args);
    const { default: lighthouse } = await import("lighthouse");
    const reports: Result[] = [];
    console.log(
      `Lighthouse, mobile preset, ${target.kind}, page ${pagePath}, ${runs} run(s); ${machineLine()}`,
    );
    // A run Lighthouse could not score (NO_NAVSTART, mostly the first after Chromium starts) is
    // run again, up to twice the runs asked for, so the median is of `runs` scored runs.
    for (let run = 1; reports.length < runs && run <= runs * 2; run++) {
      const load = os.loadavg()[0]!.toFixed(1);
      const result = await lighthouse(`${target.url}${pagePath}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
        // The metrics page needs the session token the sign-in left in localStorage.
        disableStorageReset: metrics,
      });
      if (!result) throw new Error("Lighthouse returned no result");
      const { audits, runtimeError } = result.lhr;
      if (runtimeError || result.lhr.categories.performance?.score == null) {
        console.log(
          `  run ${run}: no score (${runtimeError?.code ?? "no performance score"}); not counted`,
        );
        continue;
      }
      reports.push(result.lhr);
      console.log(
        `  run ${run}: performance ${score(result.lhr, "performance")}, total-blocking-time ${audits["total-blocking-time"]?.displayValue ?? "-"}, interactive ${audits.interactive?.displayValue ?? "-"} (load average ${load} before the run)`,
      );
    }
    if (reports.length === 0) throw new Error("No Lighthouse run gave a score");
    const median = medianReport(reports);
    const outIndex = args.indexOf("--out");
    if (outIndex !== -1 && args[outIndex + 1]) {
      writeFileSync(args[outIndex + 1]!, JSON.stringify(median, null, 1));
      console.log(`Full report (the median run): ${args[outIndex + 1]}`);
    }
    const entry = js.files[0]?.file;
    if (entry) {
      const head = await fetch(`${target.url}${entry}`, {
        headers: { "accept-encoding": "gzip, br" },
      });
      if (!head.headers.get("content-encoding"))
        console.log(
          "  note: the server sends JS uncompressed; behind a compressing proxy (or with BENCH_WEB_STATIC=1) scores are higher.",
        );
    }
    console.log(
      `Median of ${reports.length} (each figure its own median; failing audits of the median run):`,
    );
    for (const id of ["performance", "accessibility", "best-practices", "seo"])
      console.log(`  ${id.padEnd(16)}${middle(reports.map((lhr) => score(lhr, id)))}`);
    for (const id of [
      "interactive",
      "first-contentful-paint",
      "largest-contentful-paint",
      "total-blocking-time",
      "cumulative-layout-shift",
      "speed-index",
    ]) {
      const value = middle(reports.map((lhr) => lhr.audits[id]?.numericValue ?? Number.NaN));
      const unit = id === "cumulative-layout-shift" ? "" : " ms";
      console.log(`  ${id.padEnd(26)} ${value.toFixed(unit ? 0 : 3)}${unit}`);
    }
    const { categories, audits } = median;
    const failing = Object.values(categories)
      .flatMap((category) => category.auditRefs)
      .map((ref) => audits[ref.id])
      .filter(
        (audit) =>
          audit && audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode === "binary",
      );
    for (const audit of failing) console.log(`  ! ${audit!.id}: ${audit!.title}`);
    console.log(
      `Landing page JS: ${js.total} bytes gzip (${(js.total / 1024).toFixed(1)} KiB) in ${js.files.length} files`,
    );
    for (const file of js.files) console.log(`  ${String(file.gzip).padStart(7)}  ${file.file}`);
  } finally {
    // The server is stopped even if Chromium's clean-up fails (it used to be left running).
    await chrome.stop().finally(() => target.stop());
  }
}

/**
 * Signs the bench admin in (created at boot from ADMIN_EMAIL), trades 40 round trips on its
 * Beta account so the metrics have a journal and a curve, leaves the token in the browser's
 * localStorage and answers the account's metrics path.
 */
async function signedInMetricsPage(target: Target, chromePort: number): Promise<string> {
  if (!target.kind.startsWith("real server"))
    throw new Error("--metrics needs the real server (the static server has no accounts)");
  const call = async (method: string, path: string, token?: string, body?: unknown) => {
    const res = await fetch(`${target.url}/api${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body ? { "content-type": "application/json" } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    // The bench reads the few fields it needs; the contracts type the real clients.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    return (await res.json()) as any;
  };
  const { token, user } = await call("POST", "/auth/signin", undefined, BENCH_ADMIN);
  const { accounts } = await call("GET", "/accounts", token);
  const accountId = accounts[0].id as string;
  for (let i = 0; i < 40; i++) {
    const placed = await call("POST", `/accounts/${accountId}/orders`, token, {
      symbol: "BTCUSD",
      side: i % 2 ? "sell" : "buy",
      volume: 0.1,
    });
    await call("POST", `/accounts/${accountId}/positions/${placed.position.id}/close`, token);
  }
  const { chromium } = await import("playwright-core");
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chromePort}`);
  const page = await browser.contexts()[0]!.newPage();
  await page.goto(`${target.url}/`);
  // Runs in the page (the bench has no DOM types): the app reads the token from localStorage.
  await page.evaluate(`localStorage.setItem("token", ${JSON.stringify(token)})`);
  await page.close();
  await browser.close();
  return `/dashboard/metrics/${user.id}/${accountId}`;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main(process.argv.slice(2));
}
