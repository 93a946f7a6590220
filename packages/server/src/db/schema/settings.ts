import { boolean, index, integer, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { at, createdAt, updatedAt, uuidPrimaryKey } from "./columns";
import { storedFiles } from "./files";

// Operator settings, instance secrets, Discord deliveries and the avatar catalogue.

/** Operator settings kept in the database (e.g. the Discord webhook), one JSON value per key. */
export const appSettings = pgTable("app_settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: updatedAt(),
});

/** Secrets the instances share and generate themselves (the test payment provider's key). */
export const serverSecrets = pgTable("server_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: createdAt(),
});

/** Posts to the Discord webhook: sent at once, retried with backoff by the leader. */
export const discordDeliveries = pgTable(
  "discord_deliveries",
  {
    id: uuidPrimaryKey(),
    event: text("event").notNull(),
    payload: jsonb("payload").notNull(),
    status: text("status").notNull(),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: at("next_attempt_at"),
    lastError: text("last_error"),
    createdAt: createdAt(),
    sentAt: at("sent_at"),
  },
  (t) => [
    index("discord_deliveries_created_idx").on(t.createdAt),
    index("discord_deliveries_due_idx").on(t.status, t.nextAttemptAt),
  ],
);

/** The avatar catalogue admins curate for challenger tiles and profiles. */
export const catalogueAvatars = pgTable("catalogue_avatars", {
  id: uuidPrimaryKey(),
  fileId: uuid("file_id")
    .notNull()
    .references(() => storedFiles.id),
  label: text("label").notNull(),
  enabled: boolean("enabled").notNull().default(true),
  createdAt: createdAt(),
});
