// The leader's snapshots (desk-snapshot.ts): when the entries a restart would replay (those
// after the newer of the checkpoint and the last snapshot) reach `every`, the desk's state is
// captured at the next entry's cut (synchronously: the engine right after that entry), then
// encoded and stored off the acknowledgement path, once the entry is durable. One at a time.
import type { TradingEngine } from "@proparena/domain/engine/trading-engine";
import type { Db } from "../../db/database";
import {
  captureSnapshot,
  encodeSnapshot,
  snapshotDigest,
  writeSnapshot,
  type DeskSnapshot,
  type DeskState,
} from "./desk-snapshot";
import type { JournalEntry } from "./journal-entry";

/** How often a snapshot waiting for its entry to be durable looks (ms), and for how long. */
const DURABLE_POLL_MS = 5;
const DURABLE_WAIT_MS = 60_000;

/** What the writer asks the desk. */
export interface SnapshotSource {
  engine(): TradingEngine;
  /** The order keys and copied positions now (desk-snapshot.ts `DeskState`). */
  deskState(): DeskState;
  /** The last durable entry. */
  durableSeq(): number;
  /** The entry the tables are materialised through. */
  materialisedSeq(): number;
}

/** A snapshot stored: its entry, size and what it cost (ms). */
export interface SnapshotFigures {
  seq: number;
  bytes: number;
  /** The capture at the entry's cut: the event loop held, synchronously. */
  captureMs: number;
  /** Encoding, in slices: the longest slice on the event loop, and the whole. */
  maxSliceMs: number;
  encodeMs: number;
  /** The row's statement. */
  writeMs: number;
}

export class SnapshotWriter {
  private term = 0;
  private salt = "";
  /** The newest snapshot's entry (0: none). */
  private last = 0;
  /** Counts resets: a snapshot under way for an earlier restore is dropped. */
  private generation = 0;
  private writing: Promise<void> | null = null;

  constructor(
    private readonly db: Db,
    private readonly source: SnapshotSource,
    private readonly every: number,
    private readonly onWritten: (figures: SnapshotFigures) => void = () => undefined,
    private readonly onError: (error: unknown) => void = () => undefined,
  ) {}

  /** After a restore: the term and salt to write under, and the newest snapshot there is. */
  reset(term: number, salt: string, lastSeq: number): void {
    this.generation++;
    this.term = term;
    this.salt = salt;
    this.last = lastSeq;
  }

  /** The newest snapshot's entry (0: none yet). */
  get lastSeq(): number {
    return this.last;
  }

  /** Resolves when no snapshot is being written. */
  async idle(): Promise<void> {
    while (this.writing) await this.writing;
  }

  /**
   * At an entry's cut, with the engine right after its commands: captures a snapshot when one
   * is due and none is being written. Never throws (a failure is reported).
   */
  cut(entry: JournalEntry): void {
    if (this.writing || this.term === 0) return;
    const base = Math.max(this.last, this.source.materialisedSeq());
    if (entry.seq - base < this.every) return;
    // Queued tick work is not in the records (a burst's steps under way): the next cut.
    if (this.source.engine().hasPendingTick()) return;
    let captured: DeskSnapshot;
    const started = performance.now();
    try {
      captured = captureSnapshot(entry, this.source.engine(), this.source.deskState());
    } catch (error) {
      this.onError(error);
      return;
    }
    const captureMs = performance.now() - started;
    this.writing = this.store(captured, captureMs, this.generation)
      .catch((error: unknown) => this.onError(error))
      .finally(() => {
        this.writing = null;
      });
  }

  private async store(s: DeskSnapshot, captureMs: number, generation: number): Promise<void> {
    const encoded = await encodeSnapshot(s);
    // Its entry must be durable: the row is stored only beside it (writeSnapshot checks).
    const until = performance.now() + DURABLE_WAIT_MS;
    while (this.source.durableSeq() < s.seq) {
      if (generation !== this.generation || performance.now() > until) return;
      await new Promise((resolve) => setTimeout(resolve, DURABLE_POLL_MS).unref());
    }
    if (generation !== this.generation) return;
    const started = performance.now();
    const stored = await writeSnapshot(this.db, {
      seq: s.seq,
      term: s.term,
      stateHash: s.stateHash,
      bytes: encoded.bytes,
      digest: snapshotDigest(this.salt, encoded.bytes),
    });
    if (!stored || generation !== this.generation) return;
    this.last = Math.max(this.last, s.seq);
    this.onWritten({
      seq: s.seq,
      bytes: encoded.bytes.length,
      captureMs,
      maxSliceMs: encoded.maxSliceMs,
      encodeMs: encoded.ms,
      writeMs: performance.now() - started,
    });
  }
}
