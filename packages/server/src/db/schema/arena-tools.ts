import { sql } from "drizzle-orm";
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uuid,
} from "drizzle-orm/pg-core";
import { belongsToUser, users } from "./auth";
import { at, createdAt, updatedAt, uuidPrimaryKey } from "./columns";

// The arena's pro tools (issue 32): chart indicators and drawings kept per trader, server-side
// price alerts, and the limits a trader sets on themselves.

/** A trader's chart indicators and their settings (one row per trader, every symbol). */
export const chartSettings = pgTable("chart_settings", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  /** The indicators on the chart, each `{kind, ...settings}` (contracts arena-tools.ts). */
  indicators: jsonb("indicators").$type<unknown[]>().notNull().default([]),
  updatedAt: updatedAt(),
});

/** Lines a trader drew on a symbol's chart: horizontal (one price) or trend (two points). */
export const chartDrawings = pgTable(
  "chart_drawings",
  {
    id: uuidPrimaryKey(),
    userId: belongsToUser(),
    symbol: text("symbol").notNull(),
    kind: text("kind").notNull(),
    /** `[{time, price}]`: one point for a horizontal line, two for a trend line. */
    points: jsonb("points").$type<{ time: number; price: number }[]>().notNull(),
    color: text("color"),
    createdAt: createdAt(),
  },
  (t) => [index("chart_drawings_user_symbol_idx").on(t.userId, t.symbol)],
);

/**
 * Price alerts, watched by the leader on every quote: a `crossesAbove` alert fires when the bid
 * reaches its price from below, `crossesBelow` when it falls to it. It fires once (status
 * "triggered" with the quote), on the socket and, when `email`, by e-mail.
 */
export const priceAlerts = pgTable(
  "price_alerts",
  {
    id: uuidPrimaryKey(),
    userId: belongsToUser(),
    symbol: text("symbol").notNull(),
    condition: text("condition").notNull(),
    price: doublePrecision("price").notNull(),
    email: boolean("email").notNull().default(false),
    note: text("note"),
    status: text("status").notNull().default("active"),
    createdAt: createdAt(),
    triggeredAt: at("triggered_at"),
    triggerBid: doublePrecision("trigger_bid"),
    triggerAsk: doublePrecision("trigger_ask"),
  },
  (t) => [
    index("price_alerts_active_idx")
      .on(t.symbol)
      .where(sql`${t.status} = 'active'`),
    index("price_alerts_user_idx").on(t.userId, t.createdAt),
  ],
);

/**
 * Limits a trader puts on themselves: at most `dailyTradeLimit` orders a day (reset zone), and a
 * cool-off that refuses new orders until `lockedUntil` (the end of the day they chose it).
 */
export const selfLimits = pgTable("self_limits", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  dailyTradeLimit: integer("daily_trade_limit"),
  lockedUntil: at("locked_until"),
  updatedAt: updatedAt(),
});
