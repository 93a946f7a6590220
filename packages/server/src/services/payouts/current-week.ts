import type { CurrentWeek } from "@proparena/contracts/payouts";
import { settleWeek } from "@proparena/domain/ledger/week-settlement";
import type { Db } from "../../db/database";
import { poolHoldings } from "../ledger/pool-holdings";
import type { ServiceContext } from "../service-context";
import { runningPayoutWeek } from "./payout-week-bounds";
import { bookedInWeek, weekAccounts } from "./week-figures";

/**
 * The running week as it would settle now (read-only): revenue and pools booked so far, the
 * funded winners' profit so far, the projected payout multiplier and the jackpot pots.
 */
export async function currentWeek(ctx: ServiceContext, db: Db = ctx.db): Promise<CurrentWeek> {
  const { weekKey, startAt, endAt, booked, projection } = await runningWeekProjection(ctx, db);
  const { cumulativeJackpotCents, ...pools } = await poolHoldings(db);
  const two = Math.max(0, Math.floor((booked.revenue * 2) / 100));
  return {
    weekKey,
    startsAt: startAt.toISOString(),
    settlesAt: endAt.toISOString(),
    revenueCents: booked.revenue,
    budgetCents: booked.budget,
    winnersProfitCents: projection.payout.winnersProfit,
    payoutPoolCents: projection.payout.payoutPool,
    projectedMultiplierPercent:
      projection.payout.winnersProfit > 0 ? projection.payout.multiplierPercent : null,
    jackpotDollarCents: two,
    jackpotPercentCents: two,
    cumulativeJackpotCents,
    pools,
  };
}

/** The running week's figures so far and how it would settle now (nothing written). */
export async function runningWeekProjection(ctx: ServiceContext, db: Db = ctx.db) {
  const running = await runningPayoutWeek(db, ctx.clock.now(), ctx.settings.resetTimeZone);
  const { weekKey, start: startAt, end: endAt } = running;
  const booked = await bookedInWeek(db, startAt, endAt);
  const projection = settleWeek({
    weekKey,
    ...booked,
    accounts: await weekAccounts(db, weekKey, startAt, endAt, ctx.settings.ruleSets, false),
  });
  return { weekKey, startAt, endAt, booked, projection };
}
