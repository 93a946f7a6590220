import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  primaryKey,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    name: text("name").notNull(),
    passwordHash: text("password_hash").notNull(),
    isAdmin: boolean("is_admin").notNull().default(false),
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
    /** Profile: ISO 3166-1 alpha-2 country, one of its regions, the IANA zone to show times in. */
    country: text("country").notNull().default("US"),
    region: text("region"),
    timeZone: text("time_zone").notNull().default("UTC"),
    /** The resized avatar (a stored file of purpose "avatar"), or null. */
    avatarFileId: uuid("avatar_file_id"),
    /** Set while an admin has suspended the account: no sign-in, no sessions. */
    suspendedAt: timestamp("suspended_at", { withTimezone: true }),
    /** Shown by name on public pages; otherwise as "Anonymous trader". */
    publicProfile: boolean("public_profile").notNull().default(true),
    /** Optional e-mails and app behaviour (contracts `Preferences`); missing keys take defaults. */
    preferences: jsonb("preferences").$type<Record<string, boolean>>().notNull().default({}),
    /** TOTP two-factor sign-in: the confirmed secret (base32), when it was turned on, and the
     * last time step accepted (a code is never accepted twice). */
    totpSecret: text("totp_secret"),
    totpEnabledAt: timestamp("totp_enabled_at", { withTimezone: true }),
    totpLastStep: bigint("totp_last_step", { mode: "number" }),
    /** A secret shown for scanning, until its first code confirms it. */
    totpPendingSecret: text("totp_pending_secret"),
    /** Wrong second-factor codes since the last right one, from any address; past a few, the
     * account's next code waits until `secondFactorBlockedUntil` (a growing delay). */
    secondFactorFailures: integer("second_factor_failures").notNull().default(0),
    secondFactorBlockedUntil: timestamp("second_factor_blocked_until", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("users_email_unique").on(sql`lower(${t.email})`),
    // Admin lists: prefix search on e-mail and name, keyset pages by date.
    index("users_email_prefix_idx").on(sql`lower(${t.email}) text_pattern_ops`),
    index("users_name_prefix_idx").on(sql`lower(${t.name}) text_pattern_ops`),
    index("users_created_idx").on(t.createdAt, t.id),
  ],
);

/** Bearer sessions. Only the SHA-256 of the token is stored. */
export const sessions = pgTable(
  "sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    /** The absolute end of the session, however active it is (SESSION_TTL_HOURS). */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    /** Last request seen (to a few minutes): a session idle past SESSION_IDLE_HOURS ends. */
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }).notNull().defaultNow(),
    /** The browser's user agent and the address at sign-in (the settings page lists them). */
    userAgent: text("user_agent"),
    ip: text("ip"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("sessions_token_hash_unique").on(t.tokenHash),
    index("sessions_user_idx").on(t.userId),
  ],
);

/**
 * Single-use tokens sent by email: verify the address, reset the password, move the account to
 * a new address, or undo such a move (sent to the old address).
 */
export const emailTokens = pgTable(
  "email_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose", {
      enum: ["verify_email", "reset_password", "change_email", "revert_email"],
    }).notNull(),
    tokenHash: text("token_hash").notNull(),
    /** The address a change_email link moves the account to (a revert_email link: back to). */
    newEmail: text("new_email"),
    /** The account's address when the link was made: the link works only while it still is. */
    accountEmail: text("account_email"),
    /** A sign-up's own credentials, which its verification link (and only it) activates. */
    passwordHash: text("password_hash"),
    name: text("name"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("email_tokens_token_hash_unique").on(t.tokenHash),
    index("email_tokens_user_idx").on(t.userId),
  ],
);

/**
 * A sign-in whose password was right, waiting for its second factor: a few wrong codes end it.
 * Only the SHA-256 of its token is kept.
 */
export const signInAttempts = pgTable(
  "sign_in_attempts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    /** Codes tried on it (a try counts before its code is checked, so parallel tries count). */
    tries: integer("tries").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** Set when it signed in, ran out of tries, or a credential event ended it. */
    endedAt: timestamp("ended_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("sign_in_attempts_token_hash_unique").on(t.tokenHash),
    index("sign_in_attempts_user_idx").on(t.userId),
  ],
);

/** Single-use two-factor recovery codes (only their SHA-256 is kept). */
export const recoveryCodes = pgTable(
  "recovery_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("recovery_codes_user_idx").on(t.userId)],
);

/** Every email the product sends is kept here; without SMTP_URL this is where it goes. */
export const outboxEmails = pgTable(
  "outbox_emails",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    error: text("error"),
    /** Sending attempts so far; the outbox retry job gives up after a few. */
    attempts: integer("attempts").notNull().default(0),
    /**
     * Files sent with the message, by reference (mail/attachments.ts `MailAttachment`: a name, a
     * type and where the bytes come from, e.g. an agreement signature's id): each attempt
     * builds them again, so the outbox never holds the bytes.
     */
    attachments: jsonb("attachments").$type<unknown[]>(),
    createdAt: createdAt(),
  },
  (t) => [
    index("outbox_emails_to_idx").on(t.to),
    index("outbox_emails_unsent_idx")
      .on(t.createdAt)
      .where(sql`${t.sentAt} is null`),
  ],
);

/**
 * What happened to a trader's account that they should hear of (a breach, a pass, a payout, an
 * operator's act): shown in the app and, by their preferences, e-mailed. `event_key` names the
 * event (`decision:<id>`, `audit:<id>`, ...): a notice and its e-mail are written once per event.
 */
export const notices = pgTable(
  "notices",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    eventKey: text("event_key").notNull(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    /** A path in the app (the evidence, the payouts page, ...), or null. */
    link: text("link"),
    /** The trading account it is about (kept as text: the account may be deleted later). */
    accountId: uuid("account_id"),
    /** The outbox message it sent, or null (switched off, or no e-mail for it). */
    emailId: uuid("email_id"),
    readAt: timestamp("read_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("notices_event_key_unique").on(t.eventKey),
    index("notices_user_idx").on(t.userId, t.createdAt, t.id),
  ],
);

/** Who did what to whom, for admin actions. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
    actorEmail: text("actor_email").notNull(),
    action: text("action").notNull(),
    details: jsonb("details").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("audit_log_created_idx").on(t.createdAt, t.id)],
);

// Trading records: plain rows of the domain's records (packages/domain orders.ts, account.ts).
// Times are timestamptz; money is BIGINT cents; prices and lots are double precision.
const money = (name: string) => bigint(name, { mode: "number" });
const at = (name: string) => timestamp(name, { withTimezone: true });

export const accounts = pgTable(
  "accounts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
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

export const orders = pgTable(
  "orders",
  {
    id: uuid("id").primaryKey(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
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
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
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

/** Open positions only; a closed one becomes a trade_histories row. */
export const positions = pgTable(
  "positions",
  {
    id: uuid("id").primaryKey(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    orderId: uuid("order_id").notNull(),
    symbol: text("symbol").notNull(),
    side: text("side").notNull(),
    volume: doublePrecision("volume").notNull(),
    openPrice: doublePrecision("open_price").notNull(),
    openTime: at("open_time").notNull(),
    stopLoss: doublePrecision("stop_loss"),
    takeProfit: doublePrecision("take_profit"),
    marginCents: money("margin_cents").notNull(),
    // Trading costs (domain trading-costs.ts): the round-turn commission charged at the fill,
    // and the swap per night it is held (its swap so far is worked out from its open time).
    commissionCents: money("commission_cents").notNull().default(0),
    swapPerNightCents: money("swap_per_night_cents").notNull().default(0),
  },
  (t) => [
    index("positions_account_idx").on(t.accountId),
    index("positions_open_time_idx").on(t.openTime, t.id),
  ],
);

/** Closed positions (trades). The id is the position's id. */
export const tradeHistories = pgTable(
  "trade_histories",
  {
    id: uuid("id").primaryKey(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    orderId: uuid("order_id").notNull(),
    symbol: text("symbol").notNull(),
    side: text("side").notNull(),
    volume: doublePrecision("volume").notNull(),
    openPrice: doublePrecision("open_price").notNull(),
    openTime: at("open_time").notNull(),
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
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
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
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    dayKey: text("day_key").notNull(),
    time: at("time").notNull(),
    balanceCents: money("balance_cents").notNull(),
    equityCents: money("equity_cents").notNull(),
    highestEodBalanceCents: money("highest_eod_balance_cents").notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.dayKey] })],
);

/** Intraday balance and equity of accounts holding positions (every 15 minutes; the curves). */
export const equitySamples = pgTable(
  "equity_samples",
  {
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    time: at("time").notNull(),
    balanceCents: money("balance_cents").notNull(),
    equityCents: money("equity_cents").notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.time] })],
);

/** Every decision of the rules (breach, stop-out, pass) with its evidence. */
export const ruleDecisions = pgTable(
  "rule_decisions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    rule: text("rule").notNull(),
    outcome: text("outcome").notNull(),
    evidence: jsonb("evidence").notNull(),
    time: at("time").notNull(),
  },
  (t) => [index("rule_decisions_account_idx").on(t.accountId)],
);

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
    id: uuid("id").primaryKey().defaultRandom(),
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
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
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

/** Messages from the contact page: the back office's contact inbox (also e-mailed to SUPPORT_EMAIL). */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    ip: text("ip"),
    /** The back office's contact inbox: open until answered or closed (contracts `ContactStatus`). */
    status: text("status").notNull().default("open"),
    /** The public reference (C-<number>), quoted in the answers. */
    number: integer("number").generatedAlwaysAsIdentity({ startWith: 1001 }),
    /** The last reply or status change (the inbox is ordered by it). */
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    index("contact_messages_created_idx").on(t.createdAt),
    index("contact_messages_inbox_idx").on(t.status, t.updatedAt, t.id),
    index("contact_messages_updated_idx").on(t.updatedAt, t.id),
  ],
);

/** The operators' answers to a contact message, each e-mailed to its sender. */
export const contactReplies = pgTable(
  "contact_replies",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    messageId: uuid("message_id")
      .notNull()
      .references(() => contactMessages.id, { onDelete: "cascade" }),
    authorId: uuid("author_id").references(() => users.id, { onDelete: "set null" }),
    authorEmail: text("author_email").notNull(),
    body: text("body").notNull(),
    /** The e-mail that carried it to the sender (the outbox). */
    emailId: uuid("email_id"),
    createdAt: createdAt(),
  },
  (t) => [index("contact_replies_message_idx").on(t.messageId, t.createdAt)],
);

// ------------------------------------------------------------------ purchases and the ledger

/**
 * A trader's payment for a challenge or a merch order (`product`): pending -> paid -> refunded;
 * pending -> failed | expired | cancelled.
 */
export const purchases = pgTable(
  "purchases",
  {
    id: uuid("id").primaryKey(),
    /** Null once the trader was deleted; the purchase and its ledger rows stay. */
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    /** The buyer's e-mail when they bought (receipts, and after the user is gone). */
    email: text("email").notNull(),
    receiptNumber: text("receipt_number").notNull(),
    /** What is bought: "challenge" (a plan) or "merch" (its order is in `merch_orders`). */
    product: text("product").notNull().default("challenge"),
    /** The challenge's plan; null for merch. */
    planId: text("plan_id"),
    listPriceCents: money("list_price_cents").notNull(),
    discountCents: money("discount_cents").notNull(),
    amountCents: money("amount_cents").notNull(),
    currency: text("currency").notNull().default("usd"),
    couponId: uuid("coupon_id"),
    couponCode: text("coupon_code"),
    provider: text("provider").notNull(),
    /** The provider's session id. */
    providerRef: text("provider_ref"),
    /** The provider's payment id (what a refund names). */
    providerPaymentId: text("provider_payment_id"),
    /** The provider's payment page for a pending purchase. */
    paymentUrl: text("payment_url"),
    status: text("status").notNull(),
    statusReason: text("status_reason"),
    /** The client's idempotency key of the checkout request. */
    clientKey: text("client_key"),
    /** When an admin's refund took this purchase: one refund at a time (a concurrent one is 409). */
    refundStartedAt: at("refund_started_at"),
    accountId: uuid("account_id").references(() => accounts.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    paidAt: at("paid_at"),
    endedAt: at("ended_at"),
  },
  (t) => [
    uniqueIndex("purchases_receipt_unique").on(t.receiptNumber),
    uniqueIndex("purchases_client_key_unique").on(t.userId, t.clientKey),
    uniqueIndex("purchases_provider_ref_unique").on(t.provider, t.providerRef),
    index("purchases_user_created_idx").on(t.userId, t.createdAt),
    index("purchases_status_created_idx").on(t.status, t.createdAt),
    index("purchases_created_idx").on(t.createdAt, t.id),
    index("purchases_amount_idx").on(t.amountCents, t.id),
    index("purchases_email_prefix_idx").on(sql`lower(${t.email}) text_pattern_ops`),
  ],
);

/** Webhook events already handled, by the provider's event id: a retry changes nothing. */
export const paymentEvents = pgTable(
  "payment_events",
  {
    provider: text("provider").notNull(),
    eventId: text("event_id").notNull(),
    kind: text("kind").notNull(),
    purchaseId: uuid("purchase_id"),
    outcome: text("outcome").notNull(),
    /** Why an event was refused (its purchase, session, amount or currency do not match). */
    detail: text("detail"),
    receivedAt: at("received_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

/**
 * The double-entry ledger (DESIGN §7): every transaction's rows sum to zero. Append-only: a
 * database trigger refuses UPDATE and DELETE; corrections are new rows.
 */
export const ledgerEntries = pgTable(
  "ledger_entries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    txnId: uuid("txn_id").notNull(),
    account: text("account").notNull(),
    amountCents: money("amount_cents").notNull(),
    /** What caused it: "purchase:<id>", "refund:<id>". */
    ref: text("ref").notNull(),
    createdAt: at("created_at").notNull(),
  },
  (t) => [
    index("ledger_entries_account_created_idx").on(t.account, t.createdAt),
    index("ledger_entries_txn_idx").on(t.txnId),
    index("ledger_entries_ref_idx").on(t.ref),
  ],
);

/** Price coupons, managed by admins. `uses` counts pending and paid purchases holding one. */
export const coupons = pgTable(
  "coupons",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    code: text("code").notNull(),
    kind: text("kind").notNull(),
    percentOff: integer("percent_off"),
    amountOffCents: money("amount_off_cents"),
    validFrom: at("valid_from"),
    validUntil: at("valid_until"),
    maxUses: integer("max_uses"),
    uses: integer("uses").notNull().default(0),
    planIds: jsonb("plan_ids").$type<string[] | null>(),
    active: boolean("active").notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("coupons_code_unique").on(t.code)],
);

/** Secrets the instances share and generate themselves (the test payment provider's key). */
export const serverSecrets = pgTable("server_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: createdAt(),
});

/** The embedded test processor's own records: its checkout sessions. */
export const testPaymentSessions = pgTable("test_payment_sessions", {
  id: text("id").primaryKey(),
  purchaseId: uuid("purchase_id").notNull(),
  description: text("description").notNull(),
  amountCents: money("amount_cents").notNull(),
  currency: text("currency").notNull(),
  customerEmail: text("customer_email").notNull(),
  successUrl: text("success_url").notNull(),
  cancelUrl: text("cancel_url").notNull(),
  /** open -> (needs_confirmation) -> complete | declined; expired; refunded. */
  status: text("status").notNull(),
  paymentId: text("payment_id"),
  createdAt: createdAt(),
  expiresAt: at("expires_at").notNull(),
});

/** The test processor's webhook deliveries: kept until our endpoint answers 2xx. */
export const testPaymentWebhooks = pgTable(
  "test_payment_webhooks",
  {
    id: text("id").primaryKey(),
    payload: text("payload").notNull(),
    createdAt: createdAt(),
    deliveredAt: at("delivered_at"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: at("next_attempt_at").notNull(),
    lastError: text("last_error"),
  },
  (t) => [index("test_payment_webhooks_due_idx").on(t.deliveredAt, t.nextAttemptAt)],
);

// ------------------------------------------------------------------ scheduled jobs and payouts

/** One run of a scheduled job for one period ("2026-11-16" for a week): a period runs once. */
export const jobRuns = pgTable(
  "job_runs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    job: text("job").notNull(),
    periodKey: text("period_key").notNull(),
    /** done | failed */
    status: text("status").notNull(),
    /** schedule | startup | admin:<email> */
    trigger: text("trigger").notNull(),
    attempts: integer("attempts").notNull().default(1),
    startedAt: at("started_at").notNull(),
    finishedAt: at("finished_at").notNull(),
    summary: jsonb("summary"),
    error: text("error"),
  },
  (t) => [
    uniqueIndex("job_runs_job_period_unique").on(t.job, t.periodKey),
    index("job_runs_finished_idx").on(t.finishedAt),
  ],
);

/** A settled payout week: its figures and the Merkle root of what it paid. */
export const payoutWeeks = pgTable("payout_weeks", {
  weekKey: text("week_key").primaryKey(),
  startsAt: at("starts_at").notNull(),
  endsAt: at("ends_at").notNull(),
  revenueCents: money("revenue_cents").notNull(),
  budgetCents: money("budget_cents").notNull(),
  jackpotCents: money("jackpot_cents").notNull(),
  winnersProfitCents: money("winners_profit_cents").notNull(),
  payoutPoolCents: money("payout_pool_cents").notNull(),
  multiplierPercent: integer("multiplier_percent").notNull(),
  paidCents: money("paid_cents").notNull(),
  emergencyCents: money("emergency_cents").notNull(),
  jackpotPaidCents: money("jackpot_paid_cents").notNull(),
  cumulativeCents: money("cumulative_cents").notNull(),
  /** Hex root of the StandardMerkleTree of [creditId, amount] (null: nothing paid). */
  merkleRoot: text("merkle_root"),
  settledAt: at("settled_at").notNull(),
});

/** What each account was paid in a week: a payout or a jackpot; leaves of the week's tree. */
export const payoutCredits = pgTable(
  "payout_credits",
  {
    id: uuid("id").primaryKey(),
    weekKey: text("week_key")
      .notNull()
      .references(() => payoutWeeks.weekKey),
    accountId: uuid("account_id").notNull(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    kind: text("kind").notNull(),
    /** Profit in cents, or the percent gain in basis points for the percent jackpot. */
    figure: bigint("figure", { mode: "number" }).notNull(),
    amountCents: money("amount_cents").notNull(),
    /** The Merkle proof of [id, amount] under the week's root. */
    proof: jsonb("proof").$type<string[]>().notNull(),
  },
  (t) => [
    index("payout_credits_week_idx").on(t.weekKey),
    index("payout_credits_user_idx").on(t.userId),
  ],
);

/** Each account's closed balance when a payout week started (written by the week before). */
export const weekStartBalances = pgTable(
  "week_start_balances",
  {
    weekKey: text("week_key").notNull(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    balanceCents: money("balance_cents").notNull(),
  },
  (t) => [primaryKey({ columns: [t.weekKey, t.accountId] })],
);

/**
 * Where a funded account stands in its rule set's scaling plan (domain scaling.ts): the month
 * under way and the profitable months in a row before it. Written by the weekly settlement only.
 */
export const fundedScaling = pgTable("funded_scaling", {
  accountId: uuid("account_id")
    .primaryKey()
    .references(() => accounts.id, { onDelete: "cascade" }),
  monthKey: text("month_key").notNull(),
  monthProfitCents: money("month_profit_cents").notNull(),
  monthWeeks: integer("month_weeks").notNull(),
  profitableMonths: integer("profitable_months").notNull(),
  /** The last week settled into it. */
  weekKey: text("week_key").notNull(),
});

/** A trader's request to have what they are owed transferred (no real money moves yet). */
export const payoutRequests = pgTable(
  "payout_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    amountCents: money("amount_cents").notNull(),
    method: text("method").notNull(),
    destination: text("destination").notNull(),
    status: text("status").notNull(),
    reason: text("reason"),
    createdAt: at("created_at").notNull(),
    updatedAt: at("updated_at").notNull(),
  },
  (t) => [
    index("payout_requests_user_idx").on(t.userId, t.createdAt),
    index("payout_requests_status_idx").on(t.status, t.createdAt),
  ],
);

/** Every transition of a payout request, with who made it and when. */
export const payoutRequestEvents = pgTable(
  "payout_request_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    requestId: uuid("request_id")
      .notNull()
      .references(() => payoutRequests.id, { onDelete: "cascade" }),
    fromStatus: text("from_status"),
    toStatus: text("to_status").notNull(),
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
    actorEmail: text("actor_email").notNull(),
    reason: text("reason"),
    at: at("at").notNull(),
  },
  (t) => [index("payout_request_events_request_idx").on(t.requestId)],
);

/**
 * Each live board's ranking at the daily reset (top rows only), so a board can show how each
 * row moved since. Rows are keyed by the board's opaque public id.
 */
export const leaderboardSnapshots = pgTable(
  "leaderboard_snapshots",
  {
    board: text("board").notNull(),
    /** The day (reset zone) the snapshot opens. */
    day: text("day").notNull(),
    publicId: text("public_id").notNull(),
    rank: integer("rank").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.board, t.day, t.publicId] })],
);

/**
 * Uploaded files (DESIGN §9): the bytes live in DATA_DIR/files/<purpose>/<id>, outside the web
 * root; the type was read from the bytes; the original name is metadata only.
 */
export const storedFiles = pgTable(
  "stored_files",
  {
    id: uuid("id").primaryKey(),
    ownerId: uuid("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose").notNull(),
    mimeType: text("mime_type").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    name: text("name").notNull(),
    sha256: text("sha256").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("stored_files_owner_idx").on(t.ownerId, t.createdAt)],
);

const fileRef = (name: string) => uuid(name).references(() => storedFiles.id);

/**
 * Identity checks (DESIGN §9), one row per submission: submitted by the trader, then approved
 * or rejected by an admin (who and when are on the row). At most one is waiting or approved.
 */
export const kycSubmissions = pgTable(
  "kyc_submissions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: text("status").notNull(),
    legalName: text("legal_name").notNull(),
    dateOfBirth: text("date_of_birth").notNull(),
    addressLine1: text("address_line1").notNull(),
    addressLine2: text("address_line2"),
    city: text("city").notNull(),
    postalCode: text("postal_code").notNull(),
    country: text("country").notNull(),
    documentType: text("document_type").notNull(),
    frontFileId: fileRef("front_file_id").notNull(),
    backFileId: fileRef("back_file_id"),
    selfieFileId: fileRef("selfie_file_id").notNull(),
    reason: text("reason"),
    submittedAt: at("submitted_at").notNull(),
    decidedAt: at("decided_at"),
    decidedById: uuid("decided_by_id").references(() => users.id, { onDelete: "set null" }),
    decidedByEmail: text("decided_by_email"),
  },
  (t) => [
    index("kyc_submissions_user_idx").on(t.userId, t.submittedAt),
    index("kyc_submissions_status_idx").on(t.status, t.submittedAt, t.id),
    uniqueIndex("kyc_submissions_live_unique")
      .on(t.userId)
      .where(sql`${t.status} in ('submitted', 'approved')`),
  ],
);

/** Typed-name signatures of the trader agreement, with the hash of the exact text signed. */
export const agreementSignatures = pgTable(
  "agreement_signatures",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    version: text("version").notNull(),
    sha256: text("sha256").notNull(),
    typedName: text("typed_name").notNull(),
    ip: text("ip").notNull(),
    userAgent: text("user_agent"),
    signedAt: at("signed_at").notNull(),
  },
  (t) => [uniqueIndex("agreement_signatures_user_version_unique").on(t.userId, t.version)],
);

/** Support tickets (DESIGN §9): open, answered, closed; every message and status change kept. */
export const supportTickets = pgTable(
  "support_tickets",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The public reference number (T-<number>). */
    number: integer("number").generatedAlwaysAsIdentity({ startWith: 1001 }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    subject: text("subject").notNull(),
    category: text("category").notNull(),
    status: text("status").notNull(),
    messageCount: integer("message_count").notNull().default(0),
    createdAt: at("created_at").notNull(),
    updatedAt: at("updated_at").notNull(),
  },
  (t) => [
    index("support_tickets_user_idx").on(t.userId, t.updatedAt),
    index("support_tickets_status_idx").on(t.status, t.updatedAt, t.id),
  ],
);

export const supportMessages = pgTable(
  "support_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    ticketId: uuid("ticket_id")
      .notNull()
      .references(() => supportTickets.id, { onDelete: "cascade" }),
    author: text("author").notNull(),
    authorId: uuid("author_id").references(() => users.id, { onDelete: "set null" }),
    authorName: text("author_name").notNull(),
    body: text("body").notNull(),
    attachmentFileId: fileRef("attachment_file_id"),
    createdAt: at("created_at").notNull(),
  },
  (t) => [index("support_messages_ticket_idx").on(t.ticketId, t.createdAt)],
);

/** Every status change of a ticket, with who made it and when. */
export const supportTicketEvents = pgTable(
  "support_ticket_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    ticketId: uuid("ticket_id")
      .notNull()
      .references(() => supportTickets.id, { onDelete: "cascade" }),
    fromStatus: text("from_status"),
    toStatus: text("to_status").notNull(),
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
    actorEmail: text("actor_email").notNull(),
    at: at("at").notNull(),
  },
  (t) => [index("support_ticket_events_ticket_idx").on(t.ticketId)],
);

/** The merch catalogue, managed by admins. */
export const merchItems = pgTable("merch_items", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull(),
  description: text("description").notNull().default(""),
  imageFileId: fileRef("image_file_id"),
  priceCents: money("price_cents"),
  pricePoints: integer("price_points"),
  stock: integer("stock").notNull().default(0),
  active: boolean("active").notNull().default(true),
  createdAt: createdAt(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

// ------------------------------------------------------------------ merch orders

/**
 * A merch order: its payment is the `purchases` row of the same id (product "merch"); this row
 * holds what was ordered, where it goes and how far it got. Status: pending -> paid -> shipped
 * -> delivered; pending -> cancelled | expired | failed; paid, shipped or delivered -> refunded.
 */
export const merchOrders = pgTable(
  "merch_orders",
  {
    id: uuid("id")
      .primaryKey()
      .references(() => purchases.id),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    itemId: uuid("item_id").references(() => merchItems.id, { onDelete: "set null" }),
    /** The item's name when ordered. */
    itemName: text("item_name").notNull(),
    quantity: integer("quantity").notNull(),
    unitPriceCents: money("unit_price_cents").notNull(),
    amountCents: money("amount_cents").notNull(),
    status: text("status").notNull(),
    shipName: text("ship_name").notNull(),
    shipLine1: text("ship_line1").notNull(),
    shipLine2: text("ship_line2"),
    shipCity: text("ship_city").notNull(),
    /** The region's name, or null for a country without regions. */
    shipRegion: text("ship_region"),
    shipPostalCode: text("ship_postal_code").notNull(),
    /** ISO 3166-1 alpha-2. */
    shipCountry: text("ship_country").notNull(),
    carrier: text("carrier"),
    trackingNumber: text("tracking_number"),
    createdAt: createdAt(),
    shippedAt: at("shipped_at"),
    deliveredAt: at("delivered_at"),
  },
  (t) => [
    index("merch_orders_created_idx").on(t.createdAt, t.id),
    index("merch_orders_amount_idx").on(t.amountCents, t.id),
    index("merch_orders_status_created_idx").on(t.status, t.createdAt),
    index("merch_orders_user_created_idx").on(t.userId, t.createdAt),
  ],
);

/** Operator settings kept in the database (e.g. the Discord webhook), one JSON value per key. */
export const appSettings = pgTable("app_settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Posts to the Discord webhook: sent at once, retried with backoff by the leader. */
export const discordDeliveries = pgTable(
  "discord_deliveries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    event: text("event").notNull(),
    payload: jsonb("payload").notNull(),
    status: text("status").notNull(),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }),
    lastError: text("last_error"),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    index("discord_deliveries_created_idx").on(t.createdAt),
    index("discord_deliveries_due_idx").on(t.status, t.nextAttemptAt),
  ],
);

/** The avatar catalogue admins curate for challenger tiles and profiles. */
export const catalogueAvatars = pgTable("catalogue_avatars", {
  id: uuid("id").primaryKey().defaultRandom(),
  fileId: uuid("file_id")
    .notNull()
    .references(() => storedFiles.id),
  label: text("label").notNull(),
  enabled: boolean("enabled").notNull().default(true),
  createdAt: createdAt(),
});
