import { z } from "zod";

/**
 * Personal API keys (issue 32): a trader's keys for trading from code. A key is shown once when
 * made and stored hashed; it authenticates with `Authorization: Bearer <key>` on the same REST
 * routes as the browser, limited to the trading routes (accounts, orders, positions, trades,
 * metrics, instruments) and by its scopes: `read` for GET, `trade` to place, change, cancel and
 * close. A key may be limited to one account. docs/trading-api.md is the guide.
 */
export const API_KEY_SCOPES = ["read", "trade"] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** A key's text: "pak_", 8 hex of its public prefix, "_", 40 hex of secret. */
export const API_KEY_PATTERN = /^pak_[0-9a-f]{8}_[0-9a-f]{40}$/;

/** POST /api/account/api-keys */
export const createApiKeyBodySchema = z.object({
  name: z.string().trim().min(1, "Name the key").max(60),
  scopes: z
    .array(z.enum(API_KEY_SCOPES))
    .min(1, "Choose at least one scope")
    .max(2)
    .refine((s) => new Set(s).size === s.length, "Each scope once"),
  /** Limit the key to one of your accounts; null or absent: all of them. */
  accountId: z.uuid().nullable().default(null),
});
export type CreateApiKeyBody = z.input<typeof createApiKeyBodySchema>;

export const apiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The key's first characters ("pak_1a2b3c4d"), to tell keys apart; never the secret. */
  prefix: z.string(),
  scopes: z.array(z.enum(API_KEY_SCOPES)),
  accountId: z.string().nullable(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

export const apiKeysResponseSchema = z.object({ keys: z.array(apiKeySchema) });

/** The answer to making a key: the key itself, shown this once. */
export const createdApiKeyResponseSchema = z.object({ apiKey: apiKeySchema, key: z.string() });
export type CreatedApiKey = z.infer<typeof createdApiKeyResponseSchema>;

/** Requests per key per window on the trading routes; past it, 429 with Retry-After. */
export const API_KEY_RATE_LIMIT = { max: 600, windowMs: 60_000 } as const;
