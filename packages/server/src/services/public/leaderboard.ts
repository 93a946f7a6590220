import type { LeaderboardBoard, LeaderboardResponse } from "@proparena/contracts/public-site";
import { getPlan } from "@proparena/domain/plans";
import { getPhase } from "@proparena/domain/phases";
import { and, desc, eq, inArray, ne, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/database";
import { accounts, users } from "../../db/schema";
import type { Clock } from "../../lib/clock";
import { publicName } from "./display-name";

const BOARD_FILTER: Record<LeaderboardBoard, SQL | undefined> = {
  "phase-1": and(eq(accounts.phase, "phase1"), eq(accounts.status, "active")),
  "phase-2": and(eq(accounts.phase, "phase2"), eq(accounts.status, "active")),
  funded: and(eq(accounts.phase, "funded"), eq(accounts.status, "active")),
  cumulative: inArray(accounts.status, ["active", "passed"]),
  historical: undefined,
};

/** Public ranking of real accounts by percent gain over the starting balance. */
export async function leaderboard(
  db: Db,
  clock: Clock,
  board: LeaderboardBoard,
  limit: number,
): Promise<LeaderboardResponse> {
  const gain = sql<number>`(${accounts.balanceCents} - ${accounts.startingBalanceCents})::float8 / nullif(${accounts.startingBalanceCents}, 0)`;
  const rows = await db
    .select({
      accountId: accounts.id,
      name: users.name,
      plan: accounts.plan,
      phase: accounts.phase,
      balance: accounts.balanceCents,
      start: accounts.startingBalanceCents,
    })
    .from(accounts)
    .innerJoin(users, eq(users.id, accounts.userId))
    .where(and(BOARD_FILTER[board], ne(accounts.startingBalanceCents, 0)))
    .orderBy(desc(gain), accounts.createdAt)
    .limit(limit);
  return {
    board,
    updatedAt: clock.now().toISOString(),
    entries: rows.map((r, i) => ({
      rank: i + 1,
      name: publicName(r.name),
      avatarUrl: null,
      accountId: r.accountId,
      planLabel: getPlan(r.plan)?.label ?? r.plan,
      phase: getPhase(r.phase) ? `Phase ${getPhase(r.phase)!.numeral}` : r.phase,
      gainCents: r.balance - r.start,
      gainPercent: Math.round(((r.balance - r.start) / r.start) * 10_000) / 100,
    })),
  };
}
