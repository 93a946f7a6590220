import { sql } from "drizzle-orm";
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { belongsToUser } from "./auth";
import { at, createdAt, money, uuidPrimaryKey } from "./columns";
import { accounts, belongsToAccount } from "./trading";

// Openbook and social trading (issue 31): which books a trader publishes, who follows whom, who
// copies whom into their Beta account, and every copy the copier placed or skipped.

/**
 * Accounts a trader chose to publish (Beta or challenge). Funded accounts are public without a
 * row here (the rules' "Transparency: openbook"). Unpublishing deletes the row.
 */
export const openbookPublications = pgTable(
  "openbook_publications",
  {
    accountId: uuid("account_id")
      .primaryKey()
      .references(() => accounts.id, { onDelete: "cascade" }),
    userId: belongsToUser(),
    publishedAt: at("published_at").notNull().defaultNow(),
  },
  (t) => [index("openbook_publications_user_idx").on(t.userId)],
);

/** A signed-in trader following a public trader's trades (the feed), with an e-mail choice. */
export const follows = pgTable(
  "follows",
  {
    followerId: belongsToUser("follower_id"),
    traderId: belongsToUser("trader_id"),
    /** Also send each delayed trade notice by e-mail. */
    emailNotices: boolean("email_notices").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.followerId, t.traderId] }),
    index("follows_trader_idx").on(t.traderId),
  ],
);

/**
 * Copying one public book (the source account) into the follower's own Beta account, with its
 * limits. `status` is "active" until the follower stops it or a limit ends it ("stopped", with
 * `stopReason`). One active copy per follower and source.
 */
export const copySubscriptions = pgTable(
  "copy_subscriptions",
  {
    id: uuidPrimaryKey(),
    followerId: belongsToUser("follower_id"),
    traderId: belongsToUser("trader_id"),
    sourceAccountId: uuid("source_account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    targetAccountId: uuid("target_account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    /** Copy size against the source's: the follower's equity over the source's, times this. */
    sizeMultiplier: doublePrecision("size_multiplier").notNull().default(1),
    /** The most one copied trade may put at risk (its margin), in percent of the copier's equity. */
    riskPerTradePercent: doublePrecision("risk_per_trade_percent").notNull(),
    /** No new copies once the target's loss since the day's start reaches this. */
    dailyLossCapCents: money("daily_loss_cap_cents").notNull(),
    /** The copying ends (and its copies close) when the target's equity falls to this. */
    stopEquityCents: money("stop_equity_cents"),
    excludedSymbols: jsonb("excluded_symbols").$type<string[]>().notNull().default([]),
    status: text("status").notNull().default("active"),
    stopReason: text("stop_reason"),
    createdAt: createdAt(),
    stoppedAt: at("stopped_at"),
  },
  (t) => [
    uniqueIndex("copy_subscriptions_active_unique")
      .on(t.followerId, t.sourceAccountId)
      .where(sql`${t.status} = 'active'`),
    index("copy_subscriptions_source_idx").on(t.sourceAccountId, t.status),
    index("copy_subscriptions_follower_idx").on(t.followerId, t.createdAt),
  ],
);

/**
 * Every source fill a copy subscription acted on: the copy order it placed (`placed`), or why it
 * placed none (`skipped`, `rejected`). The copier's journal names the source through it; the
 * source position's close closes `copyPositionId`.
 */
export const copyTrades = pgTable(
  "copy_trades",
  {
    id: uuidPrimaryKey(),
    subscriptionId: uuid("subscription_id")
      .notNull()
      .references(() => copySubscriptions.id, { onDelete: "cascade" }),
    accountId: belongsToAccount(),
    sourcePositionId: uuid("source_position_id").notNull(),
    sourceFilledAt: at("source_filled_at").notNull(),
    symbol: text("symbol").notNull(),
    side: text("side").notNull(),
    sourceVolume: doublePrecision("source_volume").notNull(),
    volume: doublePrecision("volume").notNull(),
    status: text("status").notNull(),
    reason: text("reason"),
    /** The copy's order and position (the same ids as in orders / trade_histories). */
    orderId: uuid("order_id"),
    copyPositionId: uuid("copy_position_id"),
    placedAt: at("placed_at"),
    /** Milliseconds from the source's fill to the copy's. */
    latencyMs: integer("latency_ms"),
    closedAt: at("closed_at"),
  },
  (t) => [
    index("copy_trades_source_idx").on(t.sourcePositionId),
    uniqueIndex("copy_trades_order_unique")
      .on(t.orderId)
      .where(sql`${t.orderId} is not null`),
    index("copy_trades_subscription_idx").on(t.subscriptionId, t.sourceFilledAt),
    // The journal names a trade's source through its position.
    index("copy_trades_position_idx").on(t.copyPositionId),
  ],
);
