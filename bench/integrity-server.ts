// `npm run bench -- integrity-server [--accounts 100000] [--rate 10000] [--minutes 2]
//   [--hedge-every 50] [--db both|pglite|postgres]`
// Closed trades through the server's path: the trading desk announces each close (its
// "events", as after a commit), the leader's IntegrityRunner queues it off the order path, the
// domain's monitor detects, and the flags are stored (one user row per person so flags can be
// stored), on PGlite in memory and on PostgreSQL (DATABASE_URL, default the local test server; a
// throwaway database), each migrated, in turn. `rate` closes a minute in real time for `minutes`
// minutes across `accounts` accounts (bench/integrity.ts's stream: beside every `hedge-every`th
// trade a hedge leg of its size on the person's other account, or a stranger's co-open when they
// have one account; 40 leader-follower pairs copying), so that the
// percentiles rest on hundreds of flags. The same closes go first through a bare domain monitor
// (no server, no database) in the same process: its time for the closes that raise a flag is what
// detection costs, the rest of close-to-flag-stored is the queue and the write. Printed:
// close-to-flag-stored latency (p50/p99/max, target p99 <= 50 ms) and its ratio to the bare
// monitor, the store turns (one select and one upsert for every flag a runner turn raised), how
// far detection lagged behind the closes, the flags by kind and the heap. Figures only.
import { performance } from "node:perf_hooks";
import { randomUUID } from "node:crypto";
import type { Trade } from "@proparena/domain/engine/trades";
import type { IntegrityFlag } from "@proparena/domain/integrity/integrity-flags";
import type { IntegrityEvent } from "@proparena/domain/integrity/integrity-inputs";
import { IntegrityMonitor } from "@proparena/domain/integrity/integrity-monitor";
import { INTEGRITY_POLICY } from "@proparena/domain/integrity/integrity-policy";
import { openDatabase, type Database } from "@proparena/server/db/database";
import { ManualClock } from "@proparena/server/lib/clock";
import { MarketService } from "@proparena/server/market/market-service";
import { IntegrityRunner } from "@proparena/server/services/integrity/integrity-runner";
import type { OwnedEvent } from "@proparena/server/trading/desk/trading-desk";
import { TradingDesk } from "@proparena/server/trading/desk/trading-desk";
import { numberArg, stringArg } from "./lib/args";
import { startBenchServer } from "./lib/bench-server";
import { fmt, machineLine, percentile } from "./lib/figures";
import { insertUsers } from "./lib/seed";
import { throwawayPostgres } from "./lib/throwaway-postgres";
import { stream } from "./integrity";

const TARGET_P99_MS = 50;
const TICK_MS = 5;

type Closes = ReturnType<typeof stream>["closes"];
interface Spread {
  p50: number;
  p99: number;
  max: number;
  n: number;
}

const spread = (values: readonly number[]): Spread => {
  const sorted = Float64Array.from(values).sort();
  return {
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? Number.NaN,
    n: sorted.length,
  };
};
const ms = (s: Spread, d = 2) =>
  `p50 ${fmt(s.p50, d)} ms, p99 ${fmt(s.p99, d)} ms, max ${fmt(s.max, d)} ms`;

/**
 * The closes as the server feeds them (no API mark, no fill quotes: the bench announces closes
 * only), through a bare domain monitor: the time of each close, and of those that raised a flag.
 */
function bareMonitor(closes: Closes) {
  const monitor = new IntegrityMonitor(INTEGRITY_POLICY);
  const all: number[] = [];
  const raising: number[] = [];
  let flags = 0;
  for (const e of closes) {
    const event: IntegrityEvent =
      e.type === "close"
        ? {
            type: "close",
            trade: { ...e.trade, api: false, quoteAtOpen: null, quoteAfterOpen: null },
          }
        : e;
    const s = performance.now();
    const raised = monitor.observe(event).length;
    const took = performance.now() - s;
    all.push(took);
    if (raised > 0) raising.push(took);
    flags += raised;
  }
  return { all: spread(all), raising: spread(raising), flags };
}

async function openBenchDatabase(kind: "pglite" | "postgres") {
  if (kind === "pglite") {
    const database = await openDatabase({ kind: "pglite" });
    return { database, label: "PGlite (embedded, in memory)", drop: async () => undefined };
  }
  const throwaway = await throwawayPostgres();
  const database = await openDatabase({ kind: "postgres", url: throwaway.url });
  return { database, label: "PostgreSQL (throwaway database)", drop: throwaway.drop };
}

export async function main(args: string[]): Promise<void> {
  const accounts = numberArg(args, "accounts", 100_000);
  const rate = numberArg(args, "rate", 10_000);
  const minutes = numberArg(args, "minutes", 2);
  const hedgeEvery = numberArg(args, "hedge-every", 50);
  const db = stringArg(args, "db", "both");
  const kinds = db === "both" ? (["pglite", "postgres"] as const) : [db as "pglite" | "postgres"];
  console.log(machineLine());
  const { closes, people } = stream(accounts, minutes, rate, "integrity-server", {
    every: hedgeEvery,
    sure: true,
  });
  console.log(
    `${fmt(closes.length, 0)} closed trades over ${minutes} min across ${fmt(accounts, 0)} accounts of ${fmt(people, 0)} people, beside every ${hedgeEvery}th a hedge leg on the person's other account at its size (a stranger's co-open when they have one account), 40 pairs copying`,
  );
  // Warm the JIT on one pass, then time the second.
  bareMonitor(closes);
  const bare = bareMonitor(closes);
  console.log(
    `bare domain monitor, the same closes: every close ${ms(bare.all, 4)}; the ${fmt(bare.raising.n, 0)} closes raising ${fmt(bare.flags, 0)} flags ${ms(bare.raising, 4)}`,
  );
  for (const kind of kinds) {
    const { database, label, drop } = await openBenchDatabase(kind);
    try {
      console.log(`
${label}`);
      const served = await throughServer(database, closes, people);
      console.log(
        `  ratio to the bare monitor's closes that raise a flag: p50 ${fmt(served.p50 / bare.raising.p50, 0)}x, p99 ${fmt(served.p99 / bare.raising.p99, 0)}x`,
      );
    } finally {
      await database.close();
      await drop();
    }
  }
}

async function throughServer(database: Database, closes: Closes, people: number): Promise<Spread> {
  const mark = performance.now();
  await database.migrate();
  const userIds = await insertUsers(database.db, people, "integrity");
  const person = (id: string) => userIds[Number(id.slice(1))]!;
  const accountIds = new Map<string, string>();
  const account = (id: string) => {
    let uuid = accountIds.get(id);
    if (!uuid) accountIds.set(id, (uuid = randomUUID()));
    return uuid;
  };
  console.log(
    `  database migrated, ${fmt(people, 0)} users in ${fmt((performance.now() - mark) / 1000)} s`,
  );

  const streamStart = closes[0]!.type === "close" ? closes[0]!.trade.closeTime : 0;
  const clock = new ManualClock(new Date(streamStart));
  const desk = await TradingDesk.load(
    database.db,
    clock,
    "UTC",
    database.db,
    undefined,
    "always-open",
  );
  const server = await startBenchServer(database, desk, new MarketService());
  /** Wall time each close was announced, by its close time (the flag's time is its trade's). */
  const announced = new Map<number, number>();
  const latencies: number[] = [];
  const byKind = new Map<string, number>();
  const perTurn: number[] = [];
  const writes: number[] = [];
  let errors = 0;
  const runner = new IntegrityRunner(server.ctx, desk, {
    onError: () => errors++,
    onStored: ({ flags, at, writeMs }: { flags: IntegrityFlag[]; at: number; writeMs: number }) => {
      perTurn.push(flags.length);
      writes.push(writeMs);
      for (const f of flags) {
        byKind.set(f.kind, (byKind.get(f.kind) ?? 0) + 1);
        const sent = announced.get(f.time);
        if (sent !== undefined) latencies.push(at - sent);
      }
    },
  });
  server.ctx.integrity = runner;
  await runner.start();

  // Announce each close when its time comes (real time: `rate` a minute), as the desk does
  // after a commit, a few at a time every TICK_MS.
  const heapBefore = process.memoryUsage().heapUsed;
  const wallStart = performance.now();
  let next = 0;
  let lagMax = 0;
  while (next < closes.length) {
    const due = streamStart + (performance.now() - wallStart);
    clock.set(new Date(due));
    const batch: OwnedEvent[] = [];
    while (next < closes.length) {
      const e = closes[next]!;
      if (e.type !== "close" || e.trade.closeTime > due) break;
      const t = e.trade;
      const trade = {
        ...t,
        accountId: account(t.accountId),
        positionId: t.id,
        orderId: t.id,
        commission: 0,
        swap: 0,
        conversionRate: 1,
        reason: "manual",
      } as unknown as Trade;
      if (!announced.has(t.closeTime)) announced.set(t.closeTime, performance.now());
      batch.push({
        userId: person(t.personId),
        accountId: trade.accountId,
        event: { type: "positionClosed", trade } as unknown as OwnedEvent["event"],
      });
      lagMax = Math.max(lagMax, due - t.closeTime);
      next++;
    }
    if (batch.length > 0) desk.emit("events", batch);
    await new Promise((resolve) => setTimeout(resolve, TICK_MS));
  }
  const sentMs = performance.now() - wallStart;
  await runner.flush();
  const drainedMs = performance.now() - wallStart;
  const heapAfter = process.memoryUsage().heapUsed;

  const stored = spread(latencies);
  const turns = spread(perTurn);
  console.log(
    `  announced ${fmt(closes.length, 0)} closes in ${fmt(sentMs / 1000)} s (${fmt(closes.length / (sentMs / 60_000), 0)} a minute); detection caught up ${fmt(drainedMs - sentMs)} ms after the last`,
  );
  console.log(
    `  close announced -> flag stored, over ${fmt(stored.n, 0)} flags: ${ms(stored)} (target p99 <= ${TARGET_P99_MS} ms)`,
  );
  console.log(
    `  store turns: ${fmt(turns.n, 0)}, flags a turn p50 ${fmt(turns.p50, 0)}, max ${fmt(turns.max, 0)}; the write of a turn ${ms(spread(writes))}`,
  );
  console.log(
    `  flags stored: ${[...byKind].map(([k, n]) => `${k} ${n}`).join(", ") || "none"}; storage errors ${errors}`,
  );
  console.log(
    `  heap ${fmt(heapAfter / 1e6, 0)} MB after (${fmt((heapAfter - heapBefore) / 1e6, 0)} MB more than before the stream)`,
  );
  await runner.stop();
  await server.close();
  await desk.idle();
  return stored;
}
