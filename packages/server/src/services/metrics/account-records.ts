import { asc, eq, and, lt, sql } from "drizzle-orm";
import type { DailySnapshotRecord } from "@proparena/domain/decision-replay";
import type { Trade } from "@proparena/domain/trades";
import type { Db } from "../../db/database";
import {
  dailySnapshots,
  equitySamples,
  payoutCredits,
  payoutWeeks,
  tradeHistories,
} from "../../db/schema";
import { tradeFromRow } from "../../trading/record-mappers";

/** What the metrics are computed from: the account's stored records, never the live engine alone. */

/** Every closed trade of the account, oldest first. */
export async function tradesOf(db: Db, accountId: string): Promise<Trade[]> {
  const rows = await db
    .select()
    .from(tradeHistories)
    .where(eq(tradeHistories.accountId, accountId))
    .orderBy(asc(tradeHistories.closeTime), asc(tradeHistories.id));
  return rows.map(tradeFromRow);
}

/** The balance and equity stored at each daily reset, oldest first. */
export async function snapshotsOf(db: Db, accountId: string) {
  const rows = await db
    .select()
    .from(dailySnapshots)
    .where(eq(dailySnapshots.accountId, accountId))
    .orderBy(asc(dailySnapshots.dayKey));
  return rows.map((r) => ({
    dayKey: r.dayKey,
    time: r.time.getTime(),
    balance: r.balanceCents,
    equity: r.equityCents,
    highestEodBalance: r.highestEodBalanceCents,
  })) satisfies DailySnapshotRecord[];
}

/** Intraday samples (every 15 minutes while a position was open), oldest first. */
export async function samplesOf(db: Db, accountId: string) {
  const rows = await db
    .select()
    .from(equitySamples)
    .where(eq(equitySamples.accountId, accountId))
    .orderBy(asc(equitySamples.time));
  return rows.map((r) => ({
    time: r.time.getTime(),
    balance: r.balanceCents,
    equity: r.equityCents,
  }));
}

/** The paid-out profit taken off the account's balance by weekly settlements before `time`. */
export async function payoutsTakenBefore(db: Db, accountId: string, time: number) {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${payoutCredits.figure}), 0)` })
    .from(payoutCredits)
    .innerJoin(payoutWeeks, eq(payoutWeeks.weekKey, payoutCredits.weekKey))
    .where(
      and(
        eq(payoutCredits.accountId, accountId),
        eq(payoutCredits.kind, "payout"),
        lt(payoutWeeks.settledAt, new Date(time)),
      ),
    );
  return Number(row?.total ?? 0);
}
