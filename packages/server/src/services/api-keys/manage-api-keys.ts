// Use cases: a trader's API keys (GET, POST /api/account/api-keys, DELETE /:id).
import type { CreateApiKeyBody, CreatedApiKey } from "@proparena/contracts/api-keys";
import { and, count, desc, eq, isNull } from "drizzle-orm";
import type { z } from "zod";
import type { createApiKeyBodySchema } from "@proparena/contracts/api-keys";
import { accounts, apiKeys } from "../../db/schema";
import { conflict, notFound } from "../../lib/http-error";
import { hashToken } from "../../lib/secret-token";
import { announceRevocation } from "../auth/sessions";
import type { ServiceContext } from "../service-context";
import { newApiKeyText } from "./api-key-text";
import { apiKeyView } from "./api-key-views";

/** Live keys one trader may hold at once. */
export const MAX_LIVE_KEYS = 20;

/** The trader's keys, newest first (revoked ones too, marked). */
export async function listApiKeys(ctx: Pick<ServiceContext, "db">, userId: string) {
  const rows = await ctx.db
    .select()
    .from(apiKeys)
    .where(eq(apiKeys.userId, userId))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
  return { keys: rows.map(apiKeyView) };
}

/**
 * Makes a key and answers it once: only its hash is kept. A key limited to an account must
 * name one of the trader's own (404 otherwise, as for any account not theirs).
 */
export async function createApiKey(
  ctx: Pick<ServiceContext, "db" | "clock">,
  userId: string,
  body: z.output<typeof createApiKeyBodySchema> | CreateApiKeyBody,
): Promise<CreatedApiKey> {
  const accountId = body.accountId ?? null;
  if (accountId) {
    const [own] = await ctx.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(eq(accounts.id, accountId), eq(accounts.userId, userId)))
      .limit(1);
    if (!own) throw notFound("Account not found");
  }
  const { key, prefix } = newApiKeyText();
  const row = await ctx.db.transaction(async (tx) => {
    const [live] = await tx
      .select({ n: count() })
      .from(apiKeys)
      .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)));
    if ((live?.n ?? 0) >= MAX_LIVE_KEYS) {
      throw conflict(`You have ${MAX_LIVE_KEYS} live keys: revoke one before making another.`);
    }
    const [made] = await tx
      .insert(apiKeys)
      .values({
        userId,
        name: body.name.trim(),
        prefix,
        keyHash: hashToken(key),
        scopes: [...new Set(body.scopes)].sort(),
        accountId,
        createdAt: ctx.clock.now(),
      })
      .returning();
    return made!;
  });
  return { apiKey: apiKeyView(row), key };
}

/**
 * Revokes one of the trader's keys (404 for anyone else's). Every instance drops it at once:
 * the revocation goes out like a session's (relayed over Redis between instances).
 */
export async function revokeApiKey(
  ctx: Pick<ServiceContext, "db" | "clock">,
  userId: string,
  keyId: string,
) {
  const [row] = await ctx.db
    .update(apiKeys)
    .set({ revokedAt: ctx.clock.now() })
    .where(and(eq(apiKeys.id, keyId), eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
    .returning();
  if (row) {
    announceRevocation({ tokenHash: row.keyHash });
    return apiKeyView(row);
  }
  const [revoked] = await ctx.db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.id, keyId), eq(apiKeys.userId, userId)))
    .limit(1);
  if (!revoked) throw notFound("API key not found");
  return apiKeyView(revoked);
}
