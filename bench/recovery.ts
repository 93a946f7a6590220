// `npm run bench -- recovery [--accounts 100000] [--entries 1000000] [--traders 200]
//   [--every 50000] [--after-snapshot 49999] [--snapshots off] [--cpu-prof <dir>]
//   [--server-prof <dir>] [--in-process off]`
// A restart after a long journal tail, on a throwaway PostgreSQL database: `accounts` Beta
// accounts (the crowd of the other benches: 90% hold a small BTCUSD or ETHUSD position) and a
// journal tail of `entries` entries the materialiser has not written yet, produced by an
// engine restored from those tables applying real commands (ticks, market orders, closes;
// lib/journal-tail.ts), each entry with its chained state hash, and a desk snapshot stored
// whenever `every` entries follow the newer of the checkpoint and the last snapshot (the desk's
// own snapshot writer; `--snapshots off`: none, the restore of before). The tail goes on for
// `after-snapshot` entries past the `entries` (every - 1 by default: the most entries a restart
// replays after the newest snapshot, where it finds one). Measured:
//  1. a real server process (packages/server/src/main.ts) started on it: from its start until
//     /api/health answers and until a market order succeeds (issue #33's target: ready to trade
//     in <= 10 s), then orders sent one after another while the tables catch up behind the
//     desk (their latency), until /api/health says the tables hold the journal's head;
//  2. in-process, on copies of the database made before that start: the restore's parts (the
//     snapshot read, checked and decoded, the engine built from it, the tail after it read and
//     replayed with every state hash checked; or, without a snapshot, the tables loaded, the
//     tail read, replayed, written), `restoreDesk` whole, the catch-up behind it until the tables
//     hold the head, and `restoreDesk` again with the tables current;
//  3. what storing a snapshot of this book costs the leader: the capture at the entry's cut
//     (the event loop held), the longest slice of its encoding, its size.
// Figures only, printed next to the target; nothing is asserted.
import { mkdirSync, writeFileSync } from "node:fs";
import { Session } from "node:inspector/promises";
import path from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { createTradingEngine } from "@proparena/domain/engine/trading-engine";
import { RULE_SETS } from "@proparena/domain/rules/rule-sets";
import { openDatabase, type Db } from "@proparena/server/db/database";
import { systemClock } from "@proparena/server/lib/clock";
import { rebuildEngine } from "@proparena/server/trading/desk/rebuild-engine";
import { DeskIds } from "@proparena/server/trading/journal/desk-ids";
import {
  readNewestSnapshot,
  SNAPSHOT_EVERY,
} from "@proparena/server/trading/journal/desk-snapshot";
import { CheckpointedWrites, replayChecked } from "@proparena/server/trading/journal/entry-replay";
import { restoreDesk } from "@proparena/server/trading/journal/journal-replay";
import { readTailPages, takeTerm } from "@proparena/server/trading/journal/journal-store";
import type { JournalEntry } from "@proparena/server/trading/journal/journal-entry";
import type { SnapshotFigures } from "@proparena/server/trading/journal/snapshot-writer";
import pg from "pg";
import { numberArg, stringArg } from "./lib/args";
import { cpuProfileEnv } from "./lib/cpu-profile";
import { onCleanup } from "./lib/cleanup";
import { fmt, latencySummary, machineLine } from "./lib/figures";
import { writeJournalTail } from "./lib/journal-tail";
import { serverHealth, startRealServer } from "./lib/real-server";
import { insertCrowd, insertTraders } from "./lib/seed";

const TARGET_READY_S = 10;
/** What restoreDesk writes per statement when it materialises the tail (journal-replay.ts). */
const REPLAY_CHUNK = 20_000;
/** How long the bench follows the catch-up behind a real server at most. */
const CATCH_UP_LIMIT_MS = 600_000;

const seconds = (from: number) => (performance.now() - from) / 1000;

/** A database made from `url`'s as a template (nothing may be connected to it); `drop` ends it. */
async function copyDatabase(
  url: string,
  suffix: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const source = new URL(url);
  const name = source.pathname.slice(1);
  const admin = new pg.Client({
    connectionString: process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test",
  });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}_${suffix} TEMPLATE ${name}`);
  const drop = onCleanup(async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${name}_${suffix} WITH (FORCE)`);
    await admin.end();
  });
  const copy = new URL(url);
  copy.pathname = `/${name}_${suffix}`;
  return { url: copy.toString(), drop };
}

async function withDatabase<T>(url: string, work: (db: Db) => Promise<T>): Promise<T> {
  const database = await openDatabase({ kind: "postgres", url, maxConnections: 8 });
  try {
    return await work(database.db);
  } finally {
    await database.close();
  }
}

/** The entries after `seq`, as restoreDesk reads them (pages), timed. */
async function readAfter(db: Db, seq: number): Promise<{ tail: JournalEntry[]; s: number }> {
  const t = performance.now();
  const tail: JournalEntry[] = [];
  for await (const page of readTailPages(db, seq)) tail.push(...page);
  return { tail, s: seconds(t) };
}

/**
 * restoreDesk's steps one by one (the same calls), timed. From the newest snapshot after the
 * checkpoint when there is one: read, checked and decoded, the engine built, the tail after it
 * read and replayed. Else from the tables: loaded, the tail read, replayed, materialised.
 */
async function restoreInParts(db: Db): Promise<string> {
  const checkpoint = await takeTerm(db);
  const ids = new DeskIds(checkpoint.salt);
  let t = performance.now();
  const snapshot = await readNewestSnapshot(db, checkpoint.seq, checkpoint.salt);
  const snapshotS = seconds(t);
  if (snapshot) {
    t = performance.now();
    const built = createTradingEngine({
      snapshot: snapshot.engine,
      config: { timeZone: "UTC", newId: ids.newId, marketHours: "always-open" },
    });
    if (!built.ok) throw new Error(built.reason);
    const engineS = seconds(t);
    const { tail, s: readS } = await readAfter(db, snapshot.seq);
    t = performance.now();
    let stateHash = snapshot.stateHash;
    for (const entry of tail) ({ stateHash } = replayChecked(built.value, ids, entry, stateHash));
    const replayS = seconds(t);
    return `from the snapshot at entry ${fmt(snapshot.seq, 0)} (${fmt(snapshot.engine.accounts.length, 0)} accounts, ${fmt(snapshot.engine.positions.length, 0)} positions): snapshot read, checked and decoded ${fmt(snapshotS, 2)} s, engine built from it ${fmt(engineS, 2)} s, the ${fmt(tail.length, 0)} entries after it read ${fmt(readS, 2)} s and replayed with their state hashes ${fmt(replayS, 2)} s`;
  }
  t = performance.now();
  const { engine } = await rebuildEngine(
    db,
    checkpoint.engineTime ?? Date.now(),
    "UTC",
    checkpoint.quotes ?? [],
    RULE_SETS,
    "always-open",
    ids.newId,
  );
  const tablesS = seconds(t);
  const { tail, s: readS } = await readAfter(db, checkpoint.seq);
  t = performance.now();
  let stateHash = checkpoint.stateHash;
  const writes = new CheckpointedWrites(db, checkpoint.term, engine, {
    entries: REPLAY_CHUNK,
    records: Number.POSITIVE_INFINITY,
  });
  let writeS = 0;
  for (const entry of tail) {
    const replayed = replayChecked(engine, ids, entry, stateHash);
    stateHash = replayed.stateHash;
    writes.add(entry.seq, stateHash, replayed.write);
    if (writes.full) {
      const w = performance.now();
      await writes.write();
      writeS += seconds(w);
    }
  }
  const w = performance.now();
  await writes.write();
  writeS += seconds(w);
  const replayS = seconds(t) - writeS;
  return `from the tables (no snapshot): tables loaded into an engine ${fmt(tablesS, 1)} s, the ${fmt(tail.length, 0)} entries after the checkpoint read ${fmt(readS, 1)} s, replayed with their state hashes ${fmt(replayS, 1)} s, materialised ${fmt(writeS, 1)} s`;
}

const restoreOptions = (db: Db) => ({
  db,
  writer: db,
  clock: systemClock,
  timeZone: "UTC",
  quotes: [],
  ruleSets: RULE_SETS,
  marketHours: "always-open" as const,
});

/**
 * restoreDesk timed until it answers (ready), then until the tables hold the head, with the
 * event loop's delay meanwhile (what the catch-up costs a desk that trades beside it).
 */
async function timedRestore(db: Db) {
  const t = performance.now();
  const restored = await restoreDesk(restoreOptions(db));
  const s = seconds(t);
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  await restored.materialiser.reached(restored.head.seq);
  delay.disable();
  const tablesS = seconds(t);
  await restored.materialiser.stop();
  const loop = {
    p99: delay.percentile(99) / 1e6,
    max: delay.max / 1e6,
  };
  return { s, tablesS, loop, replayed: restored.replayed, snapshotSeq: restored.snapshotSeq };
}

async function measureInProcess(
  partsUrl: string,
  wholeUrl: string,
  profileDir: string,
): Promise<void> {
  const parts = await profiled(profileDir, () => withDatabase(partsUrl, restoreInParts));
  console.log(`  in-process restore by part, ${parts}`);
  const [whole, current] = await withDatabase(wholeUrl, async (db) => [
    await timedRestore(db),
    await timedRestore(db),
  ]);
  console.log(
    `  restoreDesk whole: ready in ${fmt(whole.s, 2)} s (${whole.snapshotSeq === null ? "from the tables" : `from the snapshot at entry ${fmt(whole.snapshotSeq, 0)}`}, ${fmt(whole.replayed, 0)} entries replayed; target <= ${TARGET_READY_S} s); the tables hold the head ${fmt(whole.tablesS, 1)} s after it started (the event loop's delay meanwhile: p99 ${fmt(whole.loop.p99, 0)} ms, max ${fmt(whole.loop.max, 0)} ms); with the tables current (no tail): ${fmt(current.s, 2)} s`,
  );
}

/** One market order; its answer's status and latency (ms). */
async function order(url: string, trader: { token: string; accountId: string }) {
  const t = performance.now();
  const res = await fetch(`${url}/api/accounts/${trader.accountId}/orders`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${trader.token}` },
    body: JSON.stringify({ symbol: "BTCUSD", side: "buy", type: "market", volume: 0.01 }),
  });
  await res.arrayBuffer();
  return { status: res.status, ms: performance.now() - t };
}

/**
 * Sends market orders until one is filled (201): the wall-clock time of its answer, and the
 * answers before it ("503 x3").
 */
async function firstOrder(
  url: string,
  trader: { token: string; accountId: string },
): Promise<{ at: number; refused: string }> {
  const refusals = new Map<number, number>();
  for (;;) {
    const { status } = await order(url, trader);
    if (status === 201) {
      const refused = [...refusals].map(([code, n]) => `${code} x${n}`).join(", ");
      return { at: Date.now(), refused: refused || "none" };
    }
    refusals.set(status, (refusals.get(status) ?? 0) + 1);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** The journal's figures on /api/health (a leader's: always there). */
const journalOf = async (url: string) => (await serverHealth(url)).journal!;

/**
 * Orders one after another while the tables catch up behind the desk, until /api/health says
 * they hold the journal's head (or CATCH_UP_LIMIT_MS): their latencies, and when it was done.
 */
async function followCatchUp(url: string, trader: { token: string; accountId: string }) {
  const latencies: number[] = [];
  const until = Date.now() + CATCH_UP_LIMIT_MS;
  let last = await journalOf(url);
  let polled = Date.now();
  while (Date.now() < until && (last.catchingUpTo != null || last.behindEntries > 0)) {
    const sent = await order(url, trader);
    if (sent.status === 201) latencies.push(sent.ms);
    await new Promise((r) => setTimeout(r, 10));
    if (Date.now() - polled >= 250) {
      last = await journalOf(url);
      polled = Date.now();
    }
  }
  return { latencies, doneAt: Date.now(), journal: last };
}

/** The server's log lines of its start (info), each with its time from `bootAt`. */
function startLine(logs: readonly Record<string, unknown>[], bootAt: number): string {
  const steps: string[] = [];
  for (const line of logs) {
    const { time, msg } = line as { time?: number; msg?: string };
    if (!time || !msg || /request|response|job/.test(msg)) continue;
    steps.push(`${msg.split(/[(:]/)[0]!.trim()} ${fmt((time - bootAt) / 1000, 1)} s`);
    if (msg.startsWith("Server listening")) break;
  }
  return steps.join("; ");
}

function snapshotLine(snapshots: readonly SnapshotFigures[]): string {
  if (snapshots.length === 0) return "no snapshots stored";
  /** Median and max of a figure over the snapshots. */
  const spread = (f: (s: SnapshotFigures) => number, d = 0) => {
    const sorted = snapshots.map(f).sort((x, y) => x - y);
    return `${fmt(sorted[Math.floor((sorted.length - 1) / 2)]!, d)} (max ${fmt(sorted.at(-1)!, d)})`;
  };
  const newest = fmt(snapshots.at(-1)!.seq, 0);
  return [
    `${fmt(snapshots.length, 0)} snapshots stored (the newest at entry ${newest}), median (max) of each:`,
    `${spread((s) => s.bytes / 1e6, 1)} MB;`,
    `the capture at the entry's cut held the event loop ${spread((s) => s.captureMs)} ms;`,
    `its encoding, off the acknowledgement path, ${spread((s) => s.encodeMs)} ms`,
    `in slices of at most ${spread((s) => s.maxSliceMs)} ms;`,
    `the row written in ${spread((s) => s.writeMs)} ms`,
  ].join(" ");
}

export async function main(args: string[] = []): Promise<void> {
  const accounts = numberArg(args, "accounts", 100_000);
  const entries = numberArg(args, "entries", 1_000_000);
  const traderCount = numberArg(args, "traders", 200);
  const every =
    stringArg(args, "snapshots", "on") === "off" ? 0 : numberArg(args, "every", SNAPSHOT_EVERY);
  const afterSnapshot = every > 0 ? Number(stringArg(args, "after-snapshot", `${every - 1}`)) : 0;
  // `--cpu-prof <dir>`: a CPU profile of the in-process restore by part (this process);
  // `--server-prof <dir>`: the real server process's, written when it stops.
  const profileDir = stringArg(args, "cpu-prof", "");
  const serverProfileDir = stringArg(args, "server-prof", "");
  // `--in-process off`: only the real server's restart (the in-process parts take minutes).
  const inProcess = stringArg(args, "in-process", "on") !== "off";
  console.log(
    `Recovery: a restart with a journal tail not yet materialised, on PostgreSQL (${every > 0 ? `a snapshot every ${fmt(every, 0)} entries behind the checkpoint` : "no snapshots"})`,
  );
  console.log(`  ${machineLine()}`);
  let bootAt = 0;
  const copies: { url: string; drop(): Promise<void> }[] = [];
  try {
    const server = await startRealServer("postgres", {
      // Ticks only from the test route: the simulated feed would move the market meanwhile.
      // Info: the start's steps are read from the log.
      env: {
        NODE_ENV: "test",
        TEST_MARKET_CONTROL: "1",
        LOG_LEVEL: "info",
        ...cpuProfileEnv(serverProfileDir),
      },
      // The start itself is measured: its first order, not the payout chain's load after it.
      waitForChain: false,
      seed: async ({ db, mids, now }) => {
        // The accounts open before the tail's first entry, which ends well before now.
        const opened = now - entries - 10 * 60_000;
        await insertCrowd(db, accounts - traderCount, mids, opened);
        const traders = await insertTraders(db, traderCount, opened);
        const t = performance.now();
        const tail = await writeJournalTail(db, {
          entries: entries + afterSnapshot,
          traders: traders.map((x) => x.accountId),
          mids,
          start: opened + 60_000,
          snapshotEvery: every,
        });
        console.log(
          `  ${fmt(accounts, 0)} accounts; a tail of ${fmt(tail.entries, 0)} entries (${fmt(entries, 0)} and ${fmt(afterSnapshot, 0)} more: ${Object.entries(
            tail.commands,
          )
            .map(([k, n]) => `${fmt(n, 0)} ${k}`)
            .join(", ")}) written in ${fmt(seconds(t), 1)} s`,
        );
        console.log(`  ${snapshotLine(tail.snapshots)}`);
        return { traders };
      },
      // In-process first, on copies made before the server touches the database.
      beforeBoot: async (url) => {
        if (inProcess) {
          copies.push(await copyDatabase(url!, "parts"), await copyDatabase(url!, "whole"));
          await measureInProcess(copies[0]!.url, copies[1]!.url, profileDir);
        }
        bootAt = Date.now();
      },
    }).catch((error: unknown) => {
      // The harness gives a server 120 s to answer /api/health, then kills it.
      console.log(
        `  real server process started -> not ready: ${String(error).split("\n")[0]} (target: ready to trade <= ${TARGET_READY_S} s)`,
      );
      return null;
    });
    if (server) {
      try {
        const first = await firstOrder(server.url, server.seeded.traders[0]!);
        const ready = first.at - bootAt;
        const health = await journalOf(server.url);
        console.log(
          `  real server process started -> /api/health answers: ${fmt(server.bootSeconds, 1)} s; -> first order filled: ${fmt(ready / 1000, 1)} s (answers before it: ${first.refused}; target: ready to trade <= ${TARGET_READY_S} s)`,
        );
        console.log(`    /api/health journal then: ${JSON.stringify(health)}`);
        console.log(`    the server's start, from its log: ${startLine(server.app.logs, bootAt)}`);
        const caughtUp = await followCatchUp(server.url, server.seeded.traders[1]!);
        console.log(
          `  the tables hold the journal's head ${fmt((caughtUp.doneAt - bootAt) / 1000, 1)} s after the start (${caughtUp.journal.behindEntries === 0 ? "caught up" : `still ${fmt(caughtUp.journal.behindEntries, 0)} entries behind`}); orders meanwhile, one at a time: ${latencySummary(caughtUp.latencies)}`,
        );
        console.log(`    /api/health journal then: ${JSON.stringify(caughtUp.journal)}`);
      } finally {
        await server.stop();
      }
    }
  } finally {
    for (const copy of copies) await copy.drop();
  }
}

/** A V8 CPU profile of this process while `work` runs, written to `dir` (none without a dir). */
async function profiled<T>(dir: string, work: () => Promise<T>): Promise<T> {
  if (!dir) return work();
  const session = new Session();
  session.connect();
  await session.post("Profiler.enable");
  await session.post("Profiler.start");
  try {
    return await work();
  } finally {
    const { profile } = await session.post("Profiler.stop");
    mkdirSync(dir, { recursive: true });
    const file = path.join(dir, `recovery-restore-${Date.now()}.cpuprofile`);
    writeFileSync(file, JSON.stringify(profile));
    console.log(`    CPU profile of the restore by part: ${file}`);
    session.disconnect();
  }
}
