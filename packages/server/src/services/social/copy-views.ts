// What a copy subscription looks like on the wire, with its counts and the source book's label.
import type { CopySubscription, CopyTrade } from "@proparena/contracts/social";
import type { COPY_STOP_REASONS } from "@proparena/contracts/social";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/database";
import { accounts, copySubscriptions, copyTrades, tradeHistories, users } from "../../db/schema";
import { notFound } from "../../lib/http-error";
import { isUuid } from "../../lib/is-uuid";
import { signalSecret } from "../integrity/signal-hash";
import { bookIdOf, bookLabel } from "../openbook/public-books";
import { publicTraderView, traderColumns } from "./public-traders";

export const COPY_NOT_FOUND = "Copy subscription not found";

type StopReason = (typeof COPY_STOP_REASONS)[number];

/** The follower's subscriptions (all, or the listed ones), newest first, as the wire has them. */
export async function copySubscriptionViews(
  db: Db,
  followerId: string,
  ids?: readonly string[],
): Promise<CopySubscription[]> {
  const rows = await db
    .select({
      sub: copySubscriptions,
      trader: traderColumns,
      plan: accounts.plan,
      phase: accounts.phase,
    })
    .from(copySubscriptions)
    .innerJoin(users, eq(users.id, copySubscriptions.traderId))
    .innerJoin(accounts, eq(accounts.id, copySubscriptions.sourceAccountId))
    .where(
      and(
        eq(copySubscriptions.followerId, followerId),
        ids ? inArray(copySubscriptions.id, [...ids]) : undefined,
      ),
    )
    .orderBy(desc(copySubscriptions.createdAt));
  if (rows.length === 0) return [];
  const counts = await db
    .select({
      id: copyTrades.subscriptionId,
      placed: sql<number>`count(*) filter (where ${copyTrades.status} = 'placed')`.mapWith(Number),
      skipped: sql<number>`count(*) filter (where ${copyTrades.status} <> 'placed')`.mapWith(
        Number,
      ),
      closedPnl: sql<number>`coalesce(sum(${tradeHistories.pnlCents}), 0)`.mapWith(Number),
    })
    .from(copyTrades)
    .leftJoin(tradeHistories, eq(tradeHistories.id, copyTrades.copyPositionId))
    .where(
      inArray(
        copyTrades.subscriptionId,
        rows.map((r) => r.sub.id),
      ),
    )
    .groupBy(copyTrades.subscriptionId);
  const countOf = new Map(counts.map((c) => [c.id, c]));
  const secret = await signalSecret(db);
  return rows.map(({ sub, trader, plan, phase }) => {
    const c = countOf.get(sub.id);
    return {
      id: sub.id,
      trader: publicTraderView(trader),
      bookId: bookIdOf(secret, sub.sourceAccountId),
      bookLabel: bookLabel(plan, phase),
      targetAccountId: sub.targetAccountId,
      sizeMultiplier: sub.sizeMultiplier,
      riskPerTradePercent: sub.riskPerTradePercent,
      dailyLossCapCents: sub.dailyLossCapCents,
      stopEquityCents: sub.stopEquityCents,
      excludedSymbols: sub.excludedSymbols,
      status: sub.status === "active" ? "active" : "stopped",
      stopReason: (sub.stopReason as StopReason | null) ?? null,
      createdAt: sub.createdAt.toISOString(),
      stoppedAt: sub.stoppedAt?.toISOString() ?? null,
      placed: c?.placed ?? 0,
      skipped: c?.skipped ?? 0,
      closedPnlCents: c?.closedPnl ?? 0,
    };
  });
}

/** One of the follower's subscriptions; 404 when it is someone else's or unknown. */
export async function copySubscriptionView(
  db: Db,
  followerId: string,
  id: string,
): Promise<CopySubscription> {
  const [view] = await copySubscriptionViews(db, followerId, [id]);
  if (!view) throw notFound(COPY_NOT_FOUND);
  return view;
}

export function copyTradeView(row: typeof copyTrades.$inferSelect): CopyTrade {
  return {
    id: row.id,
    symbol: row.symbol,
    side: row.side === "sell" ? "sell" : "buy",
    sourceVolume: row.sourceVolume,
    volume: row.volume,
    status: row.status as CopyTrade["status"],
    reason: row.reason,
    sourceFilledAt: row.sourceFilledAt.toISOString(),
    placedAt: row.placedAt?.toISOString() ?? null,
    latencyMs: row.latencyMs,
    closedAt: row.closedAt?.toISOString() ?? null,
    positionId: row.copyPositionId,
  };
}

/** One of the follower's subscription rows; 404 when it is someone else's or unknown. */
export async function ownSubscription(db: Db, userId: string, id: string) {
  if (!isUuid(id)) throw notFound(COPY_NOT_FOUND);
  const [row] = await db
    .select()
    .from(copySubscriptions)
    .where(and(eq(copySubscriptions.id, id), eq(copySubscriptions.followerId, userId)));
  if (!row) throw notFound(COPY_NOT_FOUND);
  return row;
}
