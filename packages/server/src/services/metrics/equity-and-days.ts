import type { DailyResponse, EquityResponse } from "@proparena/contracts/metrics";
import { accountCurve, thinCurve } from "@proparena/domain/rules/equity-curve";
import { addDaysToKey, dayKey } from "@proparena/domain/core/time-zones";
import type { AccountSummary } from "@proparena/domain/engine/trading-engine";
import type { ServiceContext } from "../service-context";
import { samplesOf, snapshotsOf, tradesOf } from "./account-records";

const iso = (t: number) => new Date(t).toISOString();

/** GET /api/accounts/:id/equity: the curve in [from, to], thinned to `maxPoints`, and the floors now. */
export async function equityOf(
  ctx: ServiceContext,
  summary: AccountSummary,
  query: { from?: string; to?: string; maxPoints: number },
): Promise<EquityResponse> {
  const { account } = summary;
  const [trades, samples, snapshots] = await Promise.all([
    tradesOf(ctx, account.id),
    samplesOf(ctx, account.id),
    snapshotsOf(ctx.db, account.id),
  ]);
  const live = account.status === "active";
  const curve = accountCurve({
    startingBalance: account.startingBalance,
    createdAt: account.createdAt,
    trades,
    openSince: ctx.desk.openPositions(account.id).map((p) => p.openTime),
    samples: [
      ...samples,
      ...snapshots.map((s) => ({ time: s.time, balance: s.balance, equity: s.equity })),
    ],
    now: live ? { time: ctx.desk.now(), balance: account.balance, equity: summary.equity } : null,
  });
  const from = query.from ? Date.parse(query.from) : -Infinity;
  const to = query.to ? Date.parse(query.to) : Infinity;
  const inRange = curve.filter((p) => p.time >= from && p.time <= to);
  return {
    points: thinCurve(inRange, query.maxPoints).map((p) => ({
      time: iso(p.time),
      balanceCents: p.balance,
      equityCents: p.equity,
    })),
    dailyLossFloorCents: summary.objectives.dailyLossFloor,
    maxLossFloorCents: summary.objectives.maxLossFloor,
    targetBalanceCents: summary.objectives.targetBalance,
  };
}

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
