// The materialiser: the trading tables (accounts, orders, positions, trades, decisions, ...)
// written from the journal right behind it, many entries per statement, by the leader.
import type { Db } from "../../db/database";
import {
  persistBatch,
  persistBatchInTurns,
  reduceWrites,
  WriteReducer,
  type EngineWrite,
  type ReducedBatch,
} from "../persist-update";
import { timeSlices } from "../../lib/time-slices";
import { moveCheckpoint, type CheckpointMove } from "./journal-store";

/** One durable entry's writes, and the checkpoint it moves to once they are in the tables. */
export interface DurableEntry {
  readonly writes: readonly EngineWrite[];
  readonly checkpoint: CheckpointMove;
  /**
   * True when the engine had no tick work queued after it: the checkpoint only stops at such an
   * entry (a restore starts from the tables there, which hold no queued work).
   */
  readonly quiet: boolean;
  /** When its journal commit returned (ms, performance.now()): the lag is measured from it. */
  readonly durableAt: number;
}

/**
 * The tables a restore from a snapshot left behind it (table-catch-up.ts): written through
 * `to` by a catch-up before this materialiser writes the entries after it.
 */
export interface TablesBehind {
  /** The entry the catch-up writes the tables through (the snapshot's). */
  readonly to: number;
  /** When it started (ms, performance.now()). */
  readonly since: number;
  /** Resolves once the tables hold every entry through `to`; rejects if they cannot. */
  readonly done: Promise<void>;
  stop(): Promise<void>;
}

/** How long a failed materialisation waits before it tries again (doubling up to 5 s). */
const RETRY_MS = 100;
/**
 * Records (events and accounts) one statement takes at most: rows are built and serialised on
 * the event loop (~10 ms per 1,000), so a burst's tables are written in turns with orders served
 * between them. An entry with more (a mass breach) is reduced in turns and written as one
 * transaction of ROWS_PER_STATEMENT_IN_TURNS-row statements.
 */
export const RECORDS_PER_WRITE = 1_000;
/**
 * Rows per statement when a batch is written in turns (a mass breach): each statement's rows are
 * built and serialised in one go (~10 ms per 1,000 here), so orders never wait behind more than
 * ~4 ms of it.
 */
export const ROWS_PER_STATEMENT_IN_TURNS = 400;
/**
 * A batch written in turns rests this many times as long as each statement took before the
 * next: a mass breach's tables take about twice as long to write, and PostgreSQL (one of two
 * cores here) and the event loop keep half their time for the orders meanwhile.
 */
export const REST_PER_BUSY_IN_TURNS = 1;
/** A large batch is reduced in turns of at most this long (ms). */
const REDUCE_SLICE_MS = 4;
/**
 * How long entries are gathered before a write while nobody waits for the tables (ms): under a
 * steady flow of orders a write then carries ~25 ms of them, not each commit's few (each
 * statement costs the server and the database a round trip, a plan and a commit). A read that
 * needs the tables (`reached`, `drained`) ends the wait at once.
 */
export const GATHER_MS = 25;

/** An entry's size in records. */
function recordsOf(entry: DurableEntry): number {
  let n = 0;
  for (const w of entry.writes) n += w.events.length + w.accounts.length;
  return n;
}

/**
 * Takes the entries the journal made durable, in order, and writes their records to the
 * trading tables: what waits (up to RECORDS_PER_WRITE records, through an entry after which no
 * tick work was queued) is reduced to its final state and written as one statement together
 * with the checkpoint's move (the same term, a later entry: else nothing
 * is written). A failure is retried; the journal keeps the entries meanwhile, so nothing is
 * lost, and a restart replays them.
 */
export class Materialiser {
  private pending: DurableEntry[] = [];
  private running: Promise<void> | null = null;
  private waiters: { seq: number; wake: () => void }[] = [];
  private stopped = false;
  /** Ends the current gathering wait early (a reader waits for the tables). */
  private hurry: (() => void) | null = null;
  /** Materialised through this entry. */
  seq: number;
  /** The last write's lag: from its first entry's commit to its own (ms). */
  lastLagMs = 0;

  constructor(
    private readonly db: Db,
    seq: number,
    private readonly onError: (error: unknown) => void = () => undefined,
    /** A catch-up to wait for: nothing is written before it is done, nothing if it fails. */
    private readonly catchUp: TablesBehind | null = null,
    private readonly gatherMs: number = GATHER_MS,
  ) {
    this.seq = seq;
  }

  /** Entries durable but not yet in the tables (a catch-up's included). */
  get behind(): number {
    const last = this.pending.at(-1)?.checkpoint.seq ?? Math.max(this.seq, this.catchUp?.to ?? 0);
    return last - this.seq;
  }

  /** How long the oldest entry not yet in the tables has waited (ms); 0 when none waits. */
  ageMs(): number {
    if (this.catchUp && this.seq < this.catchUp.to) return performance.now() - this.catchUp.since;
    const first = this.pending[0];
    return first ? performance.now() - first.durableAt : 0;
  }

  /** The entry a catch-up is writing the tables through, while it runs; null otherwise. */
  get catchingUpTo(): number | null {
    return this.catchUp && this.seq < this.catchUp.to ? this.catchUp.to : null;
  }

  /** A catch-up has written the tables through `seq`: waiters through it wake. */
  caughtUp(seq: number): void {
    this.seq = Math.max(this.seq, seq);
    const woken = this.waiters.filter((w) => w.seq <= this.seq);
    this.waiters = this.waiters.filter((w) => w.seq > this.seq);
    for (const w of woken) w.wake();
  }

  push(entry: DurableEntry): void {
    this.pending.push(entry);
    this.running ??= this.run().finally(() => {
      this.running = null;
    });
  }

  /** Resolves once every entry through `seq` is in the tables. */
  reached(seq: number): Promise<void> {
    if (this.seq >= seq || this.stopped) return Promise.resolve();
    this.hurry?.();
    return new Promise((wake) => this.waiters.push({ seq, wake }));
  }

  /** Resolves once every entry pushed so far is in the tables (or the materialiser stopped). */
  async drained(): Promise<void> {
    while (this.running) {
      this.hurry?.();
      await this.running;
    }
  }

  /**
   * The wait before a write: a turn when someone waits for the tables or a statement's worth of
   * records is pending, else up to `gatherMs` (cut short by a reader).
   */
  private gather(): Promise<void> {
    let records = 0;
    for (const entry of this.pending) records += recordsOf(entry);
    if (this.gatherMs <= 0 || this.waiters.length > 0 || records >= RECORDS_PER_WRITE) {
      return new Promise((resolve) => setImmediate(resolve));
    }
    return new Promise<void>((resolve) => {
      const timer = setTimeout(done, this.gatherMs);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.hurry = done;
    }).finally(() => {
      this.hurry = null;
    });
  }

  /** Stops (a rebuild replaces it): what is pending is left to the journal's replay. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.pending = [];
    await this.catchUp?.stop();
    await this.drained();
    for (const w of this.waiters.splice(0)) w.wake();
  }

  private async run(): Promise<void> {
    if (this.catchUp) {
      // The entries after a snapshot wait for the tables to reach it; a catch-up that failed
      // (a divergence: the desk stops) leaves them unwritten.
      const failed = await this.catchUp.done.then(
        () => false,
        () => true,
      );
      if (failed) return;
    }
    let wait = RETRY_MS;
    while (this.pending.length > 0 && !this.stopped) {
      // Let more entries arrive: one statement carries them all.
      await this.gather();
      // Through a quiet entry only; none yet (a burst's steps under way): the next push goes on.
      let seen = 0;
      let take = 0;
      let end = 0;
      let records = 0;
      while (take < this.pending.length && (end === 0 || seen < RECORDS_PER_WRITE)) {
        const entry = this.pending[take++]!;
        seen += recordsOf(entry);
        if (entry.quiet) [end, records] = [take, seen];
      }
      if (end === 0) return;
      const batch = this.pending.slice(0, end);
      const last = batch.at(-1)!;
      try {
        const guard = moveCheckpoint(last.checkpoint);
        // One entry bigger than a statement (a mass breach): reduced and written in turns, as
        // one transaction.
        if (records > RECORDS_PER_WRITE) {
          const reduced = await reduceInTurns(batch);
          if (this.stopped) return;
          if (reduced) {
            await persistBatchInTurns(
              this.db,
              reduced,
              guard,
              ROWS_PER_STATEMENT_IN_TURNS,
              REST_PER_BUSY_IN_TURNS,
            );
          } else {
            await persistBatch(this.db, null, guard);
          }
        } else {
          const reduced = reduceWrites(batch.flatMap((e) => e.writes));
          await persistBatch(this.db, reduced, guard);
        }
      } catch (error) {
        if (this.stopped) return;
        this.onError(error);
        await new Promise((resolve) => setTimeout(resolve, wait));
        wait = Math.min(wait * 2, 5_000);
        continue;
      }
      wait = RETRY_MS;
      this.pending.splice(0, batch.length);
      this.seq = last.checkpoint.seq;
      this.lastLagMs = performance.now() - batch[0]!.durableAt;
      const still: typeof this.waiters = [];
      for (const w of this.waiters) {
        if (w.seq <= this.seq) w.wake();
        else still.push(w);
      }
      this.waiters = still;
    }
  }
}

/** A large batch's writes reduced a few ms at a time, a turn of the event loop between. */
async function reduceInTurns(batch: readonly DurableEntry[]): Promise<ReducedBatch | null> {
  const reducer = new WriteReducer();
  const turn = timeSlices(REDUCE_SLICE_MS);
  for (const entry of batch) {
    for (const write of entry.writes) {
      reducer.add(write);
      await turn();
    }
  }
  return reducer.result();
}
