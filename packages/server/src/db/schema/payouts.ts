import {
  bigint,
  index,
  integer,
  jsonb,
  primaryKey,
  pgTable,
  text,
  uuid,
} from "drizzle-orm/pg-core";
import { belongsToUser, users } from "./auth";
import { at, money, uuidPrimaryKey } from "./columns";
import { accounts, belongsToAccount } from "./trading";

// Payouts: settled weeks, their credits, week-start balances, funded scaling and payout requests.

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
    accountId: belongsToAccount(),
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
    id: uuidPrimaryKey(),
    userId: belongsToUser(),
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
    id: uuidPrimaryKey(),
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
