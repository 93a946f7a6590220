import { and, asc, eq, gte, lt, sql } from "drizzle-orm";
import type { DailySnapshotRecord } from "@proparena/domain/rules/decision-replay";
import type { Trade } from "@proparena/domain/engine/trades";
import type { Db } from "../../db/database";
import {
  dailySnapshots,
  equitySamples,
  payoutCredits,
  payoutWeeks,
  tradeHistories,
} from "../../db/schema";
import { tradeFromRow } from "../../trading/record-mappers";
import type { ServiceContext } from "../service-context";
import { AppendOnlyCache } from "./append-only-cache";

/** What the metrics are computed from: the account's stored records, never the live engine alone. */

/** Accounts whose trades and samples stay in memory (the ones read lately). */
const CACHED_ACCOUNTS = 200;

type Sample = { time: number; balance: number; equity: number };
const caches = new WeakMap<
  Db,
  { trades: AppendOnlyCache<Trade>; samples: AppendOnlyCache<Sample> }
>();

function cachesOf(db: Db) {
  let found = caches.get(db);
  if (!found) {
    found = {
      trades: new AppendOnlyCache<Trade>({
        maxAccounts: CACHED_ACCOUNTS,
        key: (t) => t.id,
        time: (t) => t.closeTime,
        load: async (accountId, since) => {
          const rows = await db
            .select()
            .from(tradeHistories)
            .where(
              and(
                eq(tradeHistories.accountId, accountId),
                since === null ? undefined : gte(tradeHistories.closeTime, new Date(since)),
              ),
            )
            .orderBy(asc(tradeHistories.closeTime), asc(tradeHistories.id));
          return rows.map(tradeFromRow);
        },
      }),
      samples: new AppendOnlyCache<Sample>({
        maxAccounts: CACHED_ACCOUNTS,
        key: (s) => String(s.time),
        time: (s) => s.time,
        load: async (accountId, since) => {
          const rows = await db
            .select()
            .from(equitySamples)
            .where(
              and(
                eq(equitySamples.accountId, accountId),
                since === null ? undefined : gte(equitySamples.time, new Date(since)),
              ),
            )
            .orderBy(asc(equitySamples.time));
          return rows.map((r) => ({
            time: r.time.getTime(),
            balance: r.balanceCents,
            equity: r.equityCents,
          }));
        },
      }),
    };
    caches.set(db, found);
  }
  return found;
}

/** Every closed trade of the account, oldest first (do not change the array). */
export function tradesOf(ctx: ServiceContext, accountId: string): Promise<readonly Trade[]> {
  return cachesOf(ctx.db).trades.read(accountId, ctx.desk.generation);
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
export function samplesOf(ctx: ServiceContext, accountId: string): Promise<readonly Sample[]> {
  return cachesOf(ctx.db).samples.read(accountId, ctx.desk.generation);
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
