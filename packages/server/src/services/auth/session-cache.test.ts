import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Database } from "../../db/database";
import { authEpoch, sessions, users } from "../../db/schema";
import { systemClock } from "../../lib/clock";
import { hashToken } from "../../lib/secret-token";
import { createTestDatabase } from "../../test/test-database";
import { createSession, userForToken, type SessionContext } from "./sessions";

// The session cache past its few seconds: served again while the auth epoch stands, read again
// once anything about users or sessions changed, whoever changed it (here: plain SQL, as another
// instance or the admin CLI would, with no revocation relayed to this process).
let database: Database;
let ctx: SessionContext;

const epoch = async () =>
  (await database.db.select({ epoch: authEpoch.epoch }).from(authEpoch))[0]!.epoch;

async function newUser(email: string): Promise<{ id: string; token: string }> {
  const [user] = await database.db
    .insert(users)
    .values({ email, name: email.split("@")[0]!, passwordHash: "x" })
    .returning({ id: users.id });
  return { id: user!.id, token: await createSession(database.db, systemClock, user!.id, 24) };
}

/** Moves performance.now() on, past the cache's few seconds (and the epoch read's second). */
const later = (ms = 6_000) => vi.advanceTimersByTime(ms);

beforeAll(async () => {
  // performance.now() only (the cache's clock), moved on by `later`, never back.
  vi.useFakeTimers({ toFake: ["performance"] });
  database = await createTestDatabase();
  ctx = { db: database.db, clock: systemClock, settings: { sessionIdleHours: 24 } };
});

afterAll(async () => {
  vi.useRealTimers();
  await database.close();
});

describe("the auth epoch", () => {
  it("goes up when a transaction changing a user or ending a session commits, not when a session is used", async () => {
    const alice = await newUser("alice@example.com");
    const before = await epoch();
    await database.db
      .update(sessions)
      .set({ lastUsedAt: new Date() })
      .where(eq(sessions.userId, alice.id));
    expect(await epoch()).toBe(before);
    await database.db.update(users).set({ name: "Alice B" }).where(eq(users.id, alice.id));
    expect(await epoch()).toBe(before + 1);
    // Deferred to the commit: inside the transaction the epoch has not moved yet.
    await database.db.transaction(async (tx) => {
      await tx
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(eq(sessions.tokenHash, hashToken(alice.token)));
      const [inside] = await tx.select({ epoch: authEpoch.epoch }).from(authEpoch);
      expect(inside!.epoch).toBe(before + 1);
    });
    expect(await epoch()).toBe(before + 2);
    await database.db.execute(sql`delete from ${sessions} where ${sessions.userId} = ${alice.id}`);
    expect(await epoch()).toBe(before + 3);
  });
});

describe("a cached session past its few seconds", () => {
  it("is served while nothing changed, and refused once another instance revoked it", async () => {
    const bob = await newUser("bob@example.com");
    expect((await userForToken(ctx, bob.token))?.id).toBe(bob.id);
    later();
    expect((await userForToken(ctx, bob.token))?.id).toBe(bob.id);
    // Revoked by plain SQL: no revocation reaches this process's cache.
    await database.db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(eq(sessions.tokenHash, hashToken(bob.token)));
    // Within its few seconds the cache still answers (as before the epoch)...
    expect((await userForToken(ctx, bob.token))?.id).toBe(bob.id);
    // ...and past them the epoch has moved: the session is read again and refused.
    later();
    expect(await userForToken(ctx, bob.token)).toBeNull();
  });

  it("is read again after a change to its user made elsewhere (a suspension, a new name)", async () => {
    const carol = await newUser("carol@example.com");
    expect((await userForToken(ctx, carol.token))?.name).toBe("carol");
    await database.db.update(users).set({ name: "Carol C" }).where(eq(users.id, carol.id));
    later();
    expect((await userForToken(ctx, carol.token))?.name).toBe("Carol C");
    await database.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, carol.id));
    later();
    expect(await userForToken(ctx, carol.token)).toBeNull();
  });

  it("costs no session read while the epoch stands", async () => {
    const traders = await Promise.all(
      Array.from({ length: 20 }, (_, i) => newUser(`trader${i}@example.com`)),
    );
    for (const t of traders) await userForToken(ctx, t.token);
    later();
    // Drop every session row behind the cache's back, without moving the epoch: a lookup that
    // read its session again would find nothing and refuse.
    const before = await epoch();
    await database.db.execute(sql`alter table ${sessions} disable trigger user`);
    try {
      await database.db.execute(
        sql`update ${sessions} set ${sql.identifier("token_hash")} = 'gone-' || ${sql.identifier("id")}`,
      );
      expect(await epoch()).toBe(before);
      for (const t of traders) expect((await userForToken(ctx, t.token))?.id).toBe(t.id);
    } finally {
      await database.db.execute(sql`alter table ${sessions} enable trigger user`);
    }
    // Once the epoch moves, each is read again: the rows no longer match their tokens.
    await database.db.update(users).set({ name: "someone" }).where(eq(users.id, traders[0]!.id));
    later();
    for (const t of traders) expect(await userForToken(ctx, t.token)).toBeNull();
  });
});
