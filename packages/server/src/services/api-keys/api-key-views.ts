import type { ApiKey, ApiKeyScope } from "@proparena/contracts/api-keys";
import type { apiKeys } from "../../db/schema";

/** A key as its owner sees it (never its hash). */
export function apiKeyView(row: typeof apiKeys.$inferSelect): ApiKey {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scopes: row.scopes as ApiKeyScope[],
    accountId: row.accountId,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}
