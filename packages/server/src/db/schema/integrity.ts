import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { IntegrityEvidence } from "@proparena/contracts/integrity";
import { belongsToUser, users } from "./auth";
import { at, createdAt, money } from "./columns";
import { payoutCredits } from "./payouts";

// Integrity (issue 29; docs/integrity.md): the detectors' flags with their evidence, the
// linking signals they read (hashed), and the payouts their holds keep back.

/**
 * One flag per detector and account (per person for multi-account: `account_id` null), keeping
 * the highest score seen; a re-raise updates the row and its evidence hash. `evidence` is the
 * contract's evidence as the trader sees it; `other_people` the ids only admins see.
 */
export const integrityFlags = pgTable(
  "integrity_flags",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind").notNull(),
    /** The domain's flag key (kind|account or kind|person:<id>): one row per key. */
    flagKey: text("flag_key").notNull(),
    accountId: uuid("account_id"),
    userId: belongsToUser(),
    score: doublePrecision("score").notNull(),
    threshold: doublePrecision("threshold").notNull(),
    holdAt: doublePrecision("hold_at").notNull(),
    hold: boolean("hold").notNull(),
    policyVersion: integer("policy_version").notNull(),
    status: text("status").notNull().default("open"),
    message: text("message").notNull(),
    evidence: jsonb("evidence").$type<IntegrityEvidence>().notNull(),
    evidenceHash: text("evidence_hash").notNull(),
    otherPeople: jsonb("other_people").$type<string[]>().notNull().default([]),
    /** The detection's time (trade time), and when the row was written. */
    detectedAt: at("detected_at").notNull(),
    raisedAt: at("raised_at").notNull(),
    updatedAt: at("updated_at").notNull(),
    appealStatement: text("appeal_statement"),
    appealAttachments: jsonb("appeal_attachments").$type<string[]>(),
    appealedAt: at("appealed_at"),
    decisionOutcome: text("decision_outcome"),
    decisionReason: text("decision_reason"),
    decidedBy: uuid("decided_by").references(() => users.id, { onDelete: "set null" }),
    decidedAt: at("decided_at"),
  },
  (t) => [
    uniqueIndex("integrity_flags_key_unique").on(t.flagKey),
    index("integrity_flags_account_idx").on(t.accountId),
    index("integrity_flags_user_idx").on(t.userId),
    index("integrity_flags_score_idx").on(t.score, t.id),
    index("integrity_flags_raised_idx").on(t.raisedAt, t.id),
    index("integrity_flags_updated_idx").on(t.updatedAt, t.id),
    index("integrity_flags_decided_idx")
      .on(t.decidedAt, t.id)
      .where(sql`${t.decisionOutcome} in ('payout-withheld', 'account-closed')`),
  ],
);

/**
 * Linking signals (device, sign-in address, card, wallet), one row per person, kind and value.
 * The value is an HMAC-SHA256 with the server's own secret (`server_secrets` "integrity-signals"):
 * equal values compare equal, the clear value is never stored. `seq` orders the rows for the
 * leader's monitor, which reads the new ones. Deleted when last seen before the retention
 * (docs/SECURITY.md).
 */
export const integritySignals = pgTable(
  "integrity_signals",
  {
    seq: bigserial("seq", { mode: "number" }).primaryKey(),
    userId: belongsToUser(),
    kind: text("kind").notNull(),
    valueHash: text("value_hash").notNull(),
    firstSeenAt: at("first_seen_at").notNull(),
    lastSeenAt: at("last_seen_at").notNull(),
  },
  (t) => [
    uniqueIndex("integrity_signals_unique").on(t.userId, t.kind, t.valueHash),
    index("integrity_signals_value_idx").on(t.kind, t.valueHash),
    index("integrity_signals_last_seen_idx").on(t.lastSeenAt),
  ],
);

/**
 * A weekly payout credit kept back by holding flags: booked from the trader's payable to
 * `integrity_hold:<credit>` at the settlement, back to the payable when the flags are cleared
 * (status "released"), or to the emergency pool when an admin withholds it ("withheld").
 */
export const integrityPayoutHolds = pgTable(
  "integrity_payout_holds",
  {
    creditId: uuid("credit_id")
      .primaryKey()
      .references(() => payoutCredits.id),
    userId: uuid("user_id").notNull(),
    accountId: uuid("account_id").notNull(),
    amountCents: money("amount_cents").notNull(),
    flagIds: jsonb("flag_ids").$type<string[]>().notNull(),
    status: text("status").notNull().default("held"),
    heldAt: createdAt(),
    endedAt: at("ended_at"),
  },
  (t) => [index("integrity_payout_holds_user_idx").on(t.userId, t.status)],
);
