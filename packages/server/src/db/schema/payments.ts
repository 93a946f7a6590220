import { sql } from "drizzle-orm";
import {
  boolean,
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
import { at, createdAt, money, uuidPrimaryKey } from "./columns";
import { accounts } from "./trading";

// Purchases and the ledger: payments, webhook events, ledger entries, coupons and the embedded
// test processor's records.

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
    id: uuidPrimaryKey(),
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
    id: uuidPrimaryKey(),
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
