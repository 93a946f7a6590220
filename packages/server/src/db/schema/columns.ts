import { bigint, timestamp } from "drizzle-orm/pg-core";

// Column helpers the subjects' tables share.

export const createdAt = () =>
  timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
/** Money is BIGINT cents. */
export const money = (name: string) => bigint(name, { mode: "number" });
/** Times are timestamptz. */
export const at = (name: string) => timestamp(name, { withTimezone: true });
