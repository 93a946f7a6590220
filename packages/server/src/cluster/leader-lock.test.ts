import { sql } from "drizzle-orm";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { createTestDatabase } from "../test/test-database";
import { embeddedLeaderLock, postgresLeaderLock } from "./leader-lock";

// The PostgreSQL lock needs a PostgreSQL server: this part runs where DATABASE_URL names one
// (CI's second pass runs every server suite that way); the embedded lock runs everywhere.
const serverUrl = process.env.DATABASE_URL;

describe("the leader lock", () => {
  it("on the embedded database this process always leads and writes on the same database", async () => {
    const database = await createTestDatabase();
    const lock = embeddedLeaderLock(database.db);
    expect(await lock.tryAcquire()).toBe(true);
    expect(lock.writer).toBe(database.db);
    await database.close();
  });

  it.runIf(serverUrl)(
    "on PostgreSQL one holder at a time; a broken session loses the lock, cannot write, and frees it",
    async () => {
      const first = postgresLeaderLock(serverUrl!);
      const second = postgresLeaderLock(serverUrl!);
      const lost = new Promise<Error>((resolve) => first.onLost(resolve));
      try {
        expect(await first.tryAcquire()).toBe(true);
        expect(await first.tryAcquire()).toBe(true);
        expect(await second.tryAcquire()).toBe(false);
        expect(second.writer).toBeUndefined();

        // The holder's writes go through the lock's own session.
        const writer = first.writer!;
        const result = await writer.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`);
        const pid = (result as unknown as { rows: { pid: number }[] }).rows[0]!.pid;

        // The session dies (a network cut, an operator's kill): the lock goes with it.
        const admin = new pg.Client({ connectionString: serverUrl });
        await admin.connect();
        await admin.query("select pg_terminate_backend($1)", [pid]);
        await admin.end();
        expect((await lost).message).toBeTruthy();
        expect(first.writer).toBeUndefined();
        await expect(writer.execute(sql`select 1`)).rejects.toThrow();

        expect(await second.tryAcquire()).toBe(true);
      } finally {
        await first.release();
        await second.release();
      }
    },
  );
});
