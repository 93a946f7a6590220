// The trading tables brought up to a snapshot after a restore from it (journal-replay.ts): the
// desk already trades on the engine the snapshot gave, while a second engine, rebuilt from the
// tables at the checkpoint, replays the entries from there through the snapshot's, each checked
// against its state hash, and writes their records in statements of whole entries, the
// checkpoint moved with each (refused once another leader took the term). It shares the event
// loop with the desk: it yields every few ms. Only then does the materialiser write the entries
// after the snapshot (materialiser.ts, `TablesBehind`), so the tables are written in entry order.
import { setImmediate as turn } from "node:timers/promises";
import type { MarketHours } from "@proparena/domain/market/sessions";
import type { RuleSet } from "@proparena/domain/rules/rule-sets";
import type { TradingEngine } from "@proparena/domain/engine/trading-engine";
import type { Db } from "../../db/database";
import type { Clock } from "../../lib/clock";
import { rebuildEngine } from "../desk/rebuild-engine";
import { DeskIds } from "./desk-ids";
import { CheckpointedWrites, JournalDivergence, replayChecked } from "./entry-replay";
import { readTailPages, type Checkpoint } from "./journal-store";
import type { TablesBehind } from "./materialiser";

/**
 * What a catch-up writes per statement: whole entries, up to so many records (the statement is
 * built on the event loop, ~10 ms per 1,000 records, as the materialiser's).
 */
const CATCH_UP_LIMITS = { entries: 20_000, records: 3_000 };
/** Records made into the catch-up's engine per event-loop turn. */
const RECORDS_PER_TURN = 2_000;
/** Work on the event loop between two yields (ms). */
const SLICE_MS = 8;
/** How long a failed read or write waits before it is tried again (doubling up to 5 s). */
const RETRY_MS = 100;

export interface CatchUpOptions {
  db: Db;
  /** The checkpoint the tables are at (the term taken by the restore). */
  checkpoint: Checkpoint;
  /** The snapshot's entry and state hash: where the tables must arrive. */
  to: number;
  toHash: string;
  clock: Clock;
  timeZone: string;
  ruleSets: readonly RuleSet[];
  marketHours: MarketHours;
  /** How long it waits before it starts (a restarted server serves its first requests first). */
  startAfterMs?: number;
  /** The tables hold every entry through `seq` (after each statement). */
  onProgress: (seq: number) => void;
  /** A failed read or write (tried again). */
  onError?: (error: unknown) => void;
  /** The replay did not reach the journal's state: the tables cannot be brought to the snapshot. */
  onDivergence: (error: JournalDivergence) => void;
}

class Stopped extends Error {}

/** Starts the catch-up in the background; `done` settles when the tables reach `to`. */
export function startTableCatchUp(o: CatchUpOptions): TablesBehind {
  let stopped = false;
  let lastYield = performance.now();
  /** Yields to the desk when this turn has run long enough; throws once stopped. */
  const breathe = async () => {
    if (performance.now() - lastYield >= SLICE_MS) {
      await turn();
      lastYield = performance.now();
    }
    if (stopped) throw new Stopped();
  };
  /** A database step, tried again after a failure until it succeeds or the catch-up stops. */
  const retrying = async <T>(step: () => Promise<T>): Promise<T> => {
    for (let wait = RETRY_MS; ; wait = Math.min(wait * 2, 5_000)) {
      if (stopped) throw new Stopped();
      try {
        return await step();
      } catch (error) {
        if (stopped) throw new Stopped();
        o.onError?.(error);
        await new Promise((resolve) => setTimeout(resolve, wait).unref());
      }
    }
  };

  const run = async () => {
    if (o.startAfterMs) await new Promise((resolve) => setTimeout(resolve, o.startAfterMs).unref());
    if (stopped) throw new Stopped();
    const { checkpoint } = o;
    const ids = new DeskIds(checkpoint.salt);
    const { engine } = await retrying(() =>
      rebuildEngine(
        o.db,
        checkpoint.engineTime ?? o.clock.now().getTime(),
        o.timeZone,
        checkpoint.quotes ?? [],
        o.ruleSets,
        o.marketHours,
        ids.newId,
        RECORDS_PER_TURN,
      ),
    );
    lastYield = performance.now();
    await breathe();
    await replayThrough(engine, ids, checkpoint.seq, checkpoint.stateHash);
  };

  const replayThrough = async (
    engine: TradingEngine,
    ids: DeskIds,
    from: number,
    fromHash: string,
  ) => {
    const writes = new CheckpointedWrites(o.db, o.checkpoint.term, engine, CATCH_UP_LIMITS);
    const written = async () => {
      const seq = await retrying(() => writes.write());
      if (seq !== null) o.onProgress(seq);
    };
    let seq = from;
    let stateHash = fromHash;
    // Pages are read again from where the tables are if a read fails.
    for (;;) {
      const pages = readTailPages(o.db, seq, o.to);
      try {
        for await (const page of pages) {
          for (const entry of page) {
            const replayed = replayChecked(engine, ids, entry, stateHash);
            stateHash = replayed.stateHash;
            seq = entry.seq;
            writes.add(seq, stateHash, replayed.write);
            if (writes.full) await written();
            await breathe();
          }
        }
        break;
      } catch (error) {
        if (error instanceof JournalDivergence || error instanceof Stopped) throw error;
        o.onError?.(error);
        await written();
        await new Promise((resolve) => setTimeout(resolve, RETRY_MS).unref());
      }
    }
    await written();
    if (seq !== o.to || stateHash !== o.toHash) {
      throw new JournalDivergence(
        `the trading tables reach journal entry ${seq} (state ${stateHash.slice(0, 12)}), not the snapshot's entry ${o.to} (state ${o.toHash.slice(0, 12)}); the desk stops rather than write the tables from a state the journal does not vouch for`,
      );
    }
  };

  const since = performance.now();
  const running = run();
  const done = running.catch((error: unknown) => {
    if (error instanceof Stopped) return;
    const divergence =
      error instanceof JournalDivergence ? error : new JournalDivergence(String(error));
    o.onDivergence(divergence);
    throw divergence;
  });
  // Nobody need wait for it: a failure is reported through onDivergence.
  done.catch(() => undefined);
  return {
    to: o.to,
    since,
    done,
    async stop() {
      stopped = true;
      await done.catch(() => undefined);
    },
  };
}
