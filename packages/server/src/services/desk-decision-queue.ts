import type { OwnedEvent, TradingDesk } from "../trading/desk/trading-desk";
import type { DecisionKey } from "./notices/decision-notices";

/** Decisions handled per call: a mass breach of thousands is a few statements. */
const CHUNK = 500;

export interface DecisionQueue {
  /** Resolves when every decision announced so far has been handled (tests, shutdown). */
  idle(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * On the leader: the rule decisions the desk announces (once durable) that `pick` keeps, handed
 * to `handle` off the tick's path, a chunk at a time: the desk's listener only queues each
 * decision's key. `handle` reports its own errors; the queue goes on with the next chunk.
 */
export function queueDeskDecisions(
  desk: TradingDesk,
  pick: (event: OwnedEvent["event"]) => DecisionKey | null,
  handle: (chunk: DecisionKey[]) => Promise<void>,
): DecisionQueue {
  const pending: DecisionKey[] = [];
  let draining: Promise<void> | null = null;
  const drain = async () => {
    while (pending.length > 0) {
      // The decisions are read back from the tables, which the materialiser writes behind the
      // journal: wait until they hold every decision announced so far.
      await desk.materialised();
      await handle(pending.splice(0, CHUNK));
    }
  };
  const start = () => {
    draining ??= drain().finally(() => {
      draining = null;
      if (pending.length > 0) start();
    });
  };
  const onEvents = (events: readonly OwnedEvent[]) => {
    const before = pending.length;
    for (const { event } of events) {
      const key = pick(event);
      if (key) pending.push(key);
    }
    if (pending.length > before) start();
  };
  desk.on("events", onEvents);
  const idle = async () => {
    while (draining) await draining;
  };
  return {
    idle,
    async stop() {
      desk.off("events", onEvents);
      await idle();
    },
  };
}
