import { LEADERBOARD_BOARDS } from "@proparena/contracts/public-site";
import type { Tx } from "../../db/database";
import { leaderboardSnapshots } from "../../db/schema";
import type { Clock } from "../../lib/clock";
import { leaderboard } from "./leaderboard";

/** Rows kept per board and day: enough for every page anyone browses, bounded in size. */
export const SNAPSHOT_DEPTH = 1_000;

/** The live boards (the historical one is already fixed per settled week). */
const LIVE_BOARDS = LEADERBOARD_BOARDS.filter((board) => board !== "historical");

/**
 * Stores each live board's top rows for `day`, so the boards can show how every row moved
 * since. Writing the same day again changes nothing (the first snapshot of a day stands).
 */
export async function snapshotLeaderboards(
  tx: Tx,
  clock: Clock,
  day: string,
  timeZone: string,
): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const board of LIVE_BOARDS) {
    const { entries } = await leaderboard(tx, clock, board, SNAPSHOT_DEPTH, { timeZone });
    counts[board] = entries.length;
    if (entries.length === 0) continue;
    await tx
      .insert(leaderboardSnapshots)
      .values(entries.map((e) => ({ board, day, publicId: e.id, rank: e.rank })))
      .onConflictDoNothing();
  }
  return counts;
}
