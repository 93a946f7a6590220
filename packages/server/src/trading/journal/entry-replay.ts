// One journal entry applied again (a restore, a catch-up of the tables, one account's audit),
// checked against the state hash it recorded, and replayed entries' records written to the
// trading tables with the checkpoint's move.
import type { Account } from "@proparena/domain/engine/account";
import { applyCommand, type EngineCommand } from "@proparena/domain/engine/engine-commands";
import type { EngineEvent } from "@proparena/domain/engine/engine-events";
import type { TradingEngine } from "@proparena/domain/engine/trading-engine";
import type { Db } from "../../db/database";
import { persistBatch, reduceWrites, type EngineWrite } from "../persist-update";
import type { DeskIds } from "./desk-ids";
import { chainHash, entryDigest, rowsToWrite, type JournalEntry } from "./journal-entry";
import { moveCheckpoint, type CheckpointMove } from "./journal-store";

/** A replay that does not reach the journal's state hash: the desk must not run on it. */
export class JournalDivergence extends Error {}

/**
 * Applies one entry's commands to `engine` (each making the ids it made live) and answers what they
 * wrote, as the live desk wrote it: every command's events and records, the accounts `add`
 * opened, and the entry's own rows. A command the engine refuses now was taken when it was
 * journaled: the replay has diverged. `keep` replays only some commands (one account's history),
 * each still at its place in the entry, so it makes the ids it made live.
 */
export function replayEntry(
  engine: TradingEngine,
  ids: DeskIds,
  entry: JournalEntry,
  keep: (command: EngineCommand, index: number) => boolean = () => true,
): EngineWrite {
  const events: EngineEvent[] = [];
  const accounts: Account[] = [];
  const created: Account[] = [];
  for (const [index, command] of entry.commands.entries()) {
    if (!keep(command, index)) continue;
    ids.enter(entry.seq, index);
    // A paid account's row is written by its purchase: the tables may hold it already.
    if (command.k === "adopt" && engine.getAccount(command.account.id)) continue;
    const result = applyCommand(engine, command);
    if (!result.ok) {
      throw new JournalDivergence(
        `journal entry ${entry.seq}: the engine refuses its ${command.k} command on replay (${result.code}: ${result.reason})`,
      );
    }
    // An adopted account's row is written already: the live desk wrote nothing for it.
    if (command.k === "adopt") continue;
    events.push(...result.value.events);
    accounts.push(...result.value.accounts);
    if (command.k === "add") created.push(command.account);
  }
  return { events, accounts, created, ...rowsToWrite(entry.rows) };
}

/**
 * Replays a whole entry on an engine at the state `previous` hashes to, and answers its write
 * and the hash it reaches; throws JournalDivergence, naming the entry, unless that is the hash
 * the journal recorded.
 */
export function replayChecked(
  engine: TradingEngine,
  ids: DeskIds,
  entry: JournalEntry,
  previous: string,
): { write: EngineWrite; stateHash: string } {
  const write = replayEntry(engine, ids, entry);
  const stateHash = chainHash(previous, entryDigest(reduceWrites([write])));
  if (stateHash !== entry.stateHash) {
    throw new JournalDivergence(
      `journal entry ${entry.seq}: the replay reaches state ${stateHash.slice(0, 12)}, the journal recorded ${entry.stateHash.slice(0, 12)}; the desk stops rather than run on a state the journal does not vouch for`,
    );
  }
  return { write, stateHash };
}

/** When a CheckpointedWrites writes what it holds: so many entries, or records. */
export interface WriteLimits {
  readonly entries: number;
  readonly records: number;
}

/** A replayed entry held for the tables. */
interface HeldEntry {
  readonly seq: number;
  readonly stateHash: string;
  readonly write: EngineWrite;
}

/**
 * Replayed entries' records, written to the tables a statement of whole entries at a time
 * together with the checkpoint's move past the last of them (the engine's clock and quotes
 * then, its state hash), refused unless the term is still the writer's. The checkpoint only
 * ever stops at an entry after which the engine has no tick work queued (a restore starts from
 * the tables there, and the tables hold no queued work): entries after the last such one are
 * held back.
 */
export class CheckpointedWrites {
  private held: HeldEntry[] = [];
  private records = 0;
  /** The last entry held after which the engine was quiet, with its clock and quotes then. */
  private quiet: { count: number; move: CheckpointMove } | null = null;

  constructor(
    private readonly db: Db,
    private readonly term: number,
    private readonly engine: TradingEngine,
    private readonly limits: WriteLimits,
  ) {}

  /** True when what is held should be written (call `write` before replaying the next entry). */
  get full(): boolean {
    // Only right after a quiet entry: what is written ends there.
    return (
      this.quiet?.count === this.held.length &&
      (this.held.length >= this.limits.entries || this.records >= this.limits.records)
    );
  }

  /** Holds an entry's write; the engine has just replayed it. */
  add(seq: number, stateHash: string, write: EngineWrite): void {
    this.held.push({ seq, stateHash, write });
    this.records += write.events.length + write.accounts.length;
    if (!this.engine.hasPendingTick()) {
      this.quiet = {
        count: this.held.length,
        move: {
          term: this.term,
          seq,
          engineTime: this.engine.now(),
          quotes: this.engine.quotes(),
          stateHash,
        },
      };
    }
  }

  /**
   * Writes what is held through the last quiet entry (nothing when there is none); answers the
   * entry the tables now reach, if any.
   */
  async write(): Promise<number | null> {
    const quiet = this.quiet;
    if (!quiet) return null;
    const through = this.held.slice(0, quiet.count);
    await persistBatch(
      this.db,
      reduceWrites(through.map((h) => h.write)),
      moveCheckpoint(quiet.move),
    );
    this.held = this.held.slice(quiet.count);
    this.records = 0;
    for (const h of this.held) this.records += h.write.events.length + h.write.accounts.length;
    this.quiet = null;
    return quiet.move.seq;
  }

  /** The entries held back after the last quiet one (the desk's materialiser writes them). */
  rest(): readonly HeldEntry[] {
    return this.held;
  }
}
