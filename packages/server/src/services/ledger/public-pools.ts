import type { PoolName, PoolWeek, PublicPoolsResponse } from "@proparena/contracts/openbook";
import { addWeeks, weekBounds, weekKeyOf } from "@proparena/domain/core/weeks";
import { sql } from "drizzle-orm";
import { ledgerEntries } from "../../db/schema";
import type { ServiceContext } from "../service-context";
import { holdingsOf } from "./pool-holdings";

/** The weeks of history the pools show. */
export const POOL_WEEKS = 12;

type Holdings = ReturnType<typeof holdingsOf>;

/** The sidebar's six pools: their names, what they sum, and their figure from the holdings. */
const POOLS: {
  name: PoolName;
  label: string;
  explained: string;
  of: (h: Holdings) => number | null;
}[] = [
  {
    name: "vault",
    label: "Vault",
    explained:
      "Everything held for traders: the payout budget, the jackpot pools (weekly and cumulative), the emergency pool, the payout pool and what traders are owed (trader_payable).",
    of: (h) => h.vaultCents,
  },
  {
    name: "jackpots",
    label: "Jackpots",
    explained:
      "The week's jackpot pool (jackpot_pool) and the cumulative jackpot (jackpot_cumulative).",
    of: (h) => h.jackpotPoolCents + h.cumulativeJackpotCents,
  },
  {
    name: "payouts",
    label: "Payouts",
    explained: "The payout budget booked from purchases and not yet settled (payout_budget).",
    of: (h) => h.payoutBudgetCents,
  },
  {
    name: "emergency",
    label: "Emergency",
    explained:
      "What settlements did not pay out of the budget and withheld payouts (emergency_pool).",
    of: (h) => h.emergencyCents,
  },
  {
    name: "expenses",
    label: "Expenses",
    explained: "The 25% of each purchase kept for running costs (expenses_pool).",
    of: (h) => h.expensesCents,
  },
  {
    name: "founders",
    label: "Founders",
    explained: "The founders' profit is not published: it shows as ?.",
    of: () => null,
  },
];

const byPool = (h: Holdings) =>
  Object.fromEntries(POOLS.map((p) => [p.name, p.of(h)])) as Record<PoolName, number | null>;

interface WeekRow {
  week: string;
  account: string;
  total: string | number;
  booked: string | number | null;
  settled: string | number | null;
}

/**
 * GET /api/pools: the six pools now, from the ledger (`holdingsOf`, the figures the sidebar and
 * the jackpot page show), and the last 12 weeks: each pool at the week's end (or now, for the
 * running week), the revenue booked (purchases less refunds: their cash) and what settlements
 * credited to traders in the week. One statement over the ledger: sums per week and account
 * (every trader's payable as one), everything before the first week as its opening.
 */
export async function publicPools(ctx: ServiceContext): Promise<PublicPoolsResponse> {
  const tz = ctx.settings.resetTimeZone;
  const now = ctx.clock.now();
  const newest = weekKeyOf(now.getTime(), tz);
  const keys = Array.from({ length: POOL_WEEKS }, (_, i) => addWeeks(newest, i - POOL_WEEKS + 1));
  const since = new Date(weekBounds(keys[0]!, tz).start).toISOString();
  const e = ledgerEntries;
  const result = await ctx.db.execute(sql`
    select
      case when ${e.createdAt} < ${since}::timestamptz then ''
        else to_char(date_trunc('week', ${e.createdAt} at time zone ${tz}), 'YYYY-MM-DD') end
        as week,
      case when ${e.account} like 'trader_payable:%' then 'trader_payable:' else ${e.account} end
        as account,
      sum(${e.amountCents}) as total,
      sum(${e.amountCents}) filter (where ${e.ref} like 'purchase:%' or ${e.ref} like 'refund:%')
        as booked,
      sum(${e.amountCents}) filter (where ${e.ref} like 'settlement:%') as settled
    from ${e}
    group by 1, 2`);
  const rows = (result as unknown as { rows: WeekRow[] }).rows;
  const sums = new Map<string, number>();
  const add = (r: WeekRow) => sums.set(r.account, (sums.get(r.account) ?? 0) + Number(r.total));
  for (const r of rows) if (r.week === "") add(r);
  const weeks: PoolWeek[] = [];
  for (const weekKey of keys) {
    let revenue = 0;
    let paidOut = 0;
    for (const r of rows) {
      if (r.week !== weekKey) continue;
      add(r);
      if (r.account === "cash") revenue += Number(r.booked ?? 0);
      if (r.account === "trader_payable:") paidOut -= Number(r.settled ?? 0);
    }
    weeks.push({
      weekKey,
      revenueCents: revenue,
      paidOutCents: paidOut || 0,
      holdings: byPool(holdingsOf(sums)),
    });
  }
  const all = new Map<string, number>();
  for (const r of rows) all.set(r.account, (all.get(r.account) ?? 0) + Number(r.total));
  const current = byPool(holdingsOf(all));
  return {
    asOf: now.toISOString(),
    pools: POOLS.map((p) => ({
      name: p.name,
      label: p.label,
      cents: current[p.name],
      explained: p.explained,
    })),
    weeks: weeks.reverse(),
  };
}
