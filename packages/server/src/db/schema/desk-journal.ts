import { bigint, customType, integer, json, pgTable, text } from "drizzle-orm/pg-core";
import { at, createdAt } from "./columns";

// The trading desk's journal (trading/journal/): its inputs, one row per group commit, and the
// point up to which the trading tables are materialised from it.

/**
 * One group commit of the desk: the engine commands it applied, in order (domain
 * engine-commands.ts), the rows written beside them (order keys, audit, API orders, copies,
 * fill references), and the state hash chained from the previous entry's. An acknowledgement waits for its entry's commit only.
 */
export const deskJournal = pgTable("desk_journal", {
  seq: bigint("seq", { mode: "number" }).primaryKey(),
  /** The leadership term that wrote it (desk_checkpoint.term at the time). */
  term: integer("term").notNull(),
  commands: json("commands").notNull(),
  rows: json("rows"),
  stateHash: text("state_hash").notNull(),
  createdAt: createdAt(),
});

/**
 * One row (id 1): the journal entry up to which the trading tables are materialised, with what
 * a restart needs beside the tables to replay the tail (the engine's clock and quotes and the
 * state hash at that entry), the id salt (trading/journal/desk-ids.ts), and the leadership term (a new
 * leader raises it, so a deposed leader's late writes are refused).
 */
export const deskCheckpoint = pgTable("desk_checkpoint", {
  id: integer("id").primaryKey(),
  term: integer("term").notNull().default(0),
  seq: bigint("seq", { mode: "number" }).notNull().default(0),
  engineTime: bigint("engine_time", { mode: "number" }),
  quotes: json("quotes"),
  stateHash: text("state_hash").notNull().default(""),
  salt: text("salt").notNull(),
  materialisedAt: at("materialised_at"),
});

/** Bytes as stored (node-postgres answers a Buffer, PGlite a Uint8Array: both are Buffers here). */
const bytes = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * The engine's state at a journal entry (trading/journal/desk-snapshot.ts), written by the leader
 * when the tail behind the checkpoint has grown long: a restart builds the engine from the newest
 * one after the checkpoint and replays only the entries after it. `state` is the encoded snapshot
 * (gzip), `digest` its HMAC under the journal's salt; `state_hash` is the entry's chained hash.
 */
export const deskSnapshot = pgTable("desk_snapshot", {
  /** The entry it follows: the engine right after that entry's commands. */
  seq: bigint("seq", { mode: "number" }).primaryKey(),
  /** The leadership term that wrote it. */
  term: integer("term").notNull(),
  stateHash: text("state_hash").notNull(),
  state: bytes("state").notNull(),
  digest: text("digest").notNull(),
  createdAt: createdAt(),
});
