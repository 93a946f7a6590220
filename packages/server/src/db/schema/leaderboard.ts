import { integer, primaryKey, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";

// The leaderboards' daily snapshots.

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
