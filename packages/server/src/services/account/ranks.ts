import type { RanksResponse } from "@proparena/contracts/ranks";
import { ranksOf } from "@proparena/domain/backoffice/ranks";
import { eq, min } from "drizzle-orm";
import { accounts, payoutCredits, payoutWeeks, tradeHistories } from "../../db/schema";
import type { ServiceContext } from "../service-context";

const iso = (time: number | null) => (time === null ? null : new Date(time).toISOString());

/** The trader's ranks and milestones, from their accounts, trades and payout credits. */
export async function ranksOfUser(
  ctx: ServiceContext,
  user: { id: string; timeZone: string },
): Promise<RanksResponse> {
  const [owned, trades, [payout]] = await Promise.all([
    ctx.db
      .select({
        plan: accounts.plan,
        phase: accounts.phase,
        status: accounts.status,
        createdAt: accounts.createdAt,
        endedAt: accounts.endedAt,
      })
      .from(accounts)
      .where(eq(accounts.userId, user.id)),
    ctx.db
      .select({ closeTime: tradeHistories.closeTime, pnlCents: tradeHistories.pnlCents })
      .from(tradeHistories)
      .innerJoin(accounts, eq(accounts.id, tradeHistories.accountId))
      .where(eq(accounts.userId, user.id)),
    ctx.db
      .select({ at: min(payoutWeeks.settledAt) })
      .from(payoutCredits)
      .innerJoin(payoutWeeks, eq(payoutWeeks.weekKey, payoutCredits.weekKey))
      .where(eq(payoutCredits.userId, user.id)),
  ]);
  const view = ranksOf({
    accounts: owned.map((a) => ({
      plan: a.plan,
      phase: a.phase,
      status: a.status,
      openedAt: a.createdAt.getTime(),
      endedAt: a.endedAt?.getTime() ?? null,
    })),
    trades: trades.map((t) => ({ closedAt: t.closeTime.getTime(), pnlCents: t.pnlCents })),
    firstPayoutAt: payout?.at ? new Date(payout.at).getTime() : null,
    timeZone: user.timeZone,
  });
  return {
    current: view.current,
    ranks: view.ranks.map((r) => ({ ...r, reachedAt: iso(r.reachedAt) })),
    milestones: view.milestones.map((m) => ({ ...m, achievedAt: iso(m.achievedAt) })),
  };
}
