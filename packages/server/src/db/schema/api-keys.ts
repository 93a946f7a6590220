import { index, jsonb, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { belongsToUser } from "./auth";
import { at, createdAt, uuidPrimaryKey } from "./columns";
import { accounts, orders } from "./trading";

// Personal API keys (issue 32). Only the SHA-256 of a key is stored.

export const apiKeys = pgTable(
  "api_keys",
  {
    id: uuidPrimaryKey(),
    userId: belongsToUser(),
    name: text("name").notNull(),
    /** "pak_" and the key's 8 public hex digits: shown in lists, never enough to use it. */
    prefix: text("prefix").notNull(),
    keyHash: text("key_hash").notNull(),
    scopes: jsonb("scopes").$type<string[]>().notNull(),
    /** The one account the key may reach; null: all of the owner's. */
    accountId: uuid("account_id").references(() => accounts.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    lastUsedAt: at("last_used_at"),
    revokedAt: at("revoked_at"),
  },
  (t) => [
    uniqueIndex("api_keys_hash_unique").on(t.keyHash),
    index("api_keys_user_idx").on(t.userId, t.createdAt),
  ],
);

/**
 * Orders placed through the trading API, with the key that placed them: declared automation,
 * which the integrity detectors do not count as a person's ticket. Written with the order.
 */
export const apiOrders = pgTable(
  "api_orders",
  {
    orderId: uuid("order_id")
      .primaryKey()
      .references(() => orders.id, { onDelete: "cascade" }),
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    apiKeyId: uuid("api_key_id").references(() => apiKeys.id, { onDelete: "set null" }),
  },
  (t) => [index("api_orders_account_idx").on(t.accountId)],
);
