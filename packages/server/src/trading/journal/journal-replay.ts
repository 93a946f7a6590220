// Restoring the desk: the engine from the trading tables as materialised, then the journal's
// tail (the entries after the checkpoint) applied again, each to the state hash it recorded.
import type { Account } from "@proparena/domain/engine/account";
import { applyCommand, type EngineCommand } from "@proparena/domain/engine/engine-commands";
import type { EngineEvent } from "@proparena/domain/engine/engine-events";
import type { MarketHours } from "@proparena/domain/market/sessions";
import type { Quote } from "@proparena/domain/market/quotes";
import type { RuleSet } from "@proparena/domain/rules/rule-sets";
import type { TradingEngine } from "@proparena/domain/engine/trading-engine";
import type { Db } from "../../db/database";
import type { Clock } from "../../lib/clock";
import { persistBatch, reduceWrites, type EngineWrite } from "../persist-update";
import { rebuildEngine } from "../desk/rebuild-engine";
import type { JournalHead } from "../desk/write-queue";
import { DeskIds } from "./desk-ids";
import { chainHash, entryDigest, rowsToWrite, type JournalEntry } from "./journal-entry";
import { moveCheckpoint, readTail, takeTerm } from "./journal-store";
import { Materialiser } from "./materialiser";

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
  onMaterialiseError?: (error: unknown) => void;
}

export interface RestoredDesk {
  engine: TradingEngine;
  accounts: Account[];
  head: JournalHead;
  ids: DeskIds;
  materialiser: Materialiser;
  /** Entries of the tail replayed. */
  replayed: number;
}

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
 * Takes a new term, rebuilds the engine from the tables (at the checkpoint's clock and quotes
 * when there is a tail) and replays the tail, checking each entry's state hash, then writes the
 * tail's records to the tables and moves the checkpoint past it. Throws `JournalDivergence`
 * when a replay does not arrive at the recorded state.
 */
export async function restoreDesk(o: RestoreOptions): Promise<RestoredDesk> {
  const checkpoint = await takeTerm(o.writer);
  const tail = await readTail(o.db, checkpoint.seq);
  const ids = new DeskIds(checkpoint.salt);
  const replaying = tail.length > 0;
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
  let chunk: EngineWrite[] = [];
  const flush = async () => {
    if (chunk.length === 0) return;
    const move = {
      term: checkpoint.term,
      seq,
      engineTime: engine.now(),
      quotes: engine.quotes(),
      stateHash,
    };
    await persistBatch(o.db, reduceWrites(chunk), moveCheckpoint(move));
    chunk = [];
  };
  for (const entry of tail) {
    const write = replayEntry(engine, ids, entry);
    const next = chainHash(stateHash, entryDigest(reduceWrites([write])));
    if (next !== entry.stateHash) {
      throw new JournalDivergence(
        `journal entry ${entry.seq}: the replay reaches state ${next.slice(0, 12)}, the journal recorded ${entry.stateHash.slice(0, 12)}; the desk stops rather than run on a state the journal does not vouch for`,
      );
    }
    stateHash = next;
    seq = entry.seq;
    chunk.push(write);
    if (chunk.length >= REPLAY_CHUNK) await flush();
  }
  await flush();
  const created = tail.flatMap((e) =>
    e.commands.flatMap((c) => (c.k === "add" ? [c.account] : [])),
  );
  return {
    engine,
    accounts: [...accounts, ...created],
    head: { seq, stateHash, term: checkpoint.term },
    ids,
    materialiser: new Materialiser(o.db, seq, o.onMaterialiseError),
    replayed: tail.length,
  };
}
