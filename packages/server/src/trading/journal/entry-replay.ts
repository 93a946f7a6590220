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
import { moveCheckpoint } from "./journal-store";

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

/**
 * Replayed entries' records, written to the tables a statement of whole entries at a time
 * together with the checkpoint's move past the last of them (the engine's clock and quotes
 * then, its state hash), refused unless the term is still the writer's.
 */
export class CheckpointedWrites {
  private writes: EngineWrite[] = [];
  private records = 0;
  private last: { seq: number; stateHash: string } | null = null;

  constructor(
    private readonly db: Db,
    private readonly term: number,
    private readonly engine: TradingEngine,
    private readonly limits: WriteLimits,
  ) {}

  /** True when what is held should be written (call `write` before replaying the next entry). */
  get full(): boolean {
    return this.writes.length >= this.limits.entries || this.records >= this.limits.records;
  }

  /** Holds an entry's write; the engine has just replayed it. */
  add(seq: number, stateHash: string, write: EngineWrite): void {
    this.writes.push(write);
    this.records += write.events.length + write.accounts.length;
    this.last = { seq, stateHash };
  }

  /** Writes what is held (nothing when empty); answers the entry the tables now reach, if any. */
  async write(): Promise<number | null> {
    const last = this.last;
    if (!last) return null;
    const move = {
      term: this.term,
      seq: last.seq,
      engineTime: this.engine.now(),
      quotes: this.engine.quotes(),
      stateHash: last.stateHash,
    };
    await persistBatch(this.db, reduceWrites(this.writes), moveCheckpoint(move));
    this.writes = [];
    this.records = 0;
    this.last = null;
    return last.seq;
  }
}
