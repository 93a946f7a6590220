import type { AdminRecord } from "@proparena/contracts/admin-users";
import { and, asc, eq, gte, lte } from "drizzle-orm";
import { accounts, candles, orders, positions, tradeHistories, users } from "../../db/schema";
import { notFound } from "../../lib/http-error";
import { isUuid } from "../../lib/is-uuid";
import type { ServiceContext } from "../service-context";

const AROUND_MS = 30 * 60_000;
type Kind = AdminRecord["kind"];
type Event = AdminRecord["events"][number];

const iso = (d: Date) => d.toISOString();
function plain(row: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(row).map(([k, v]) => [k, v instanceof Date ? v.toISOString() : v]),
  );
}

async function find(ctx: ServiceContext, kind: Kind, id: string) {
  const owner = { userId: accounts.userId, userEmail: users.email };
  if (kind === "orders") {
    const [row] = await ctx.db
      .select({ record: orders, ...owner })
      .from(orders)
      .innerJoin(accounts, eq(accounts.id, orders.accountId))
      .innerJoin(users, eq(users.id, accounts.userId))
      .where(eq(orders.id, id));
    if (!row) return null;
    const o = row.record;
    const events: Event[] = [{ label: "Placed", time: iso(o.createdAt), price: o.price }];
    if (o.filledAt) events.push({ label: "Filled", time: iso(o.filledAt), price: o.fillPrice });
    if (o.cancelledAt)
      events.push({
        label: `Cancelled (${o.cancelReason ?? "—"})`,
        time: iso(o.cancelledAt),
        price: null,
      });
    return { ...row, symbol: o.symbol, accountId: o.accountId, events };
  }
  if (kind === "positions") {
    const [row] = await ctx.db
      .select({ record: positions, ...owner })
      .from(positions)
      .innerJoin(accounts, eq(accounts.id, positions.accountId))
      .innerJoin(users, eq(users.id, accounts.userId))
      .where(eq(positions.id, id));
    if (!row) return null;
    const p = row.record;
    return {
      ...row,
      symbol: p.symbol,
      accountId: p.accountId,
      events: [{ label: "Opened", time: iso(p.openTime), price: p.openPrice }],
    };
  }
  const [row] = await ctx.db
    .select({ record: tradeHistories, ...owner })
    .from(tradeHistories)
    .innerJoin(accounts, eq(accounts.id, tradeHistories.accountId))
    .innerJoin(users, eq(users.id, accounts.userId))
    .where(eq(tradeHistories.id, id));
  if (!row) return null;
  const t = row.record;
  return {
    ...row,
    symbol: t.symbol,
    accountId: t.accountId,
    events: [
      { label: "Opened", time: iso(t.openTime), price: t.openPrice },
      { label: `Closed (${t.reason})`, time: iso(t.closeTime), price: t.closePrice },
    ],
  };
}

/**
 * One order, position or closed trade for an admin answering a dispute: the record, its owner,
 * the moments it marks and the one-minute candles from 30 minutes before the first to 30 after
 * the last (the market the trader saw).
 */
export async function tradingRecord(
  ctx: ServiceContext,
  kind: Kind,
  id: string,
): Promise<AdminRecord> {
  const found = isUuid(id) ? await find(ctx, kind, id) : null;
  if (!found) throw notFound("No such record");
  const times = found.events.map((e) => Date.parse(e.time));
  const from = new Date(Math.min(...times) - AROUND_MS);
  const to = new Date(Math.max(...times) + AROUND_MS);
  const bars = await ctx.db
    .select()
    .from(candles)
    .where(and(eq(candles.symbol, found.symbol), gte(candles.time, from), lte(candles.time, to)))
    .orderBy(asc(candles.time))
    .limit(2_000);
  return {
    kind,
    record: plain(found.record as unknown as Record<string, unknown>),
    accountId: found.accountId,
    userId: found.userId,
    userEmail: found.userEmail,
    symbol: found.symbol,
    events: found.events,
    candles: bars.map((c) => ({
      time: iso(c.time),
      open: c.open,
      high: c.high,
      low: c.low,
      close: c.close,
    })),
  };
}
