import { and, eq, gt, isNull, ne, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/database";
import { authEpoch, sessions, users } from "../../db/schema";
import type { Clock } from "../../lib/clock";
import { hashToken, newSecretToken } from "../../lib/secret-token";
import type { UserRow } from "./public-user";

/** Where a session was opened from, as the settings page shows it. */
export interface SessionOrigin {
  userAgent?: string | null;
  ip?: string | null;
}

export async function createSession(
  db: Db,
  clock: Clock,
  userId: string,
  ttlHours: number,
  origin: SessionOrigin = {},
): Promise<string> {
  const token = newSecretToken();
  const now = clock.now();
  await db.insert(sessions).values({
    userId,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + ttlHours * 3_600_000),
    lastUsedAt: now,
    userAgent: origin.userAgent?.slice(0, 400) ?? null,
    ip: origin.ip ?? null,
  });
  return token;
}

/** How stale a session's last use may get before it is written again (not on every request). */
const TOUCH_EVERY_MS = 5 * 60_000;

const TOKEN_SHAPE = /^[0-9a-f]{64}$/;

/**
 * Sessions looked up in the last few seconds, so a trader's burst of requests does not cost a
 * database round trip each. Revocations clear their entries at once, here and (through
 * `onRevocation`, relayed over Redis) on every other instance. Past its few seconds an entry is
 * served again while the auth epoch (db/schema/auth.ts authEpoch: bumped at the commit of any
 * change to a user or to a session but its use, whoever made it) is still the one it was read
 * at; only then is the session read again. One epoch read, at most every EPOCH_MS, serves every
 * session: 200 traders cost one small read a second instead of ~60 session reads.
 */
const CACHE_MS = 5_000;
const EPOCH_MS = 1_000;
const MAX_CACHED = 10_000;

/**
 * A session's own share of CACHE_MS and TOUCH_EVERY_MS, between half and all of them, fixed
 * by its hash: traders who signed in together would otherwise all be looked up again in the
 * same instant every few seconds (200 lookups at once held PGlite's thread for ~100 ms: the
 * p99 of orders at 1,000/s went from 16 ms to 100 ms). Spread, the lookups cost the same on
 * average and no request waits behind a wave of them.
 */
export function sessionSpread(tokenHash: string): number {
  return 0.5 + parseInt(tokenHash.slice(0, 8), 16) / 2 ** 33;
}
const cache = new Map<
  string,
  { user: UserRow; expiresAt: number; lastUsedAt: number; cachedAt: number; epoch: number }
>();

/** Per database (tests run many in one process): its last epoch read, and a read under way. */
interface EpochReads {
  value: number;
  /** When the last read was sent: its snapshot is no older. */
  readAt: number;
  reading: { startedAt: number; value: Promise<number> } | null;
}
const epochs = new WeakMap<Db, EpochReads>();

/**
 * The database's auth epoch, from a read sent after `after` (so its snapshot is newer than
 * whatever was read before then) and at most EPOCH_MS ago; concurrent callers share one read.
 */
async function authEpochSince(db: Db, after: number): Promise<number> {
  let reads = epochs.get(db);
  if (!reads) epochs.set(db, (reads = { value: -1, readAt: -Infinity, reading: null }));
  const now = performance.now();
  if (reads.readAt > after && now - reads.readAt < EPOCH_MS) return reads.value;
  if (reads.reading && reads.reading.startedAt > after) return reads.reading.value;
  const reading = { startedAt: now, value: readEpoch(db, reads, now) };
  reads.reading = reading;
  // Done, read or failed (its callers get the failure): the next caller sends a new read.
  const done = () => {
    if (reads.reading === reading) reads.reading = null;
  };
  reading.value.then(done, done);
  return reading.value;
}

async function readEpoch(db: Db, reads: EpochReads, sentAt: number): Promise<number> {
  const [row] = await db.select({ epoch: authEpoch.epoch }).from(authEpoch).limit(1);
  const value = row?.epoch ?? -1;
  if (sentAt > reads.readAt) Object.assign(reads, { value, readAt: sentAt });
  return value;
}

/** What a revocation takes out of the cache: one token, all of a user's, or everything. */
export type Revocation = { tokenHash: string } | { userId: string } | { all: true };
const revocationListeners = new Set<(revocation: Revocation) => void>();

/** Called with every revocation made in this process (the cluster relays them). */
export function onRevocation(listener: (revocation: Revocation) => void): () => void {
  revocationListeners.add(listener);
  return () => revocationListeners.delete(listener);
}

const endedListeners = new Set<(revocation: Revocation) => void>();

/**
 * Called in this process with every revocation, made here or relayed from another instance:
 * whatever this process holds open for those sessions (sockets) ends with them.
 */
export function onSessionsEnded(listener: (revocation: Revocation) => void): () => void {
  endedListeners.add(listener);
  return () => endedListeners.delete(listener);
}

/** Drops what a revocation covers from this process's cache and ends what it holds open. */
export function forgetRevoked(revocation: Revocation): void {
  if ("all" in revocation) cache.clear();
  else if ("tokenHash" in revocation) cache.delete(revocation.tokenHash);
  else
    for (const [hash, entry] of cache) if (entry.user.id === revocation.userId) cache.delete(hash);
  for (const listener of endedListeners) listener(revocation);
}

function revoked(revocation: Revocation): void {
  forgetRevoked(revocation);
  for (const listener of revocationListeners) listener(revocation);
}

/**
 * Announces a revocation made elsewhere (an API key's, by its hash): this process's caches drop
 * it and the cluster relays it, so every instance refuses it from now on.
 */
export const announceRevocation = (revocation: Revocation): void => revoked(revocation);

/**
 * Drops this process's cached copies of a user's record after it changed (a new name), so
 * their next request reads it again; other instances refresh within their few-second cache.
 */
export function forgetCachedUser(userId: string): void {
  for (const [hash, entry] of cache) if (entry.user.id === userId) cache.delete(hash);
}

/** Forgets every cached session (after users are deleted). */
export function forgetCachedSessions(): void {
  revoked({ all: true });
}

/** What a session lookup needs: the database, the clock and how long a session may sit idle. */
export interface SessionContext {
  db: Db;
  clock: Clock;
  settings: { sessionIdleHours: number };
}

/**
 * The user behind a bearer token, or null when it is missing, garbage, expired (its absolute
 * lifetime), idle for longer than SESSION_IDLE_HOURS, or revoked. A use is recorded at most
 * every few minutes.
 */
export async function userForToken(
  ctx: SessionContext,
  token: string | undefined,
): Promise<UserRow | null> {
  if (!token || !TOKEN_SHAPE.test(token)) return null;
  const hash = hashToken(token);
  const now = ctx.clock.now().getTime();
  const hit = cache.get(hash);
  const spread = sessionSpread(hash);
  if (
    hit &&
    hit.expiresAt > now &&
    // A use to record goes to the database (at most every few minutes per session).
    now - hit.lastUsedAt < TOUCH_EVERY_MS * spread
  ) {
    if (performance.now() - hit.cachedAt < CACHE_MS * spread) return hit.user;
    // Nothing about users or sessions changed since it was read (an epoch read sent after the
    // entry was, so after its session read): it is still what a read would give.
    const epoch = await authEpochSince(ctx.db, hit.cachedAt);
    if (epoch === hit.epoch && cache.get(hash) === hit) {
      hit.cachedAt = performance.now();
      return hit.user;
    }
  }
  const idleSince = now - ctx.settings.sessionIdleHours * 3_600_000;
  const [row] = await ctx.db
    .select({
      user: users,
      expiresAt: sessions.expiresAt,
      lastUsedAt: sessions.lastUsedAt,
      // Read with the session, in the same snapshot: a change committed after it bumps it.
      epoch:
        sql<number>`(select ${authEpoch.epoch} from ${authEpoch} where ${authEpoch.id} = 1)`.mapWith(
          Number,
        ),
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, hash),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date(now)),
        gt(sessions.lastUsedAt, new Date(idleSince)),
      ),
    )
    .limit(1);
  // A suspended user's sessions were ended; this refuses any that an instance still held.
  if (!row || row.user.suspendedAt) {
    cache.delete(hash);
    return null;
  }
  let lastUsedAt = row.lastUsedAt.getTime();
  if (now - lastUsedAt >= TOUCH_EVERY_MS * spread) {
    lastUsedAt = now;
    await ctx.db
      .update(sessions)
      .set({ lastUsedAt: new Date(now) })
      .where(eq(sessions.tokenHash, hash));
  }
  if (cache.size >= MAX_CACHED) cache.clear();
  cache.set(hash, {
    user: row.user,
    expiresAt: row.expiresAt.getTime(),
    lastUsedAt,
    cachedAt: performance.now(),
    epoch: row.epoch ?? -2,
  });
  return row.user;
}

export async function revokeSession(db: Db, clock: Clock, token: string): Promise<void> {
  const tokenHash = hashToken(token);
  await db
    .update(sessions)
    .set({ revokedAt: clock.now() })
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)));
  revoked({ tokenHash });
}

/** Which of a user's live sessions to end: one by id, every one but a token's, or all. */
export type SessionSelection = { id: string } | { allBut: string } | "all";

/**
 * Ends the user's live sessions that `which` selects and answers their hashes. Inside a
 * transaction, hand them to `announceEnded` once it has committed: other instances drop
 * their cached copies then, not before a concurrent request could read them back.
 */
export async function endUserSessions(
  db: Db | Tx,
  clock: Clock,
  userId: string,
  which: SessionSelection,
): Promise<string[]> {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: clock.now() })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        which === "all"
          ? undefined
          : "id" in which
            ? eq(sessions.id, which.id)
            : ne(sessions.tokenHash, hashToken(which.allBut)),
      ),
    )
    .returning({ tokenHash: sessions.tokenHash });
  return ended.map((row) => row.tokenHash);
}

/** Ends the sessions behind these hashes in every instance's cache, and their sockets. */
export function announceEnded(tokenHashes: readonly string[]): void {
  for (const tokenHash of tokenHashes) revoked({ tokenHash });
}

/** endUserSessions outside a transaction, announced at once; answers how many ended. */
export async function revokeUserSessions(
  db: Db,
  clock: Clock,
  userId: string,
  which: SessionSelection,
): Promise<number> {
  const ended = await endUserSessions(db, clock, userId, which);
  announceEnded(ended);
  return ended.length;
}
