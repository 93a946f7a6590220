// A journal tail written the way the desk writes it, for the recovery benchmark: an engine
// restored from the tables (journal/journal-replay.ts restoreDesk, as the desk does at start)
// applies real commands (ticks, market orders, closes) and each entry is the commands one group
// commit would hold, with the id counter it started from and the state hash chained from the
// previous entry's (journal-entry.ts), computed from exactly what the desk's write queue hashes.
// The first entry (the first quotes) is materialised and the checkpoint moved past it, as the
// materialiser would; every later entry is left in `desk_journal` only: the tail behind the
// checkpoint. As the leader does while its tables are behind, a desk snapshot is stored whenever
// the entries after the newer of the checkpoint and the last snapshot reach `snapshotEvery`
// (journal/snapshot-writer.ts, the desk's own writer, fed each entry at its cut): a restart
// replays the entries after the newest.
import type { EngineCommand } from "@proparena/domain/engine/engine-commands";
import { Random } from "@proparena/domain/core/random";
import { getInstrument, roundToTick } from "@proparena/domain/market/instruments";
import { RULE_SETS } from "@proparena/domain/rules/rule-sets";
import type { Db } from "@proparena/server/db/database";
import { deskJournal } from "@proparena/server/db/schema";
import { persistBatch, reduceWrites } from "@proparena/server/trading/persist-update";
import {
  chainHash,
  entryDigest,
  type JournalEntry,
} from "@proparena/server/trading/journal/journal-entry";
import { replayEntry } from "@proparena/server/trading/journal/entry-replay";
import { restoreDesk } from "@proparena/server/trading/journal/journal-replay";
import { appendEntry, moveCheckpoint } from "@proparena/server/trading/journal/journal-store";
import {
  SnapshotWriter,
  type SnapshotFigures,
} from "@proparena/server/trading/journal/snapshot-writer";
import { sql } from "drizzle-orm";

/** Journal rows per insert statement. */
const CHUNK = 5_000;

export interface TailOptions {
  /** Entries in the tail (not materialised). */
  entries: number;
  /** The ids of the accounts that trade (the rest of the book only moves with the ticks). */
  traders: readonly string[];
  /** The simulated market's mids the ticks walk from. */
  mids: Record<string, number>;
  /** The engine's clock at the first entry (epoch ms); each entry is 1 ms later. */
  start: number;
  /** A snapshot whenever this many entries follow the newer of the checkpoint and the last one; 0: none. */
  snapshotEvery: number;
  /** Progress, every 100,000 entries. */
  onProgress?: (written: number) => void;
}

export interface WrittenTail {
  entries: number;
  commands: Record<string, number>;
  /** The engine's clock after the last entry. */
  end: number;
  /** The snapshots stored, in order, with what each cost. */
  snapshots: SnapshotFigures[];
}

/** Inserts journal entries in one statement (arrays per column, as the seed does). */
async function insertEntries(db: Db, entries: readonly JournalEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await db.execute(sql`insert into ${deskJournal} (seq, term, commands, rows, state_hash)
    select * from unnest(${sql.param(entries.map((e) => e.seq))}::bigint[],
      ${sql.param(entries.map((e) => e.term))}::int[],
      ${sql.param(entries.map((e) => JSON.stringify(e.commands)))}::json[],
      ${sql.param(entries.map((e) => (e.rows ? JSON.stringify(e.rows) : null)))}::json[],
      ${sql.param(entries.map((e) => e.stateHash))}::text[])`);
}

/**
 * Writes the tail. Each entry is one command most of the time (a quiet desk commits every
 * command on its own) and two or three sometimes (a group commit): half are ticks (BTCUSD and
 * ETHUSD, a small random walk that breaches nobody), the rest market orders of 0.01 lots on the
 * traders' accounts and closes of the positions they opened.
 */
export async function writeJournalTail(db: Db, o: TailOptions): Promise<WrittenTail> {
  let clock = o.start;
  const restored = await restoreDesk({
    db,
    writer: db,
    clock: { now: () => new Date(clock) },
    timeZone: "UTC",
    quotes: [],
    ruleSets: RULE_SETS,
    marketHours: "always-open",
  });
  await restored.materialiser.stop();
  const { engine, ids } = restored;
  let { seq, stateHash } = restored.head;
  const term = restored.head.term;
  let checkpointSeq = seq;
  let durableSeq = seq;
  let failure: unknown = null;
  const snapshots: SnapshotFigures[] = [];
  const snapshotWriter = new SnapshotWriter(
    db,
    {
      engine: () => engine,
      deskState: () => ({ keys: [], copyPositions: [] }),
      durableSeq: () => durableSeq,
      materialisedSeq: () => checkpointSeq,
    },
    o.snapshotEvery > 0 ? o.snapshotEvery : Number.POSITIVE_INFINITY,
    (figures) => snapshots.push(figures),
    (error) => (failure ??= error),
  );
  snapshotWriter.reset(term, restored.salt, 0);
  const rnd = new Random("bench-journal-tail");
  const mids = { BTCUSD: o.mids.BTCUSD!, ETHUSD: o.mids.ETHUSD! };
  const spread = { BTCUSD: 20, ETHUSD: 1.5 };
  const tick = (symbol: "BTCUSD" | "ETHUSD"): EngineCommand => {
    // A walk of a few basis points a step, pulled back to where it started.
    const drift = (o.mids[symbol]! - mids[symbol]) * 0.01;
    mids[symbol] += drift + (rnd.next() - 0.5) * mids[symbol] * 0.0004;
    const instrument = getInstrument(symbol)!;
    const bid = roundToTick(mids[symbol], instrument);
    return {
      k: "tick",
      q: { symbol, bid, ask: roundToTick(bid + spread[symbol], instrument), time: clock },
    };
  };
  const open: { a: string; p: string }[] = [];
  const counts: Record<string, number> = {};
  let trader = 0;
  const next = (): EngineCommand => {
    const pick = rnd.next();
    if (pick < 0.5) return tick(pick < 0.3 ? "BTCUSD" : "ETHUSD");
    if (pick < 0.75 || open.length === 0) {
      return {
        k: "place",
        a: o.traders[trader++ % o.traders.length]!,
        r: {
          symbol: rnd.next() < 0.7 ? "BTCUSD" : "ETHUSD",
          side: rnd.next() < 0.5 ? "buy" : "sell",
          type: "market",
          volume: 0.01,
        },
        t: clock,
      };
    }
    const at = rnd.int(0, open.length - 1);
    const { a, p } = open[at]!;
    open[at] = open.at(-1)!;
    open.pop();
    return { k: "close", a, p, t: clock };
  };

  // Entry 1: the first quotes, materialised (the checkpoint the tail follows).
  const first: EngineCommand[] = [tick("BTCUSD"), tick("ETHUSD")];
  const entry = (commands: EngineCommand[]) => {
    const draft: JournalEntry = {
      seq: seq + 1,
      term,
      commands,
      rows: null,
      stateHash: "",
    };
    const write = replayEntry(engine, ids, draft);
    for (const e of write.events) {
      if (e.type === "orderFilled") open.push({ a: e.position.accountId, p: e.position.id });
    }
    for (const c of commands) counts[c.k] = (counts[c.k] ?? 0) + 1;
    seq = draft.seq;
    stateHash = chainHash(stateHash, entryDigest(reduceWrites([write])));
    return { entry: { ...draft, stateHash }, write };
  };
  clock += 1;
  const head = entry(first);
  await appendEntry(db, head.entry);
  durableSeq = head.entry.seq;
  checkpointSeq = head.entry.seq; // materialised just below
  await persistBatch(
    db,
    [head.write],
    moveCheckpoint({
      term,
      seq,
      engineTime: engine.now(),
      quotes: engine.quotes(),
      stateHash,
    }),
  );

  let buffer: JournalEntry[] = [];
  for (let i = 0; i < o.entries; i++) {
    clock += 1;
    const size = rnd.next() < 0.8 ? 1 : rnd.int(2, 3);
    const commands: EngineCommand[] = [];
    for (let c = 0; c < size; c++) commands.push(next());
    const made = entry(commands).entry;
    buffer.push(made);
    snapshotWriter.cut(made);
    if (buffer.length >= CHUNK) {
      await insertEntries(db, buffer);
      durableSeq = made.seq;
      buffer = [];
      // The desk encodes between its entries; here the tail waits for it (its time is not measured).
      await snapshotWriter.idle();
      if (failure) throw failure;
    }
    if ((i + 1) % 100_000 === 0) o.onProgress?.(i + 1);
  }
  await insertEntries(db, buffer);
  durableSeq = seq;
  await snapshotWriter.idle();
  if (failure) throw failure;
  return { entries: o.entries, commands: counts, end: clock, snapshots };
}
