import { sql } from "drizzle-orm";
import {
  doublePrecision,
  index,
  integer,
  jsonb,
  primaryKey,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./auth";
import { at, createdAt, uuidPrimaryKey } from "./columns";
import { belongsToAccount, ruleDecisions } from "./trading";

// The market's own records: its seed and state, incidents, the outage reviews of decisions, candles.

/** The simulated market's seed and state, so a restart continues the same market. */
export const marketState = pgTable("market_state", {
  id: text("id").primaryKey(),
  seed: text("seed").notNull(),
  historyStart: at("history_start").notNull(),
  liveStart: at("live_start").notNull(),
  state: jsonb("state"),
  updatedAt: at("updated_at").notNull(),
});

/**
 * Price outages (docs/market-data.md, the outage policy): a venue's symbols halted for want of a
 * live price. One row per venue while it lasts, with every symbol it halted; `started_at` is the
 * last live price before the gap, `ended_at` the fresh price after it (null while it lasts).
 */
export const marketIncidents = pgTable(
  "market_incidents",
  {
    id: uuidPrimaryKey(),
    venue: text("venue").notNull(),
    symbols: text("symbols").array().notNull(),
    startedAt: at("started_at").notNull(),
    /** When the monitor declared the halt (started_at + the threshold, to within a sweep). */
    haltedAt: at("halted_at").notNull(),
    endedAt: at("ended_at"),
    cause: text("cause").notNull(),
  },
  (t) => [
    index("market_incidents_started_idx").on(t.startedAt),
    uniqueIndex("market_incidents_open_venue_idx")
      .on(t.venue)
      .where(sql`${t.endedAt} is null`),
  ],
);

/**
 * Breaches flagged for an operator's review because they were decided during a price outage or
 * soon after it, on a symbol the account traded (domain outage-policy.ts `outageReview`). One per
 * decision; `status` pending until an operator upholds the breach or reinstates the account.
 */
export const decisionReviews = pgTable(
  "decision_reviews",
  {
    decisionId: uuid("decision_id")
      .primaryKey()
      .references(() => ruleDecisions.id, { onDelete: "cascade" }),
    accountId: belongsToAccount(),
    incidentId: uuid("incident_id")
      .notNull()
      .references(() => marketIncidents.id),
    reason: text("reason").notNull(),
    createdAt: createdAt(),
    /** `pending`, `upheld` or `reinstated` (contracts `DecisionReviewStatus`). */
    status: text("status").notNull().default("pending"),
    reviewedBy: uuid("reviewed_by").references(() => users.id, { onDelete: "set null" }),
    reviewedAt: at("reviewed_at"),
    note: text("note"),
  },
  (t) => [
    index("decision_reviews_account_idx").on(t.accountId),
    index("decision_reviews_pending_idx")
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/** Closed 1-minute candles (bid) of the live market; older history is regenerated from the seed. */
export const candles = pgTable(
  "candles",
  {
    symbol: text("symbol").notNull(),
    time: at("time").notNull(),
    open: doublePrecision("open").notNull(),
    high: doublePrecision("high").notNull(),
    low: doublePrecision("low").notNull(),
    close: doublePrecision("close").notNull(),
    ticks: integer("ticks").notNull(),
  },
  (t) => [primaryKey({ columns: [t.symbol, t.time] })],
);
