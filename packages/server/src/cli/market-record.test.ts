import { execFile } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { waitUntil } from "../test/wait-until";
import { startBinanceStandIn, type BinanceStandIn } from "../test/venues/binance-stand-in";

const run = promisify(execFile);
const cli = fileURLToPath(new URL("./market-record.ts", import.meta.url));
const dir = mkdtempSync(path.join(tmpdir(), "proparena-record-"));
let standIn: BinanceStandIn;
beforeAll(async () => {
  standIn = await startBinanceStandIn();
});
afterAll(async () => {
  await standIn.close();
  rmSync(dir, { recursive: true, force: true });
});

async function record(args: string[], env: Record<string, string>) {
  try {
    const { stdout, stderr } = await run(process.execPath, ["--import", "tsx", cli, ...args], {
      env: { ...process.env, LOG_LEVEL: "silent", ...env },
    });
    return { code: 0, out: stdout + stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, out: e.stdout + e.stderr };
  }
}

describe("npm run market:record", () => {
  it("refuses bad arguments and a bad configuration", async () => {
    expect(await record(["--minutes", "3"], {})).toEqual({
      code: 2,
      out: expect.stringContaining("usage: npm run market:record"),
    });
    expect(await record(["--seconds", "soon"], {})).toMatchObject({ code: 2 });
    expect(await record([], { MARKET_FEED: "replay" })).toEqual({
      code: 1,
      out: expect.stringContaining("MARKET_REPLAY_FILE: replay needs the file to play"),
    });
  });

  it("runs the configured feed and writes what it publishes, with each quote's venue, to a day's NDJSON file", async () => {
    const out = path.join(dir, "out");
    const running = record(["--dir", out, "--seconds", "3"], {
      MARKET_FEED: "binance",
      BINANCE_WS_URL: standIn.url,
    });
    // The command starts a process (tsx), migrates a database and builds the simulated symbols'
    // history before it subscribes: on a loaded two-core machine that took over 20 s once.
    await waitUntil(async () => standIn.subscriptions().length === 1, 60_000);
    standIn.bookTicker("BTCUSDT", "97000.00", "97000.50");
    standIn.bookTicker("ETHUSDT", "3600.10", "3600.30");
    const done = await running;
    expect(done.code).toBe(0);
    expect(done.out).toMatch(/Recorded \d+ simulated, 2 binance quotes in .*out/);
    // One file per UTC day of the quotes' own times: the live quotes are today's, and on a
    // weekend a closed market's simulated quote carries its last close (a Friday's file).
    const files = readdirSync(out).sort();
    expect(files.length).toBeGreaterThanOrEqual(1);
    const lines = files.flatMap((file) => {
      expect(file).toMatch(/^quotes-\d{4}-\d{2}-\d{2}\.ndjson$/);
      return readFileSync(path.join(out, file), "utf8")
        .trim()
        .split("\n")
        .map((l) => JSON.parse(l) as Record<string, unknown>)
        .map((line) => {
          expect(new Date(line.time as string).toISOString().slice(0, 10)).toBe(file.slice(7, 17));
          return line;
        });
    });
    expect(lines.filter((l) => l.venue === "binance")).toEqual([
      expect.objectContaining({ symbol: "BTCUSD", bid: 97000, ask: 97000.5 }),
      expect.objectContaining({ symbol: "ETHUSD", bid: 3600.1, ask: 3600.3 }),
    ]);
    // The other symbols are simulated (Binance does not list them), from the start.
    expect(new Set(lines.filter((l) => l.venue === "simulated").map((l) => l.symbol)).size).toBe(
      10,
    );
  }, 90_000);
});
