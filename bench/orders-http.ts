// `npm run bench -- orders-http [--backend postgres|pglite|both] [--traders 200] [--orders 8000]
//   [--concurrency 64] [--rate 500] [--seconds 10] [--timeline]` (the target's open loop: --rate 1000)
//   [--cpu-prof <dir>] (the server process's CPU profile)
// Orders over HTTP to a real server process (packages/server/src/main.ts, NODE_ENV=production)
// once on a throwaway PostgreSQL database and once on PGlite in its own temp DATA_DIR. Traders
// with a Beta account and a session each are written before the server boots. A load client
// in its own process sends BTCUSD market orders (BTCUSD trades around the clock):
//  1. closed loop, `concurrency` orders in flight: orders/s and latency p50/p99;
//  2. open loop at a fixed `rate` for `seconds`: latency p50/p99 from each order's due time.
// Figures only, printed next to the targets; nothing is asserted.
import { numberArg, stringArg } from "./lib/args";
import { cpuProfileEnv } from "./lib/cpu-profile";
import { fmt, latencySummary, machineLine, timeline } from "./lib/figures";
import { startOrderLoad, type LoadResult } from "./lib/order-load";
import { processCpuMs } from "./lib/process-cpu";
import { serverHealth, startRealServer, type Backend } from "./lib/real-server";
import { insertTraders } from "./lib/seed";

const SYMBOL = "BTCUSD";
const TARGET: Record<Backend, number> = { postgres: 3_000, pglite: 2_000 };
/** The open loop's target: p99 at or under this at 1,000 orders/s (issue #33). */
const TARGET_OPEN = { rate: 1_000, p99Ms: 50 };
const LABEL: Record<Backend, string> = { postgres: "PostgreSQL", pglite: "PGlite" };

function printTimeline(load: LoadResult) {
  const start = Math.min(...load.sentAt);
  const lines = timeline(load, start, start + load.seconds * 1000, 500);
  for (const line of lines) console.log(`      ${line}`);
}

/** The journal's last durable entry (/api/health). */
async function durableSeq(url: string): Promise<number> {
  return (await serverHealth(url)).journal?.durableSeq ?? 0;
}

async function measure(backend: Backend, args: string[]): Promise<void> {
  const traderCount = numberArg(args, "traders", 200);
  const total = numberArg(args, "orders", 8_000);
  const concurrency = numberArg(args, "concurrency", 64);
  const rate = numberArg(args, "rate", 500);
  const seconds = numberArg(args, "seconds", 10);
  // `--cpu-prof <dir>`: the server process writes a V8 CPU profile there when it stops.
  const profileDir = stringArg(args, "cpu-prof", "");
  const server = await startRealServer(backend, {
    env: cpuProfileEnv(profileDir),
    seed: ({ db, now }) => insertTraders(db, traderCount, now),
  });
  const client = startOrderLoad(server.url, server.seeded, SYMBOL);
  try {
    console.log(
      `${LABEL[backend]}: real server process, ${SYMBOL} market orders from ${traderCount} Beta accounts (seeded in ${fmt(server.seedSeconds, 1)} s, booted in ${fmt(server.bootSeconds, 1)} s)`,
    );
    console.log(`  ${server.database}`);
    // Warm-up at the measured concurrency: the client's keep-alive connections are all open
    // before the measured run (a burst of new connections stalls PGlite for seconds).
    await client.run({ mode: "closed", total: Math.max(1_000, concurrency * 10), concurrency });
    const entriesBefore = await durableSeq(server.url);
    const cpuBefore = processCpuMs(server.app.pid);
    const closed = await client.run({ mode: "closed", total, concurrency });
    const cpuAfter = processCpuMs(server.app.pid);
    const entries = (await durableSeq(server.url)) - entriesBefore;
    const perSecond = total / closed.seconds;
    console.log(
      `  closed loop, ${concurrency} in flight: ${fmt(perSecond, 0)} orders/s (${fmt(total, 0)} in ${fmt(closed.seconds, 2)} s; target >= ${fmt(TARGET[backend], 0)})`,
    );
    console.log(`    latency ${latencySummary(closed.latencies)}`);
    console.log(
      `    group commit: ${fmt(entries, 0)} journal entries, ${fmt(total / Math.max(1, entries), 1)} orders each`,
    );
    if (cpuBefore !== null && cpuAfter !== null) {
      // The server's own CPU per order: what the rate would be on a core of its own, whatever
      // else the machine runs (database, load client).
      const perOrder = (cpuAfter - cpuBefore) / total;
      console.log(
        `    server CPU ${fmt(perOrder * 1000, 0)} us per order (one core: ${fmt(1000 / perOrder, 0)} orders/s)`,
      );
    }
    if (args.includes("--timeline")) printTimeline(closed);
    await client.run({ mode: "open", total: rate, rate }); // warm-up: one second at the rate
    const open = await client.run({ mode: "open", total: rate * seconds, rate });
    console.log(
      `  open loop at ${fmt(rate, 0)} orders/s for ${seconds} s: ${latencySummary(open.latencies)} (target: p99 <= ${TARGET_OPEN.p99Ms} ms at ${fmt(TARGET_OPEN.rate, 0)}/s${rate === TARGET_OPEN.rate ? "" : "; run with --rate 1000"})`,
    );
    if (args.includes("--timeline")) printTimeline(open);
  } finally {
    client.close();
    await server.stop();
  }
}

export async function main(args: string[] = []): Promise<void> {
  const which = stringArg(args, "backend", "both");
  const backends: Backend[] =
    which === "postgres" || which === "pglite" ? [which] : ["postgres", "pglite"];
  console.log(`Orders over HTTP against a real server process`);
  console.log(`  ${machineLine()}`);
  for (const backend of backends) await measure(backend, args);
}
