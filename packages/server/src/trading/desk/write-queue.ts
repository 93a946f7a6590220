// The desk's write queue: group commit of engine changes, and the pause while the engine is
// rebuilt from the database (after a change made outside the engine, or a failed write).
import type { Db } from "../../db/database";
import { persistBatch, type EngineWrite } from "../persist-update";
import { accountsOfWrite } from "./write-slices";

/** Accounts a batch may change at most (unless its first write alone is larger). */
export const BATCH_ACCOUNTS = 100;
/**
 * Accounts per slice of a large write: more than half a batch, so a batch holds one slice and
 * room is left for the small writes (orders) queued behind the burst.
 */
export const SLICE_ACCOUNTS = 60;

interface QueuedWrite<Note> {
  write: EngineWrite;
  notes: Note[];
  /** The accounts it changes. */
  accounts: Set<string>;
  resolve: () => void;
  reject: (error: unknown) => void;
}

/**
 * Writes are grouped into one transaction per batch (group commit), so throughput does not
 * stop at one database round trip per change. A batch changes at most `batchAccounts`
 * accounts; a write that does not fit waits for the next batch, and so does every later write
 * touching one of its accounts, but later writes on other accounts go ahead of it. The order
 * of writes therefore holds for each account, and an order is not held up by a burst of
 * breaches written in slices (write-slices.ts). A push resolves once its write is durable;
 * then `onDurable` gets the notes of the whole batch (the desk announces its events). If a
 * batch fails, every write not yet durable fails and `rebuild` runs with operations paused,
 * so memory never runs ahead of what was acknowledged.
 */
export class WriteQueue<Note> {
  private queued: QueuedWrite<Note>[] = [];
  private flushing: Promise<void> | null = null;
  /** How many pauses hold the engine (an outside change, a failed batch's rebuild); operations
   * wait for `ready`, which resolves when the last one ends. */
  private pauses = 0;
  private ready: Promise<void> = Promise.resolve();
  private release: () => void = () => undefined;

  constructor(
    /**
     * Where batches are written: in production the leader lock's own session, so commits
     * never queue behind reads on the pool and only the lock holder can write (leader-lock.ts).
     */
    private readonly writer: Db,
    private readonly rebuild: () => Promise<void>,
    private readonly onDurable: (notes: Note[]) => void,
    private readonly batchAccounts = BATCH_ACCOUNTS,
  ) {}

  /** True while the engine is being rebuilt: operations `enter` first. */
  get paused(): boolean {
    return this.pauses > 0;
  }

  /** Waits while the engine is paused. Callers skip it when not paused, so that an
   * operation reaches the engine synchronously (a tick is applied in the call that publishes it). */
  async enter(): Promise<void> {
    while (this.pauses > 0) await this.ready;
  }

  /** Resolves when every write queued so far is durable (or has failed). */
  async idle(): Promise<void> {
    while (this.flushing) await this.flushing;
  }

  /** Pauses operations, waits for pending writes, runs `work`, rebuilds, resumes. */
  async exclusive<T>(work: () => Promise<T>): Promise<T> {
    if (this.pauses > 0) await this.enter();
    const resume = this.pause();
    try {
      await this.idle().catch(() => undefined);
      try {
        return await work();
      } finally {
        await this.rebuild();
      }
    } finally {
      resume();
    }
  }

  /** Queues a write for the next batch; resolves once it is durable. */
  push(write: EngineWrite, notes: Note[]): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      this.queued.push({ write, notes, accounts: accountsOfWrite(write), resolve, reject });
      this.flushing ??= this.flush().finally(() => (this.flushing = null));
    });
  }

  /**
   * Marks the engine paused until the returned function is called. Pauses nest: a failed
   * batch rebuilt while an outside change holds the engine does not resume operations before
   * that change is done.
   */
  private pause(): () => void {
    if (this.pauses++ === 0) this.ready = new Promise((r) => (this.release = r));
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      if (--this.pauses === 0) this.release();
    };
  }

  /**
   * Takes the next batch off the queue: writes in order while they fit, skipping one that does
   * not fit or that touches an account of a write skipped before it.
   */
  private nextBatch(): QueuedWrite<Note>[] {
    const batch: QueuedWrite<Note>[] = [];
    const rest: QueuedWrite<Note>[] = [];
    const held = new Set<string>();
    let size = 0;
    const heldBack = (q: QueuedWrite<Note>) => [...q.accounts].some((id) => held.has(id));
    for (const q of this.queued) {
      const fits = batch.length === 0 || size + q.accounts.size <= this.batchAccounts;
      if (fits && (held.size === 0 || !heldBack(q))) {
        batch.push(q);
        size += q.accounts.size;
      } else {
        rest.push(q);
        for (const id of q.accounts) held.add(id);
      }
    }
    this.queued = rest;
    return batch;
  }

  private async flush(): Promise<void> {
    while (this.queued.length > 0) {
      // Let the requests already read off the sockets reach the engine first. On PGlite a
      // statement runs on this thread, so without this turn the first order of a burst would
      // be written alone while the rest wait unread: one order per commit (measured: 136
      // orders/s over HTTP; with the turn ~6 orders per commit and 1,000/s). On PostgreSQL
      // it costs one event-loop turn.
      await new Promise((resolve) => setImmediate(resolve));
      const batch = this.nextBatch();
      try {
        await persistBatch(
          this.writer,
          batch.map((q) => q.write),
        );
      } catch (error) {
        // Nothing of this batch, nor of what was built on it, is durable: fail them all and
        // rebuild the engine from what is.
        const failed = [...batch, ...this.queued];
        this.queued = [];
        const resume = this.pause();
        try {
          await this.rebuild();
        } finally {
          resume();
        }
        for (const q of failed) q.reject(error);
        continue;
      }
      const notes = batch.flatMap((q) => q.notes);
      for (const q of batch) q.resolve();
      if (notes.length > 0) this.onDurable(notes);
    }
  }
}
