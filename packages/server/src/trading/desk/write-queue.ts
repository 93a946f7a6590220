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
/**
 * How many accounts' changes a tick cut into steps may have waiting for the database before
 * it takes its next step (five slices): enough to keep the writer busy, while the CPU the
 * breaches' writes cannot use yet goes to orders. Measured on the mass-breach bench (2 cores,
 * PostgreSQL): 300 kept "all notified" as without a limit (1.6 s) and the orders' p99 during
 * the burst went from 261 ms to 42-50 ms; 120 made the burst 0.5 s longer. The price: later
 * ticks wait for the steps, which now last about as long as the writes (1.4 s against 0.3 s),
 * and orders meanwhile fill at the desk's older quotes.
 */
export const STEP_AHEAD_ACCOUNTS = 300;
/**
 * A write changing more accounts than this is large (a slice of a burst): small writes
 * (orders) queued beside large ones are committed in a batch of their own first.
 */
export const LARGE_WRITE_ACCOUNTS = 10;

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
  /** Whether the last batch was small writes taken ahead of large ones (they alternate). */
  private tookSmallAhead = false;
  /** Waiting for the batch being written to end (backlogAtMost). */
  private batchDone: Array<() => void> = [];

  constructor(
    /**
     * Where batches are written: in production the leader lock's own session, so commits
     * never queue behind reads on the pool and only the lock holder can write (leader-lock.ts).
     */
    private readonly writer: Db,
    private readonly rebuild: () => Promise<void>,
    private readonly onDurable: (notes: Note[]) => void,
    private readonly batchAccounts = BATCH_ACCOUNTS,
    private readonly largeAccounts = LARGE_WRITE_ACCOUNTS,
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

  /**
   * Resolves once at most `accounts` accounts' changes are waiting for a batch (the next batch
   * taken so far counts as written): a producer of a large change (a tick cut into steps)
   * keeps only that far ahead of the database.
   */
  async backlogAtMost(accounts: number): Promise<void> {
    while (this.flushing && this.queuedAccounts() > accounts) {
      await new Promise<void>((resolve) => this.batchDone.push(resolve));
    }
  }

  private queuedAccounts(): number {
    let n = 0;
    for (const q of this.queued) n += q.accounts.size;
    return n;
  }

  /** Queues a write for the next batch; resolves once it is durable. */
  push(write: EngineWrite, notes: Note[]): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      this.queued.push({ write, notes, accounts: accountsOfWrite(write), resolve, reject });
      this.startFlush();
    });
  }

  /**
   * Starts flushing unless a flush runs. A write pushed while a flush is ending (by a listener
   * of `onDurable`, between the flush's last look at the queue and its end) starts the next one.
   */
  private startFlush(): void {
    this.flushing ??= this.flush().finally(() => {
      this.flushing = null;
      if (this.queued.length > 0) this.startFlush();
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
   * not fit or that touches an account of a write skipped before it. While large writes (a
   * burst's slices) wait, every other batch takes only the small ones (orders), so an order
   * waits for at most the one slice being written, and the burst still moves every other batch.
   */
  private nextBatch(): QueuedWrite<Note>[] {
    const large = (q: QueuedWrite<Note>) => q.accounts.size > this.largeAccounts;
    const smallAhead =
      !this.tookSmallAhead && this.queued.some(large) && this.queued.some((q) => !large(q));
    this.tookSmallAhead = smallAhead;
    const batch: QueuedWrite<Note>[] = [];
    const rest: QueuedWrite<Note>[] = [];
    const held = new Set<string>();
    let size = 0;
    const heldBack = (q: QueuedWrite<Note>) => {
      for (const id of q.accounts) if (held.has(id)) return true;
      return false;
    };
    for (const q of this.queued) {
      // A full batch takes nothing more: the rest keep their order.
      if (size >= this.batchAccounts) {
        rest.push(q);
        continue;
      }
      const fits = batch.length === 0 || size + q.accounts.size <= this.batchAccounts;
      if (fits && !(smallAhead && large(q)) && (held.size === 0 || !heldBack(q))) {
        batch.push(q);
        size += q.accounts.size;
      } else {
        rest.push(q);
        for (const id of q.accounts) held.add(id);
      }
    }
    this.queued = rest;
    // Every small write was behind a large one on its account: take the large one now.
    if (batch.length === 0 && smallAhead) return this.nextBatch();
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
        for (const wake of this.batchDone.splice(0)) wake();
        continue;
      }
      for (const wake of this.batchDone.splice(0)) wake();
      const notes = batch.flatMap((q) => q.notes);
      for (const q of batch) q.resolve();
      if (notes.length > 0) this.onDurable(notes);
    }
  }
}
