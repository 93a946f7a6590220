import { and, eq, gt, isNull } from "drizzle-orm";
import type { Db } from "../../db/database";
import { sessions, users } from "../../db/schema";
import type { Clock } from "../../lib/clock";
import { hashToken, newSecretToken } from "../../lib/secret-token";
import type { UserRow } from "./public-user";

export async function createSession(
  db: Db,
  clock: Clock,
  userId: string,
  ttlHours: number,
): Promise<string> {
  const token = newSecretToken();
  await db.insert(sessions).values({
    userId,
    tokenHash: hashToken(token),
    expiresAt: new Date(clock.now().getTime() + ttlHours * 3_600_000),
  });
  return token;
}

const TOKEN_SHAPE = /^[0-9a-f]{64}$/;

/**
 * Sessions looked up in the last few seconds, so a trader's burst of requests does not cost a
 * database round trip each. Revocations in this process clear their entries at once; another
 * instance sees a revocation within CACHE_MS.
 */
const CACHE_MS = 5_000;
const MAX_CACHED = 10_000;
const cache = new Map<string, { user: UserRow; expiresAt: number; cachedAt: number }>();

/** Forgets every cached session (after users are deleted). */
export function forgetCachedSessions(): void {
  cache.clear();
}

/** The user behind a bearer token, or null when it is missing, garbage, expired or revoked. */
export async function userForToken(
  db: Db,
  clock: Clock,
  token: string | undefined,
): Promise<UserRow | null> {
  if (!token || !TOKEN_SHAPE.test(token)) return null;
  const hash = hashToken(token);
  const now = clock.now().getTime();
  const hit = cache.get(hash);
  if (hit && performance.now() - hit.cachedAt < CACHE_MS && hit.expiresAt > now) return hit.user;
  const [row] = await db
    .select({ user: users, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, hash),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date(now)),
      ),
    )
    .limit(1);
  if (!row) {
    cache.delete(hash);
    return null;
  }
  if (cache.size >= MAX_CACHED) cache.clear();
  cache.set(hash, {
    user: row.user,
    expiresAt: row.expiresAt.getTime(),
    cachedAt: performance.now(),
  });
  return row.user;
}

export async function revokeSession(db: Db, clock: Clock, token: string): Promise<void> {
  cache.delete(hashToken(token));
  await db
    .update(sessions)
    .set({ revokedAt: clock.now() })
    .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt)));
}

export async function revokeAllSessions(db: Db, clock: Clock, userId: string): Promise<void> {
  for (const [hash, entry] of cache) if (entry.user.id === userId) cache.delete(hash);
  await db
    .update(sessions)
    .set({ revokedAt: clock.now() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
