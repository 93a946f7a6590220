import type { Challenger, PublicStats } from "@proparena/contracts/public-site";
import { and, count, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/database";
import { accounts, users } from "../../db/schema";
import { publicName } from "./display-name";

const TICKER_SIZE = 20;

/**
 * Landing-page figures from real data. Payouts and purchases arrive with later issues; until
 * then their figures are honestly zero, and pass rates are null until an account finishes.
 */
export async function publicStats(db: Db): Promise<PublicStats> {
  const byStatus = await db
    .select({ status: accounts.status, phase: accounts.phase, n: count() })
    .from(accounts)
    .groupBy(accounts.status, accounts.phase);
  const countOf = (phase: string | null, status: string) =>
    byStatus
      .filter((r) => r.status === status && (phase === null || r.phase === phase))
      .reduce((sum, r) => sum + r.n, 0);
  const phase1Passed = countOf("phase1", "passed");
  const phase1Finished = phase1Passed + countOf("phase1", "failed");

  const challengers = (rows: { name: string }[]): Challenger[] =>
    rows.map((r) => ({ name: publicName(r.name), avatarUrl: null, url: "/leaderboard" }));
  const joined = await db
    .select({ name: users.name })
    .from(accounts)
    .innerJoin(users, eq(users.id, accounts.userId))
    .orderBy(desc(accounts.createdAt))
    .limit(TICKER_SIZE);
  const blown = await db
    .select({ name: users.name })
    .from(accounts)
    .innerJoin(users, eq(users.id, accounts.userId))
    .where(and(eq(accounts.status, "failed")))
    .orderBy(desc(accounts.createdAt))
    .limit(TICKER_SIZE);
  const [total] = await db.select({ n: count() }).from(accounts);

  return {
    totalPayoutCents: 0,
    phase1PassRate: phase1Finished === 0 ? null : phase1Passed / phase1Finished,
    phase3PassRate: null,
    vaultHoldingsCents: 0,
    challengersJoinedCount: total?.n ?? 0,
    challengersBlownCount: countOf(null, "failed"),
    challengersJoined: challengers(joined),
    challengersBlown: challengers(blown),
  };
}
