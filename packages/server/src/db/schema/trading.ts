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
import { belongsToUser } from "./auth";
import { at, createdAt, equityPoint, money, uuidPrimaryKey } from "./columns";

// Trading records: plain rows of the domain's records (packages/domain orders.ts, account.ts).
// Times are timestamptz; money is BIGINT cents; prices and lots are double precision.

export const accounts = pgTable(
  "accounts",
  {
    id: uuidPrimaryKey(),
    userId: belongsToUser(),
    plan: text("plan").notNull(),
    phase: text("phase").notNull(),
    // The rule set it was bought or opened under (domain rule-sets.ts); 1 for accounts older than it.
    ruleSetVersion: integer("rule_set_version").notNull().default(1),
    status: text("status").notNull(),
    startingBalanceCents: money("starting_balance_cents").notNull(),
    balanceCents: money("balance_cents").notNull(),
    leverage: integer("leverage").notNull().default(100),
    stopOutLevel: doublePrecision("stop_out_level").notNull().default(50),
    dayKey: text("day_key").notNull().default(""),
    dayStartBalanceCents: money("day_start_balance_cents").notNull().default(0),
    highestEodBalanceCents: money("highest_eod_balance_cents").notNull().default(0),
    tradingDays: integer("trading_days").notNull().default(0),
    lastTradingDay: text("last_trading_day"),
    endedAt: at("ended_at"),
    // The evidence of the decision that ended it (breach, pass) is that decision's row in
    // rule_decisions (its time is ended_at), stored once.
    previousAccountId: uuid("previous_account_id"),
    createdAt: createdAt(),
  },
  (t) => [
    index("accounts_user_idx").on(t.userId),
    index("accounts_status_idx").on(t.status),
    index("accounts_created_idx").on(t.createdAt, t.id),
    index("accounts_balance_idx").on(t.balanceCents, t.id),
    // An account has at most one successor: a pass opens the next phase exactly once.
    uniqueIndex("accounts_previous_unique")
      .on(t.previousAccountId)
      .where(sql`${t.previousAccountId} is not null`),
  ],
);

/** A row that is the account's own: its id, and the row goes when it does. */
export const belongsToAccount = () =>
  uuid("account_id")
    .notNull()
    .references(() => accounts.id, { onDelete: "cascade" });

export const orders = pgTable(
  "orders",
  {
    id: uuid("id").primaryKey(),
    accountId: belongsToAccount(),
    symbol: text("symbol").notNull(),
    side: text("side").notNull(),
    type: text("type").notNull(),
    volume: doublePrecision("volume").notNull(),
    price: doublePrecision("price"),
    stopLoss: doublePrecision("stop_loss"),
    takeProfit: doublePrecision("take_profit"),
    status: text("status").notNull(),
    createdAt: at("created_at").notNull(),
    updatedAt: at("updated_at").notNull(),
    filledAt: at("filled_at"),
    fillPrice: doublePrecision("fill_price"),
    positionId: uuid("position_id"),
    cancelledAt: at("cancelled_at"),
    cancelReason: text("cancel_reason"),
    // The reference venue's quote when it filled (MARKET_REFERENCE_FEED; null without one, or
    // without a fresh enough quote): docs/market-data.md, "The reference feed".
    referenceBid: doublePrecision("reference_bid"),
    referenceAsk: doublePrecision("reference_ask"),
    referenceTime: at("reference_time"),
    referenceVenue: text("reference_venue"),
    // The other order of its one-cancels-other pair (domain one-cancels-other.ts): when one
    // fills the other is cancelled. Null for an order placed alone.
    ocoWith: uuid("oco_with"),
  },
  (t) => [
    index("orders_account_created_idx").on(t.accountId, t.createdAt),
    // The fill-quality figures: fills with a reference quote, by time.
    index("orders_reference_filled_idx")
      .on(t.filledAt)
      .where(sql`${t.referenceTime} is not null`),
    // The desk loads pending orders; admin lists page by date, all or by status.
    index("orders_status_created_idx").on(t.status, t.createdAt, t.id),
    index("orders_created_idx").on(t.createdAt, t.id),
  ],
);

/**
 * Idempotency keys of placed orders: the client's `clientOrderId` per account, and the order
 * it placed. A resend with the same key answers with that order instead of placing another.
 */
export const orderRequests = pgTable(
  "order_requests",
  {
    accountId: belongsToAccount(),
    clientOrderId: text("client_order_id").notNull(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    createdAt: at("created_at").notNull(),
    /** A hash of what the key asked for: the same key with another order is refused. */
    requestHash: text("request_hash"),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.clientOrderId] })],
);

/** A position as it opened; its trade keeps these when it closes (the same id). */
const openedPosition = () => ({
  id: uuid("id").primaryKey(),
  accountId: belongsToAccount(),
  orderId: uuid("order_id").notNull(),
  symbol: text("symbol").notNull(),
  side: text("side").notNull(),
  volume: doublePrecision("volume").notNull(),
  openPrice: doublePrecision("open_price").notNull(),
  openTime: at("open_time").notNull(),
});

/** Open positions only; a closed one becomes a trade_histories row. */
export const positions = pgTable(
  "positions",
  {
    ...openedPosition(),
    stopLoss: doublePrecision("stop_loss"),
    takeProfit: doublePrecision("take_profit"),
    marginCents: money("margin_cents").notNull(),
    // Trading costs (domain trading-costs.ts): the round-turn commission charged at the fill,
    // and the swap per night it is held (its swap so far is worked out from its open time).
    commissionCents: money("commission_cents").notNull().default(0),
    swapPerNightCents: money("swap_per_night_cents").notNull().default(0),
    // A trailing stop's distance in price (domain trailing-stops.ts); null: none.
    trailingDistance: doublePrecision("trailing_distance"),
  },
  (t) => [
    index("positions_account_idx").on(t.accountId),
    index("positions_open_time_idx").on(t.openTime, t.id),
  ],
);

/**
 * Closed positions (trades). A whole close's id is the position's id; the part a partial close
 * took (domain partial-close.ts) has an id of its own and names its position in position_id.
 */
export const tradeHistories = pgTable(
  "trade_histories",
  {
    ...openedPosition(),
    // The position it closed part of; null: the whole position, whose id is this row's.
    positionId: uuid("position_id"),
    closePrice: doublePrecision("close_price").notNull(),
    closeTime: at("close_time").notNull(),
    // What it added to the balance: price P&L + commission + swap.
    pnlCents: money("pnl_cents").notNull(),
    conversionRate: doublePrecision("conversion_rate").notNull(),
    reason: text("reason").notNull(),
    commissionCents: money("commission_cents").notNull().default(0),
    swapCents: money("swap_cents").notNull().default(0),
    // The reference venue's quote at the close (the closing fill); the opening fill's is on
    // its order.
    closeReferenceBid: doublePrecision("close_reference_bid"),
    closeReferenceAsk: doublePrecision("close_reference_ask"),
    closeReferenceTime: at("close_reference_time"),
    closeReferenceVenue: text("close_reference_venue"),
  },
  (t) => [
    index("trade_histories_account_close_idx").on(t.accountId, t.closeTime),
    index("trade_histories_reference_close_idx")
      .on(t.closeTime)
      .where(sql`${t.closeReferenceTime} is not null`),
    index("trade_histories_close_idx").on(t.closeTime, t.id),
    index("trade_histories_pnl_idx").on(t.pnlCents, t.id),
  ],
);

/**
 * Overnight swap on open positions: one row per position per rollover (22:00 UTC) it was held
 * over, as the engine recorded it (domain trading-costs.ts). The swap itself is part of the
 * position's P&L and of its trade's `swap_cents`; these rows are its record. No foreign key to
 * the position: it is deleted when it closes, its rows stay.
 */
export const swapCharges = pgTable(
  "swap_charges",
  {
    positionId: uuid("position_id").notNull(),
    accountId: belongsToAccount(),
    time: at("time").notNull(),
    symbol: text("symbol").notNull(),
    side: text("side").notNull(),
    volume: doublePrecision("volume").notNull(),
    nights: integer("nights").notNull(),
    amountCents: money("amount_cents").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.positionId, t.time] }),
    index("swap_charges_account_idx").on(t.accountId, t.time),
    // A rebuilt engine records the rollovers after the latest recorded one.
    index("swap_charges_time_idx").on(t.time),
  ],
);

/** Balance and equity of each account at each daily reset. */
export const dailySnapshots = pgTable(
  "daily_snapshots",
  {
    accountId: belongsToAccount(),
    dayKey: text("day_key").notNull(),
    ...equityPoint(),
    highestEodBalanceCents: money("highest_eod_balance_cents").notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.dayKey] })],
);

/** Intraday balance and equity of accounts holding positions (every 15 minutes; the curves). */
export const equitySamples = pgTable(
  "equity_samples",
  {
    accountId: belongsToAccount(),
    ...equityPoint(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.time] })],
);

/** Every decision of the rules (breach, stop-out, pass) with its evidence. */
export const ruleDecisions = pgTable(
  "rule_decisions",
  {
    id: uuidPrimaryKey(),
    accountId: belongsToAccount(),
    rule: text("rule").notNull(),
    outcome: text("outcome").notNull(),
    evidence: jsonb("evidence").notNull(),
    time: at("time").notNull(),
  },
  (t) => [index("rule_decisions_account_idx").on(t.accountId)],
);
