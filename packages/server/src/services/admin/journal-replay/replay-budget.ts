// What bounds a replay from the journal served in a request: one at a time per server (it is
// CPU work), a turn of the event loop between pages (the other requests are served meanwhile),
// and a cap on the entries and on the time it may take.
import { performance } from "node:perf_hooks";
import { conflict } from "../../../lib/http-error";

export interface ReplayLimits {
  /** Entries replayed at most (checked after each page of 5,000). */
  readonly maxEntries: number;
  /** Milliseconds a replay may run (checked after each page). */
  readonly maxMs: number;
}

export const REPLAY_LIMITS: ReplayLimits = { maxEntries: 2_000_000, maxMs: 60_000 };

/** The servers (by their service context) running a replay now. */
const running = new WeakSet<object>();

const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A replay's budget: `run` it, and pass `afterPage` to the replay. */
export function replayBudget(server: object, limits: ReplayLimits = REPLAY_LIMITS) {
  const progress = { entries: 0, commands: 0 };
  let started = performance.now();
  return {
    /** The counts after the last page replayed. */
    progress,
    async run<T>(work: () => Promise<T>): Promise<T> {
      if (running.has(server)) {
        throw conflict("Another replay from the journal is running here: try again once it ends.");
      }
      running.add(server);
      started = performance.now();
      try {
        return await work();
      } finally {
        running.delete(server);
      }
    },
    afterPage: async (counts: { entries: number; commands: number }) => {
      Object.assign(progress, counts);
      const took = performance.now() - started;
      if (counts.entries > limits.maxEntries || took > limits.maxMs) {
        throw conflict(
          `The replay stopped after ${counts.entries.toLocaleString("en-US")} journal entries in ${Math.round(took / 1000)} s: ` +
            `a replay in a request may read ${limits.maxEntries.toLocaleString("en-US")} entries for ${limits.maxMs / 1000} s at most, and this account's history is longer.`,
        );
      }
      await turn();
    },
  };
}
