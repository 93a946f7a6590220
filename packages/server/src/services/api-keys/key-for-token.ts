import type { ApiKeyScope } from "@proparena/contracts/api-keys";
import { and, eq, isNull } from "drizzle-orm";
import { apiKeys, users } from "../../db/schema";
import { hashToken } from "../../lib/secret-token";
import type { UserRow } from "../auth/public-user";
import { onSessionsEnded, sessionSpread, type SessionContext } from "../auth/sessions";

/** What a request made with an API key may do: its key's id, scopes and account. */
export interface ApiKeyGrant {
  id: string;
  scopes: readonly ApiKeyScope[];
  accountId: string | null;
}

/**
 * Keys looked up in the last few seconds, so a bot's burst costs no database round trip per
 * request. A revocation (here, or relayed from another instance) drops its entry at once; a
 * suspension or a deleted user ends every entry of that user.
 */
const CACHE_MS = 5_000;
const MAX_CACHED = 10_000;
/** How stale `last_used_at` may get before it is written again. */
const TOUCH_EVERY_MS = 60_000;
const cache = new Map<
  string,
  { user: UserRow; grant: ApiKeyGrant; cachedAt: number; lastUsedAt: number }
>();

onSessionsEnded((revocation) => {
  if ("all" in revocation) cache.clear();
  else if ("tokenHash" in revocation) cache.delete(revocation.tokenHash);
  else for (const [hash, hit] of cache) if (hit.user.id === revocation.userId) cache.delete(hash);
});

/** The user and grant behind an API key, or null for an unknown, revoked or suspended one. */
export async function keyForToken(
  ctx: Pick<SessionContext, "db" | "clock">,
  key: string,
): Promise<{ user: UserRow; grant: ApiKeyGrant } | null> {
  const hash = hashToken(key);
  const now = ctx.clock.now().getTime();
  const hit = cache.get(hash);
  // Each key's own share of the cache time: bots started together are not looked up at once.
  const spread = sessionSpread(hash);
  if (
    hit &&
    performance.now() - hit.cachedAt < CACHE_MS * spread &&
    now - hit.lastUsedAt < TOUCH_EVERY_MS * spread
  )
    return hit;
  const [row] = await ctx.db
    .select({ user: users, key: apiKeys })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.userId))
    .where(and(eq(apiKeys.keyHash, hash), isNull(apiKeys.revokedAt)))
    .limit(1);
  if (!row || row.user.suspendedAt) {
    cache.delete(hash);
    return null;
  }
  let lastUsedAt = row.key.lastUsedAt?.getTime() ?? 0;
  if (now - lastUsedAt >= TOUCH_EVERY_MS * spread) {
    lastUsedAt = now;
    await ctx.db
      .update(apiKeys)
      .set({ lastUsedAt: new Date(now) })
      .where(eq(apiKeys.id, row.key.id));
  }
  const entry = {
    user: row.user,
    grant: {
      id: row.key.id,
      scopes: row.key.scopes as ApiKeyScope[],
      accountId: row.key.accountId,
    },
    cachedAt: performance.now(),
    lastUsedAt,
  };
  if (cache.size >= MAX_CACHED) cache.clear();
  cache.set(hash, entry);
  return entry;
}
