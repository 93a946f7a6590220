import pg from "pg";
import { drizzleOnClient, type Db } from "../db/database";

/**
 * Who runs the market feed and the trading desk. Exactly one instance may: they are single
 * writers of the engine's state. On PostgreSQL that is the holder of a session advisory lock
 * on a connection of its own; when the holder dies, its session ends, PostgreSQL releases the
 * lock and a waiting instance takes it.
 *
 * The desk writes its batches on that same session (`writer`). A write can therefore only
 * land while this instance holds the lock: if the session breaks, the lock is gone with it
 * and the connection is never reopened (the instance exits), so a leader that was cut off
 * and replaced cannot write over its successor when the network comes back.
 */
export interface LeaderLock {
  /** Takes the lock if it is free; true while this instance holds it. */
  tryAcquire(): Promise<boolean>;
  /** Where the leader's desk writes: the lock's own session. Set once the lock is held. */
  readonly writer: Db | undefined;
  /**
   * Called once if the lock is lost after it was taken (its connection broke). The instance
   * must stop writing at once: another one may already lead.
   */
  onLost(listener: (error: Error) => void): void;
  release(): Promise<void>;
}

/** The advisory lock's name; PostgreSQL hashes it to the lock's key. */
const LOCK_NAME = "proparena:market-leader";

/**
 * TCP keepalives on the lock's session, both ways: PostgreSQL notices a leader whose machine
 * vanished within about 20 s and frees the lock; the leader notices a dead link as fast.
 */
const KEEPALIVE_IDLE_S = 10;
const KEEPALIVE_INTERVAL_S = 3;
const KEEPALIVE_COUNT = 3;

export function postgresLeaderLock(url: string): LeaderLock {
  let client: pg.Client | undefined;
  let writer: Db | undefined;
  let held = false;
  let lost: ((error: Error) => void) | undefined;
  const drop = (error: Error) => {
    const wasHeld = held;
    held = false;
    client = undefined;
    writer = undefined;
    if (wasHeld) lost?.(error);
  };
  return {
    async tryAcquire() {
      if (held) return true;
      if (!client) {
        const fresh = new pg.Client({
          connectionString: url,
          keepAlive: true,
          keepAliveInitialDelayMillis: KEEPALIVE_IDLE_S * 1000,
        });
        fresh.on("error", (error) => drop(error));
        fresh.on("end", () => drop(new Error("the leader lock's connection ended")));
        await fresh.connect();
        await fresh.query(
          `set tcp_keepalives_idle = ${KEEPALIVE_IDLE_S}; ` +
            `set tcp_keepalives_interval = ${KEEPALIVE_INTERVAL_S}; ` +
            `set tcp_keepalives_count = ${KEEPALIVE_COUNT}`,
        );
        client = fresh;
      }
      const result = await client.query<{ locked: boolean }>(
        "select pg_try_advisory_lock(hashtext($1)) as locked",
        [LOCK_NAME],
      );
      held = result.rows[0]?.locked === true;
      if (held) writer = drizzleOnClient(client);
      return held;
    },
    get writer() {
      return writer;
    },
    onLost(listener) {
      lost = listener;
    },
    async release() {
      const current = client;
      held = false;
      client = undefined;
      writer = undefined;
      // Ending the session releases every advisory lock it holds.
      await current?.end().catch(() => undefined);
    },
  };
}

/** The embedded database belongs to one process (the data-dir lock): it always leads. */
export function embeddedLeaderLock(db: Db): LeaderLock {
  return {
    tryAcquire: async () => true,
    writer: db,
    onLost: () => undefined,
    release: async () => undefined,
  };
}
