// `npm run bench -- recovery [--accounts 100000] [--entries 1000000] [--traders 200]
//   [--cpu-prof <dir>]`
// A restart after a long journal tail, on a throwaway PostgreSQL database: `accounts` Beta
// accounts (the crowd of the other benches: 90% hold a small BTCUSD or ETHUSD position) and a
// journal tail of `entries` entries the materialiser has not written yet, produced by an
// engine restored from those tables applying real commands (ticks, market orders, closes;
// lib/journal-tail.ts), each entry with its chained state hash. Measured:
//  1. a real server process (packages/server/src/main.ts) started on it: from its start until
//     /api/health answers and until a market order succeeds (it replays and materialises the
//     tail first);
//  2. in-process, on copies of the database made before that start: the restore's parts (the
//     tables loaded into an engine, the tail read, replayed with every state hash checked,
//     written to the tables), `restoreDesk` whole, and `restoreDesk` again with an empty tail
//     (the ratio between the two).
// Figures only, printed next to the target; nothing is asserted.
import { mkdirSync, writeFileSync } from "node:fs";
import { Session } from "node:inspector/promises";
import path from "node:path";
import { RULE_SETS } from "@proparena/domain/rules/rule-sets";
import { openDatabase, type Db } from "@proparena/server/db/database";
import { systemClock } from "@proparena/server/lib/clock";
import {
  persistBatch,
  reduceWrites,
  type EngineWrite,
} from "@proparena/server/trading/persist-update";
import { rebuildEngine } from "@proparena/server/trading/desk/rebuild-engine";
import { DeskIds } from "@proparena/server/trading/journal/desk-ids";
import { chainHash, entryDigest } from "@proparena/server/trading/journal/journal-entry";
import { replayEntry, restoreDesk } from "@proparena/server/trading/journal/journal-replay";
import {
  moveCheckpoint,
  readTail,
  takeTerm,
} from "@proparena/server/trading/journal/journal-store";
import pg from "pg";
import { numberArg, stringArg } from "./lib/args";
import { onCleanup } from "./lib/cleanup";
import { fmt, machineLine } from "./lib/figures";
import { writeJournalTail } from "./lib/journal-tail";
import { startRealServer } from "./lib/real-server";
import { insertCrowd, insertTraders } from "./lib/seed";

const TARGET_READY_S = 10;
/** What restoreDesk writes per statement when it materialises the tail (journal-replay.ts). */
const REPLAY_CHUNK = 20_000;

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

/** restoreDesk's steps one by one (the same calls), timed: tables, tail, replay, materialise. */
async function restoreInParts(db: Db) {
  let t = performance.now();
  const checkpoint = await takeTerm(db);
  const tail = await readTail(db, checkpoint.seq);
  const readS = seconds(t);
  t = performance.now();
  const ids = new DeskIds(checkpoint.salt);
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
  t = performance.now();
  let stateHash = checkpoint.stateHash;
  const writes: EngineWrite[] = [];
  let hashS = 0;
  for (const entry of tail) {
    const write = replayEntry(engine, ids, entry);
    const h = performance.now();
    stateHash = chainHash(stateHash, entryDigest(reduceWrites([write])));
    hashS += (performance.now() - h) / 1000;
    if (stateHash !== entry.stateHash) throw new Error(`replay diverged at entry ${entry.seq}`);
    writes.push(write);
  }
  const replayS = seconds(t);
  t = performance.now();
  for (let i = 0; i < writes.length; i += REPLAY_CHUNK) {
    const chunk = writes.slice(i, i + REPLAY_CHUNK);
    const last = tail[Math.min(i + REPLAY_CHUNK, tail.length) - 1]!;
    await persistBatch(
      db,
      reduceWrites(chunk),
      moveCheckpoint({
        term: checkpoint.term,
        seq: last.seq,
        engineTime: engine.now(),
        quotes: engine.quotes(),
        stateHash,
      }),
    );
  }
  const materialiseS = seconds(t);
  return { entries: tail.length, readS, tablesS, replayS, hashS, materialiseS };
}

async function timedRestore(db: Db): Promise<{ s: number; replayed: number }> {
  const t = performance.now();
  const restored = await restoreDesk({
    db,
    writer: db,
    clock: systemClock,
    timeZone: "UTC",
    quotes: [],
    ruleSets: RULE_SETS,
    marketHours: "always-open",
  });
  const s = seconds(t);
  await restored.materialiser.stop();
  return { s, replayed: restored.replayed };
}

/** Sends market orders until one is filled (201); the wall-clock time of its answer. */
async function firstOrder(
  url: string,
  trader: { token: string; accountId: string },
): Promise<number> {
  for (;;) {
    const res = await fetch(`${url}/api/accounts/${trader.accountId}/orders`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${trader.token}` },
      body: JSON.stringify({ symbol: "BTCUSD", side: "buy", type: "market", volume: 0.01 }),
    });
    if (res.status === 201) return Date.now();
    await new Promise((r) => setTimeout(r, 20));
  }
}

export async function main(args: string[] = []): Promise<void> {
  const accounts = numberArg(args, "accounts", 100_000);
  const entries = numberArg(args, "entries", 1_000_000);
  const traderCount = numberArg(args, "traders", 200);
  // `--cpu-prof <dir>`: a CPU profile of the in-process restore by part (this process).
  const profileDir = stringArg(args, "cpu-prof", "");
  console.log(`Recovery: a restart with a journal tail not yet materialised, on PostgreSQL`);
  console.log(`  ${machineLine()}`);
  let bootAt = 0;
  const copies: { url: string; drop(): Promise<void> }[] = [];
  try {
    const server = await startRealServer("postgres", {
      // Ticks only from the test route: the simulated feed would move the market meanwhile.
      env: { NODE_ENV: "test", TEST_MARKET_CONTROL: "1" },
      seed: async ({ db, mids, now }) => {
        // The accounts open before the tail's first entry, which ends well before now.
        const opened = now - entries - 10 * 60_000;
        await insertCrowd(db, accounts - traderCount, mids, opened);
        const traders = await insertTraders(db, traderCount, opened);
        const t = performance.now();
        const tail = await writeJournalTail(db, {
          entries,
          traders: traders.map((x) => x.accountId),
          mids,
          start: opened + 60_000,
        });
        console.log(
          `  ${fmt(accounts, 0)} accounts; a tail of ${fmt(tail.entries, 0)} entries (${Object.entries(
            tail.commands,
          )
            .map(([k, n]) => `${fmt(n, 0)} ${k}`)
            .join(", ")}) written in ${fmt(seconds(t), 1)} s`,
        );
        return { traders };
      },
      // In-process first, on copies made before the server touches the database.
      beforeBoot: async (url) => {
        copies.push(await copyDatabase(url!, "parts"), await copyDatabase(url!, "whole"));
        await measureInProcess(copies[0]!.url, copies[1]!.url, profileDir);
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
        const ready = (await firstOrder(server.url, server.seeded.traders[0]!)) - bootAt;
        const health = (
          (await (await fetch(`${server.url}/api/health`)).json()) as { journal?: unknown }
        ).journal;
        console.log(
          `  real server process started -> /api/health answers: ${fmt(server.bootSeconds, 1)} s; -> first order filled: ${fmt(ready / 1000, 1)} s (target: ready to trade <= ${TARGET_READY_S} s)`,
        );
        console.log(`    /api/health journal: ${JSON.stringify(health)}`);
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

async function measureInProcess(
  partsUrl: string,
  wholeUrl: string,
  profileDir: string,
): Promise<void> {
  const parts = await profiled(profileDir, () => withDatabase(partsUrl, restoreInParts));
  console.log(
    `  in-process restore of ${fmt(parts.entries, 0)} entries, by part: tail read ${fmt(parts.readS, 1)} s, tables loaded into an engine ${fmt(parts.tablesS, 1)} s, replay ${fmt(parts.replayS, 1)} s (of which state hashes ${fmt(parts.hashS, 1)} s), tail materialised ${fmt(parts.materialiseS, 1)} s`,
  );
  const [whole, empty] = await withDatabase(wholeUrl, async (db) => [
    await timedRestore(db),
    await timedRestore(db),
  ]);
  console.log(
    `  restoreDesk whole: ${fmt(whole.s, 1)} s with the tail (${fmt(whole.replayed, 0)} entries replayed), ${fmt(empty.s, 1)} s with an empty tail (the same tables): ${fmt(whole.s / empty.s, 1)}x`,
  );
}
