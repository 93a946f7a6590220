import pg from "pg";

/**
 * Who runs the market feed and the trading desk. Exactly one instance may: they are single
 * writers of the engine's state. On PostgreSQL that is the holder of a session advisory lock
 * on a connection of its own; when the holder dies, its session ends, PostgreSQL releases the
 * lock and a waiting instance takes it.
 */
export interface LeaderLock {
  /** Takes the lock if it is free; true while this instance holds it. */
  tryAcquire(): Promise<boolean>;
  /**
   * Called once if the lock is lost after it was taken (its connection broke). The instance
   * must stop writing at once: another one may already lead.
   */
  onLost(listener: (error: Error) => void): void;
  release(): Promise<void>;
}

/** The advisory lock's name; PostgreSQL hashes it to the lock's key. */
const LOCK_NAME = "proparena:market-leader";

export function postgresLeaderLock(url: string): LeaderLock {
  let client: pg.Client | undefined;
  let held = false;
  let lost: ((error: Error) => void) | undefined;
  const drop = (error: Error) => {
    const wasHeld = held;
    held = false;
    client = undefined;
    if (wasHeld) lost?.(error);
  };
  return {
    async tryAcquire() {
      if (held) return true;
      if (!client) {
        const fresh = new pg.Client({ connectionString: url, keepAlive: true });
        fresh.on("error", (error) => drop(error));
        fresh.on("end", () => drop(new Error("the leader lock's connection ended")));
        await fresh.connect();
        client = fresh;
      }
      const result = await client.query<{ locked: boolean }>(
        "select pg_try_advisory_lock(hashtext($1)) as locked",
        [LOCK_NAME],
      );
      held = result.rows[0]?.locked === true;
      return held;
    },
    onLost(listener) {
      lost = listener;
    },
    async release() {
      const current = client;
      held = false;
      client = undefined;
      // Ending the session releases every advisory lock it holds.
      await current?.end().catch(() => undefined);
    },
  };
}

/** The embedded database belongs to one process (the data-dir lock): it always leads. */
export const embeddedLeaderLock: LeaderLock = {
  tryAcquire: async () => true,
  onLost: () => undefined,
  release: async () => undefined,
};
