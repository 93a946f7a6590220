// Restoring the desk: the engine from the newest snapshot after the checkpoint, or else from
// the trading tables as materialised, then the journal's tail (the entries after it) applied
// again, each to the state hash it recorded.
import type { Account } from "@proparena/domain/engine/account";
import { createTradingEngine, type TradingEngine } from "@proparena/domain/engine/trading-engine";
import type { MarketHours } from "@proparena/domain/market/sessions";
import type { Quote } from "@proparena/domain/market/quotes";
import type { RuleSet } from "@proparena/domain/rules/rule-sets";
import type { Db } from "../../db/database";
import type { Clock } from "../../lib/clock";
import { rebuildEngine } from "../desk/rebuild-engine";
import type { JournalHead } from "../desk/write-queue";
import { DeskIds } from "./desk-ids";
import {
  readNewestSnapshot,
  SnapshotRefused,
  type DeskSnapshot,
  type DeskState,
} from "./desk-snapshot";
import { CheckpointedWrites, JournalDivergence, replayChecked } from "./entry-replay";
import { readTailPages, takeTerm, type Checkpoint } from "./journal-store";
import { Materialiser, type DurableEntry } from "./materialiser";
import { startTableCatchUp } from "./table-catch-up";

/** Entries replayed per statement when the tail is materialised at restore. */
const REPLAY_CHUNK = 20_000;

export interface RestoreOptions {
  db: Db;
  /** The leader lock's session (takes the term). */
  writer: Db;
  clock: Clock;
  timeZone: string;
  /** The quotes of the engine being replaced (none at start). */
  quotes: readonly Quote[];
  ruleSets: readonly RuleSet[];
  marketHours: MarketHours;
  /** After a restore from a snapshot: how long the tables' catch-up waits before it starts. */
  catchUpDelayMs?: number;
  onMaterialiseError?: (error: unknown) => void;
  /**
   * After a restore from a snapshot: the catch-up of the tables could not reach it (the
   * journal and the tables disagree). The desk must stop.
   */
  onDivergence?: (error: JournalDivergence) => void;
}

export interface RestoredDesk {
  engine: TradingEngine;
  accounts: Account[];
  head: JournalHead;
  ids: DeskIds;
  /** The journal's secret salt (desk-ids.ts; a snapshot's digest). */
  salt: string;
  materialiser: Materialiser;
  /** Entries of the tail replayed. */
  replayed: number;
  /** The snapshot the engine was built from (its entry), or null: from the tables. */
  snapshotSeq: number | null;
  /**
   * The order keys and copied positions, from the snapshot and the entries after it; null when
   * the tables hold them (a restore from the tables writes the tail before it answers).
   */
  desk: DeskState | null;
}

/**
 * Takes a new term and restores the engine: from the newest snapshot after the checkpoint when
 * there is one (the tables catch up behind it, in the background), else from the tables. Throws
 * `JournalDivergence` when a replay does not arrive at the recorded state, `SnapshotRefused` when
 * the snapshot does not check.
 */
export async function restoreDesk(o: RestoreOptions): Promise<RestoredDesk> {
  const checkpoint = await takeTerm(o.writer);
  const snapshot = await readNewestSnapshot(o.db, checkpoint.seq, checkpoint.salt);
  return snapshot ? fromSnapshot(o, checkpoint, snapshot) : fromTables(o, checkpoint);
}

/**
 * Rebuilds the engine from the tables (at the checkpoint's clock and quotes when there is a
 * tail) and replays the tail, checking each entry's state hash, then writes the tail's records
 * to the tables and moves the checkpoint past it.
 */
async function fromTables(o: RestoreOptions, checkpoint: Checkpoint): Promise<RestoredDesk> {
  const pages = readTailPages(o.db, checkpoint.seq);
  const first = await pages.next();
  const ids = new DeskIds(checkpoint.salt);
  const replaying = !first.done;
  const at = replaying
    ? (checkpoint.engineTime ?? o.clock.now().getTime())
    : o.clock.now().getTime();
  const quotes = replaying ? (checkpoint.quotes ?? []) : o.quotes;
  const { engine, accounts } = await rebuildEngine(
    o.db,
    at,
    o.timeZone,
    quotes,
    o.ruleSets,
    o.marketHours,
    ids.newId,
  );
  let seq = checkpoint.seq;
  let stateHash = checkpoint.stateHash;
  let replayed = 0;
  const created: Account[] = [];
  const writes = new CheckpointedWrites(o.db, checkpoint.term, engine, {
    entries: REPLAY_CHUNK,
    records: Number.POSITIVE_INFINITY,
  });
  let tablesAt = checkpoint.seq;
  for (let page = first; !page.done; page = await pages.next()) {
    for (const entry of page.value) {
      const next = replayChecked(engine, ids, entry, stateHash);
      stateHash = next.stateHash;
      seq = entry.seq;
      replayed++;
      writes.add(seq, stateHash, next.write);
      for (const c of entry.commands) if (c.k === "add") created.push(c.account);
      if (writes.full) tablesAt = (await writes.write()) ?? tablesAt;
    }
  }
  tablesAt = (await writes.write()) ?? tablesAt;
  // A tail that ends with tick work queued (a crash in a burst): its last entries wait in the
  // materialiser until the desk's next steps finish that work.
  const materialiser = new Materialiser(o.db, tablesAt, o.onMaterialiseError);
  for (const held of writes.rest()) {
    materialiser.push({
      writes: [held.write],
      checkpoint: {
        term: checkpoint.term,
        seq: held.seq,
        engineTime: engine.now(),
        quotes: engine.quotes(),
        stateHash: held.stateHash,
      },
      quiet: false,
      durableAt: performance.now(),
    });
  }
  return {
    engine,
    accounts: [...accounts, ...created],
    head: { seq, stateHash, term: checkpoint.term },
    ids,
    salt: checkpoint.salt,
    materialiser,
    replayed,
    snapshotSeq: null,
    desk: null,
  };
}

/**
 * Builds the engine from `snapshot` and replays the entries after it, checking each entry's
 * state hash: the desk is ready to trade. Their records wait in the materialiser, which writes
 * them once a catch-up (table-catch-up.ts) has brought the tables from the checkpoint to the
 * snapshot. The order keys and copied positions are the snapshot's and those of the entries
 * after it (the tables do not hold them yet).
 */
async function fromSnapshot(
  o: RestoreOptions,
  checkpoint: Checkpoint,
  snapshot: DeskSnapshot,
): Promise<RestoredDesk> {
  const ids = new DeskIds(checkpoint.salt);
  const built = createTradingEngine({
    snapshot: snapshot.engine,
    config: { timeZone: o.timeZone, newId: ids.newId, marketHours: o.marketHours },
  });
  if (!built.ok) {
    throw new SnapshotRefused(
      `desk snapshot at journal entry ${snapshot.seq}: the engine refuses its records (${built.reason})`,
    );
  }
  const engine = built.value;
  const keys = [...snapshot.desk.keys];
  const copies = new Set(snapshot.desk.copyPositions);
  const durable: DurableEntry[] = [];
  let seq = snapshot.seq;
  let stateHash = snapshot.stateHash;
  let found = false;
  // From the snapshot's own entry, whose state hash must be the snapshot's.
  for await (const page of readTailPages(o.db, snapshot.seq - 1)) {
    for (const entry of page) {
      if (!found) {
        found = entry.seq === snapshot.seq && entry.stateHash === snapshot.stateHash;
        if (!found) break;
        continue;
      }
      const next = replayChecked(engine, ids, entry, stateHash);
      stateHash = next.stateHash;
      seq = entry.seq;
      durable.push({
        writes: [next.write],
        checkpoint: {
          term: checkpoint.term,
          seq,
          engineTime: engine.now(),
          quotes: engine.quotes(),
          stateHash,
        },
        quiet: !engine.hasPendingTick(),
        durableAt: performance.now(),
      });
      for (const k of entry.rows?.orderRequests ?? []) {
        keys.push({ ...k, createdAt: new Date(k.createdAt), requestHash: k.requestHash ?? null });
      }
      for (const c of entry.rows?.copyTrades ?? [])
        if (c.copyPositionId) copies.add(c.copyPositionId);
    }
    if (!found) break;
  }
  if (!found) {
    throw new JournalDivergence(
      `desk snapshot at journal entry ${snapshot.seq}: the journal holds no such entry with its state hash ${snapshot.stateHash.slice(0, 12)}; the desk stops rather than run on a state the journal does not vouch for`,
    );
  }
  let materialiser: Materialiser | null = null;
  const catchUp = startTableCatchUp({
    db: o.db,
    checkpoint,
    to: snapshot.seq,
    toHash: snapshot.stateHash,
    clock: o.clock,
    timeZone: o.timeZone,
    ruleSets: o.ruleSets,
    marketHours: o.marketHours,
    startAfterMs: o.catchUpDelayMs ?? 0,
    onProgress: (reached) => materialiser?.caughtUp(reached),
    onError: o.onMaterialiseError,
    onDivergence: (error) => o.onDivergence?.(error),
  });
  materialiser = new Materialiser(o.db, checkpoint.seq, o.onMaterialiseError, catchUp);
  for (const entry of durable) materialiser.push(entry);
  const accounts = engine.accountIds().map((id) => engine.getAccount(id)!);
  const open = new Set(accounts.flatMap((a) => engine.getPositions(a.id).map((p) => p.id)));
  return {
    engine,
    accounts,
    head: { seq, stateHash, term: checkpoint.term },
    ids,
    salt: checkpoint.salt,
    materialiser,
    replayed: durable.length,
    snapshotSeq: snapshot.seq,
    desk: { keys, copyPositions: [...copies].filter((id) => open.has(id)) },
  };
}
