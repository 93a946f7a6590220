import type { EquityResponse } from "@proparena/contracts/metrics";
import { accountCurve, thinCurve } from "@proparena/domain/rules/equity-curve";
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
