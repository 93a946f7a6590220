import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { belongsToUser } from "./auth";
import { at, money, uuidPrimaryKey } from "./columns";

// Payouts on chain (issue 30): linked wallets, the weeks posted to the PayoutDistributor, each
// wallet's cumulative leaf, and the contract's events as the leader indexed them.

/**
 * A trader's payout wallet, proven by a signed SIWE message. One linked wallet per trader at a
 * time (unlinked rows stay as history); a wallet belongs to one trader ever, since the
 * contract counts what it claimed per wallet.
 */
export const walletLinks = pgTable(
  "wallet_links",
  {
    id: uuidPrimaryKey(),
    userId: belongsToUser(),
    /** Checksummed 0x address. */
    address: text("address").notNull(),
    chainId: integer("chain_id").notNull(),
    /** The signed SIWE message and its signature: the proof of the link. */
    message: text("message").notNull(),
    signature: text("signature").notNull(),
    linkedAt: at("linked_at").notNull(),
    unlinkedAt: at("unlinked_at"),
  },
  (t) => [
    uniqueIndex("wallet_links_user_linked_idx")
      .on(t.userId)
      .where(sql`unlinked_at is null`),
    index("wallet_links_address_idx").on(t.address),
  ],
);

/** A SIWE nonce handed to a trader: used once, within its lifetime. */
export const siweNonces = pgTable("siwe_nonces", {
  nonce: text("nonce").primaryKey(),
  userId: belongsToUser(),
  expiresAt: at("expires_at").notNull(),
  usedAt: at("used_at"),
});

/**
 * A settled week's root of (wallet, cumulative amount) leaves for the contract, and what
 * happened to it on chain: the transactions the server sent and what the indexer saw.
 * Amounts on chain are token units (6 decimals: cents x 10,000), kept as decimal text.
 */
export const chainWeeks = pgTable("chain_weeks", {
  weekKey: text("week_key").primaryKey(),
  /** The week's number on the contract: the Monday as YYYYMMDD. */
  chainWeek: bigint("chain_week", { mode: "number" }).notNull().unique(),
  root: text("root").notNull(),
  totalCents: money("total_cents").notNull(),
  wallets: integer("wallets").notNull(),
  closedAt: at("closed_at").notNull(),
  postTx: text("post_tx"),
  fundTx: text("fund_tx"),
  /** Why posting or funding last failed (cleared when it succeeds). */
  lastError: text("last_error"),
  /** From the indexed RootPosted event. */
  postedAt: at("posted_at"),
  claimableAt: at("claimable_at"),
  deadline: at("deadline"),
  /** From the indexed WeekFunded event. */
  fundedAt: at("funded_at"),
  fundedLate: boolean("funded_late"),
  vetoedAt: at("vetoed_at"),
});

/** A wallet's leaf in a week's root: its cumulative amount and the proof. */
export const chainLeaves = pgTable(
  "chain_leaves",
  {
    weekKey: text("week_key")
      .notNull()
      .references(() => chainWeeks.weekKey),
    address: text("address").notNull(),
    userId: belongsToUser(),
    /** What this week adds for the trader. */
    amountCents: money("amount_cents").notNull(),
    /** Everything the wallet was ever owed, this week included (the leaf's amount). */
    cumulativeCents: money("cumulative_cents").notNull(),
    proof: jsonb("proof").$type<string[]>().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.weekKey, t.address] }),
    index("chain_leaves_user_idx").on(t.userId),
    index("chain_leaves_address_idx").on(t.address),
  ],
);

/** A contract event the leader indexed, with the block it came in (a reorg rolls it back). */
export const chainEvents = pgTable(
  "chain_events",
  {
    txHash: text("tx_hash").notNull(),
    logIndex: integer("log_index").notNull(),
    blockNumber: bigint("block_number", { mode: "number" }).notNull(),
    blockHash: text("block_hash").notNull(),
    name: text("name").notNull(),
    chainWeek: bigint("chain_week", { mode: "number" }),
    address: text("address"),
    /** The event's amount in token units (decimal text), when it has one. */
    amount: text("amount"),
    args: jsonb("args").$type<Record<string, string | number | boolean>>().notNull(),
    /** The ledger reference booked with it, if any. */
    ledgerRef: text("ledger_ref"),
    indexedAt: at("indexed_at").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.txHash, t.logIndex] }),
    index("chain_events_block_idx").on(t.blockNumber),
    index("chain_events_address_idx").on(t.address),
  ],
);

/** The blocks the indexer went through, by number: a changed hash is a reorg. */
export const chainBlocks = pgTable("chain_blocks", {
  number: bigint("number", { mode: "number" }).primaryKey(),
  hash: text("hash").notNull(),
});

/** What a relayed claim sent for a trader. */
export const chainRelays = pgTable(
  "chain_relays",
  {
    id: uuidPrimaryKey(),
    userId: belongsToUser(),
    weekKey: text("week_key").notNull(),
    address: text("address").notNull(),
    txHash: text("tx_hash").notNull(),
    at: at("at").notNull(),
  },
  (t) => [index("chain_relays_user_idx").on(t.userId)],
);
