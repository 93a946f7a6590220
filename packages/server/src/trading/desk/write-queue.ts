// The desk's write queue: group commit of the engine's commands to the journal, the hand-over
// of their records to the materialiser, and the pause while the engine is rebuilt (after a
// change made outside the engine, or a failed write).
import type { EngineCommand } from "@proparena/domain/engine/engine-commands";
import type { Quote } from "@proparena/domain/market/quotes";
import type { Db } from "../../db/database";
import { reduceWrites, type EngineWrite } from "../persist-update";
import type { DeskIds } from "../journal/desk-ids";
import { chainHash, entryDigest, rowsOf, type JournalEntry } from "../journal/journal-entry";
import { appendEntry, TermTaken } from "../journal/journal-store";
import { unavailable } from "../../lib/http-error";
import type { Materialiser } from "../journal/materialiser";

/** Events that make a write heavy: its entry is cut without waiting for the requests read. */
const HEAVY_WRITE_EVENTS = 1_000;

/** How long a failed rebuild waits before it tries again (doubling up to 5 s). */
const REBUILD_RETRY_MS = 100;

interface QueuedWrite<Note> {
  write: EngineWrite;
  notes: Note[];
  resolve: () => void;
  reject: (error: unknown) => void;
}

/** Where the journal stands: the last durable entry and its state hash, under a term. */
export interface JournalHead {
  seq: number;
  stateHash: string;
  term: number;
}

/**
 * What the queue asks the desk when it cuts an entry: the engine's clock and quotes then, and
 * whether it has tick work queued (the tables' checkpoint only stops where it has none).
 */
export interface EngineMark {
  time(): number;
  quotes(): Quote[];
  quiet(): boolean;
  /**
   * The entry just cut, before it is appended, with the engine right after its commands (no
   * later command applied yet): where a snapshot is taken (journal/snapshot-writer.ts). Must
   * not throw.
   */
  cut?(entry: JournalEntry): void;
}

/**
 * Every command the desk applies to its engine is recorded here in order (`record`), and the
 * records it changed are queued (`push`). One event-loop turn after a write is queued, the
 * commands recorded so far become one journal entry, appended in one statement (group
 * commit): its writes are then durable, their notes announced, and the records handed to the
 * materialiser, which writes the trading tables behind the journal. A burst of 5,000 breaches
 * is small entries (the tick that caused them, then the steps that work through it), so nothing
 * waits behind its records. If an
 * append fails, every write not yet durable fails and `rebuild` runs with operations paused
 * (the engine restored from the tables and the journal), so memory never runs ahead of what
 * was acknowledged.
 */
export class WriteQueue<Note> {
  private queued: QueuedWrite<Note>[] = [];
  private commands: EngineCommand[] = [];
  /** The seq the entry being recorded will have (entries are cut in order). */
  private openSeq: number;
  private flushing: Promise<void> | null = null;
  /**
   * False while the last entry cut left tick work queued and no entry has yet been asked for
   * after the work ended: the tables wait for an entry after which none is queued.
   */
  private settled = true;
  /** How many pauses hold the engine (an outside change, a failed append's rebuild);
   * operations wait for `ready`, which resolves when the last one ends. */
  private pauses = 0;
  private ready: Promise<void> = Promise.resolve();
  private release: () => void = () => undefined;
  /**
   * Set when an append was refused for a newer term: another instance leads the desk now. Every
   * write is refused from then on (503), and nothing is rebuilt: a rebuild would take the term
   * back from the new leader.
   */
  private deposed: Error | null = null;

  constructor(
    /**
     * Where entries are appended: in production the leader lock's own session, so commits
     * never queue behind reads on the pool and only the lock holder can write (leader-lock.ts).
     */
    private readonly writer: Db,
    private readonly rebuild: () => Promise<void>,
    private readonly onDurable: (notes: Note[]) => void,
    private head: JournalHead,
    private ids: DeskIds,
    private materialiser: Materialiser,
    private readonly mark: EngineMark,
    private readonly onRebuildError: (error: unknown) => void = () => undefined,
    private readonly onDeposed: (error: Error) => void = () => undefined,
  ) {
    this.openSeq = head.seq + 1;
  }

  /** After a rebuild: where the restored journal stands, its ids and materialiser. */
  reset(head: JournalHead, ids: DeskIds, materialiser: Materialiser): void {
    this.head = head;
    this.ids = ids;
    this.materialiser = materialiser;
    this.commands = [];
    this.openSeq = head.seq + 1;
    this.deposed = null; // restored under a term of its own
    this.settled = this.mark.quiet();
  }

  /** The last durable entry. */
  get durableSeq(): number {
    return this.head.seq;
  }

  get term(): number {
    return this.head.term;
  }

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

  /**
   * Pauses operations, waits for pending writes and their materialisation, runs `work`,
   * rebuilds, resumes. `settle` runs once operations are paused: it finishes queued tick work
   * (the tables only reach an entry after which none is queued).
   */
  async exclusive<T>(work: () => Promise<T>, settle?: () => void): Promise<T> {
    if (this.pauses > 0) await this.enter();
    const resume = this.pause();
    try {
      settle?.();
      await this.idle().catch(() => undefined);
      await this.materialiser.reached(this.head.seq);
      try {
        return await work();
      } finally {
        await this.rebuild();
      }
    } finally {
      resume();
    }
  }

  /** Before a command reaches the engine: the ids it makes are its own (desk-ids.ts). */
  beginCommand(): void {
    this.ids.enter(this.openSeq, this.commands.length);
  }

  /**
   * Records a command the engine has just applied (in the order applied). The command that ends
   * queued tick work always gets an entry, even when it changed no record (an evaluation that
   * found nothing): the tables only stop after such an entry.
   */
  record(command: EngineCommand): void {
    this.commands.push(command);
    if (!this.settled && this.mark.quiet()) {
      this.settled = true;
      this.push({ events: [], accounts: [], created: [] }, []).catch(() => undefined);
    }
  }

  /** Queues a write for the next entry; resolves once it is durable. */
  push(write: EngineWrite, notes: Note[]): Promise<void> {
    if (this.deposed) return Promise.reject(this.deposed);
    return new Promise<void>((resolve, reject) => {
      this.queued.push({ write, notes, resolve, reject });
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
   * append rebuilt while an outside change holds the engine does not resume operations before
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
   * Rebuilds the engine with operations paused, then fails `failed`. A rebuild that fails (the
   * database unreachable) fails them at once and is tried again, with operations still paused,
   * until it succeeds: memory never runs on what the journal does not hold.
   */
  private async rebuildAfter(error: unknown, failed: QueuedWrite<Note>[]): Promise<void> {
    const resume = this.pause();
    let answered = false;
    const answer = () => {
      if (answered) return;
      answered = true;
      for (const q of failed) q.reject(error);
    };
    try {
      for (let wait = REBUILD_RETRY_MS; ; wait = Math.min(wait * 2, 5_000)) {
        try {
          await this.rebuild();
          break;
        } catch (rebuildError) {
          answer();
          this.onRebuildError(rebuildError);
          await new Promise((resolve) => setTimeout(resolve, wait));
        }
      }
    } finally {
      resume();
    }
    answer();
  }

  private async flush(): Promise<void> {
    while (this.queued.length > 0) {
      // Let the requests already read off the sockets reach the engine first. On PGlite a
      // statement runs on this thread, so without this turn the first order of a burst would
      // be written alone while the rest wait unread: one order per commit. On PostgreSQL it
      // costs one event-loop turn. A heavy write (a mass breach's tick) is cut at once: the
      // requests read during its engine work would hold its owners' notices back; they go in
      // the next entry.
      if (!this.queued.some((q) => q.write.events.length >= HEAVY_WRITE_EVENTS)) {
        await new Promise((resolve) => setImmediate(resolve));
      }
      // Cut the entry: every command applied so far, with every write they queued.
      const batch = this.queued.splice(0);
      const commands = this.commands.splice(0);
      const seq = this.openSeq++;
      const writes = batch.map((q) => q.write);
      const time = this.mark.time();
      const quotes = this.mark.quotes();
      const quiet = this.mark.quiet();
      if (!quiet) this.settled = false;
      const stateHash = chainHash(this.head.stateHash, entryDigest(reduceWrites(writes)));
      const entry: JournalEntry = {
        seq,
        term: this.head.term,
        commands,
        rows: rowsOf(writes),
        stateHash,
      };
      this.mark.cut?.(entry);
      try {
        await appendEntry(this.writer, entry);
      } catch (error) {
        // Nothing of this entry, nor of what was built on it, is durable: fail them all and
        // rebuild the engine from what is.
        const failed = [...batch, ...this.queued];
        this.queued = [];
        if (error instanceof TermTaken) {
          this.deposed = unavailable(
            "This instance no longer leads the trading desk; send the request again.",
          );
          for (const q of failed) q.reject(this.deposed);
          this.onDeposed(error);
          return;
        }
        await this.rebuildAfter(error, failed);
        continue;
      }
      this.head = { ...this.head, seq: entry.seq, stateHash };
      this.materialiser.push({
        writes,
        checkpoint: {
          term: entry.term,
          seq: entry.seq,
          engineTime: time,
          quotes,
          stateHash,
        },
        quiet,
        durableAt: performance.now(),
      });
      const notes = batch.flatMap((q) => q.notes);
      for (const q of batch) q.resolve();
      if (notes.length > 0) this.onDurable(notes);
    }
  }
}
