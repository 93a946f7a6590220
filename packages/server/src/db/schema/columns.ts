import { bigint, timestamp, uuid } from "drizzle-orm/pg-core";

// Column helpers the subjects' tables share.

/** A row's own id: a random UUID the database gives it. */
export const uuidPrimaryKey = () => uuid("id").primaryKey().defaultRandom();
/** Money is BIGINT cents. */
export const money = (name: string) => bigint(name, { mode: "number" });
/** Times are timestamptz. */
export const at = (name: string) => timestamp(name, { withTimezone: true });
export const createdAt = () => at("created_at").notNull().defaultNow();
export const updatedAt = () => at("updated_at").notNull().defaultNow();
/** A point of an account's equity curve: its balance and equity at a time. */
export const equityPoint = () => ({
  time: at("time").notNull(),
  balanceCents: money("balance_cents").notNull(),
  equityCents: money("equity_cents").notNull(),
});
