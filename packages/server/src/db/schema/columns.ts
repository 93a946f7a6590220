import { bigint, timestamp } from "drizzle-orm/pg-core";

// Column helpers the subjects' tables share.

export const createdAt = () =>
  timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
/** Money is BIGINT cents. */
export const money = (name: string) => bigint(name, { mode: "number" });
/** Times are timestamptz. */
export const at = (name: string) => timestamp(name, { withTimezone: true });
/** A point of an account's equity curve: its balance and equity at a time. */
export const equityPoint = () => ({
  time: at("time").notNull(),
  balanceCents: money("balance_cents").notNull(),
  equityCents: money("equity_cents").notNull(),
});
