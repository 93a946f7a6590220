import type { DailyResponse } from "@proparena/contracts/metrics";
import { addDaysToKey, dayKey } from "@proparena/domain/core/time-zones";
import type { AccountSummary } from "@proparena/domain/engine/trading-engine";
import type { ServiceContext } from "../service-context";
import { snapshotsOf, tradesOf } from "./account-records";

/** Days shown at most (the newest), so a years-old account answers as fast as a new one. */
const MAX_DAYS = 400;

/**
 * GET /api/accounts/:id/daily: each day from the account's first to its last (today while it
 * is active): the P&L and number of trades closed that day, and the balance and equity at the
 * reset that ended it (today: now).
 */
export async function dailyOf(
  ctx: ServiceContext,
  summary: AccountSummary,
): Promise<DailyResponse> {
  const { account } = summary;
  const zone = ctx.settings.resetTimeZone;
  const [trades, snapshots] = await Promise.all([
    tradesOf(ctx, account.id),
    snapshotsOf(ctx.db, account.id),
  ]);
  const byDay = new Map<string, { pnl: number; trades: number }>();
  for (const t of trades) {
    const key = dayKey(t.closeTime, zone);
    const row = byDay.get(key) ?? { pnl: 0, trades: 0 };
    row.pnl += t.pnl;
    row.trades++;
    byDay.set(key, row);
  }
  // The snapshot keyed D is the reset that began day D: it closes the day before.
  const endOf = new Map(snapshots.map((s) => [addDaysToKey(s.dayKey, -1), s]));
  const first = dayKey(account.createdAt, zone);
  const last = dayKey(account.endedAt ?? ctx.desk.now(), zone);
  const days: DailyResponse["days"] = [];
  let balance = account.startingBalance;
  for (let d = first; d <= last; d = addDaysToKey(d, 1)) {
    const row = byDay.get(d) ?? { pnl: 0, trades: 0 };
    balance += row.pnl;
    const end = endOf.get(d);
    if (end) balance = end.balance;
    const today = d === last && account.status === "active";
    days.push({
      day: d,
      pnlCents: row.pnl,
      trades: row.trades,
      balanceCents: today ? account.balance : balance,
      equityCents: today ? summary.equity : (end?.equity ?? null),
    });
  }
  return { days: days.slice(-MAX_DAYS) };
}
