// Use cases: the limits a trader sets on themselves (GET and PUT /api/account/self-limits), and
// their check when an order is placed (services/trading/place-order.ts).
import type { SelfLimits, updateSelfLimitsBodySchema } from "@proparena/contracts/arena-tools";
import { ERROR_CODES } from "@proparena/contracts/error-codes";
import { nextDayStart, startOfDay, zonedParts } from "@proparena/domain/core/time-zones";
import { and, eq, gt, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/database";
import { orderRequests, selfLimits } from "../../db/schema";
import { conflict, HttpError } from "../../lib/http-error";
import { KEY_WINDOW_MS } from "../../trading/desk/order-keys";
import type { ServiceContext } from "../service-context";

type Ctx = Pick<ServiceContext, "db" | "clock" | "settings">;
type DeskCtx = Pick<ServiceContext, "db" | "clock" | "settings" | "desk">;

/** Orders placed since `since` on any of the trader's accounts (by orders' account and time). */
async function ordersSince(db: Db, userId: string, since: Date): Promise<number> {
  const result = await db.execute(sql`
    select count(*)::int as n from orders o
    where o.account_id in (select id from accounts where user_id = ${userId})
      and o.created_at >= ${since.toISOString()}`);
  const [row] = (result as unknown as { rows: { n: number }[] }).rows;
  return Number(row?.n ?? 0);
}

/** Today in the reset zone: its start and its end (the next daily reset). */
function today(ctx: Ctx) {
  const now = ctx.clock.now().getTime();
  const zone = ctx.settings.resetTimeZone;
  return { now, start: new Date(startOfDay(now, zone)), end: new Date(nextDayStart(now, zone)) };
}

/** "2026-01-08 00:00 (Europe/Prague)": a time as the reset zone's clock shows it. */
function localTime(time: Date, zone: string): string {
  const p = zonedParts(time.getTime(), zone);
  const two = (n: number) => String(n).padStart(2, "0");
  return `${p.year}-${two(p.month)}-${two(p.day)} ${two(p.hour)}:${two(p.minute)} (${zone})`;
}

async function storedLimits(db: Db, userId: string) {
  const [row] = await db.select().from(selfLimits).where(eq(selfLimits.userId, userId)).limit(1);
  return row ?? null;
}

type StoredLimits = Awaited<ReturnType<typeof storedLimits>>;

/**
 * Each trader's stored limits as the leader's desk last read or wrote them, so an order costs no
 * lookup after a trader's first. Every change is made on the leader (PUT is forwarded there) and
 * lands here; keyed by the desk, so a new leadership term (a new desk) reads them afresh.
 */
const knownLimits = new WeakMap<object, Map<string, StoredLimits>>();

function limitsOf(desk: object): Map<string, StoredLimits> {
  let known = knownLimits.get(desk);
  if (!known) knownLimits.set(desk, (known = new Map()));
  return known;
}

async function deskLimits(ctx: DeskCtx, userId: string): Promise<StoredLimits> {
  const known = limitsOf(ctx.desk);
  if (known.has(userId)) return known.get(userId)!;
  const row = await storedLimits(ctx.db, userId);
  // A change written meanwhile is newer than this read: keep it.
  if (!known.has(userId)) known.set(userId, row);
  return row;
}

/** The trader's limits with today's count of orders. */
export async function readSelfLimits(ctx: Ctx, userId: string): Promise<SelfLimits> {
  const { now, start, end } = today(ctx);
  const [row, tradesToday] = await Promise.all([
    storedLimits(ctx.db, userId),
    ordersSince(ctx.db, userId, start),
  ]);
  const locked = row?.lockedUntil && row.lockedUntil.getTime() > now ? row.lockedUntil : null;
  return {
    dailyTradeLimit: row?.dailyTradeLimit ?? null,
    lockedUntil: locked?.toISOString() ?? null,
    tradesToday,
    dayEndsAt: end.toISOString(),
  };
}

/**
 * Sets a daily order limit (null removes it) and/or pauses trading until the next daily reset.
 * A pause is never shortened; a limit the trader reached today is raised or removed only from
 * tomorrow (409), while lowering one always applies at once.
 */
export async function updateSelfLimits(
  ctx: DeskCtx,
  userId: string,
  body: z.output<typeof updateSelfLimitsBodySchema>,
): Promise<SelfLimits> {
  const current = await readSelfLimits(ctx, userId);
  const { end } = today(ctx);
  const next = {
    dailyTradeLimit:
      body.dailyTradeLimit === undefined ? current.dailyTradeLimit : body.dailyTradeLimit,
    lockedUntil: body.pauseForToday
      ? end
      : current.lockedUntil
        ? new Date(current.lockedUntil)
        : null,
  };
  const limit = current.dailyTradeLimit;
  const loosened =
    limit !== null && (next.dailyTradeLimit === null || next.dailyTradeLimit > limit);
  if (loosened && current.tradesToday >= limit) {
    throw conflict(
      `You reached your limit of ${limit} trades today: you can raise or remove it after the ` +
        `daily reset at ${localTime(end, ctx.settings.resetTimeZone)}.`,
    );
  }
  const now = ctx.clock.now();
  const [row] = await ctx.db
    .insert(selfLimits)
    .values({ userId, ...next, updatedAt: now })
    .onConflictDoUpdate({ target: selfLimits.userId, set: { ...next, updatedAt: now } })
    .returning();
  limitsOf(ctx.desk).set(userId, row ?? null);
  return {
    ...current,
    dailyTradeLimit: next.dailyTradeLimit,
    lockedUntil: next.lockedUntil?.toISOString() ?? null,
  };
}

/**
 * A resend of an order already placed under its idempotency key within the key window (the
 * desk answers it again, placing nothing).
 */
async function placedBefore(ctx: Ctx, accountId: string, clientOrderId: string | undefined) {
  if (!clientOrderId) return false;
  const since = new Date(ctx.clock.now().getTime() - KEY_WINDOW_MS);
  const [row] = await ctx.db
    .select({ orderId: orderRequests.orderId })
    .from(orderRequests)
    .where(
      and(
        eq(orderRequests.accountId, accountId),
        eq(orderRequests.clientOrderId, clientOrderId),
        gt(orderRequests.createdAt, since),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** Per trader with limits: the order being checked and placed; the next waits for it. */
const turns = new Map<string, Promise<unknown>>();

/**
 * Runs `place` unless the trader's own limits refuse a new order (422): their pause for the rest
 * of the day (TRADING_PAUSED) or their daily order limit reached (SELF_LIMIT_REACHED), counted
 * over all their accounts since the daily reset. A trader without limits costs one lookup, once;
 * a trader with a daily limit places one order at a time, so two at once cannot both pass the
 * count. A resend of an order already placed (its `clientOrderId`) is answered as before.
 */
export async function withinSelfLimits<T>(
  ctx: DeskCtx,
  userId: string,
  order: { accountId: string; clientOrderId?: string },
  place: () => Promise<T>,
): Promise<T> {
  const row = await deskLimits(ctx, userId);
  const paused =
    row?.lockedUntil && row.lockedUntil.getTime() > ctx.clock.now().getTime()
      ? row.lockedUntil
      : null;
  const limit = row?.dailyTradeLimit ?? null;
  // Most traders set no limits: their orders cost no calendar arithmetic.
  if (!paused && limit === null) return place();
  const { start, end } = today(ctx);
  // Counted from the tables: they hold every order acknowledged so far first.
  await ctx.desk.materialised();
  if (await placedBefore(ctx, order.accountId, order.clientOrderId)) return place();
  const zone = ctx.settings.resetTimeZone;
  if (paused) {
    throw new HttpError(
      ERROR_CODES.tradingPaused,
      `You paused trading until ${localTime(paused, zone)}: new orders are refused until then. ` +
        "You can still close positions and cancel orders.",
    );
  }
  const previous = turns.get(userId) ?? Promise.resolve();
  const mine = previous
    .catch(() => undefined)
    .then(async () => {
      await ctx.desk.materialised();
      const placed = await ordersSince(ctx.db, userId, start);
      if (placed >= limit!) {
        throw new HttpError(
          ERROR_CODES.selfLimitReached,
          `You set a limit of ${limit} trades a day: you have placed ${placed} today. You can ` +
            `trade again after the daily reset at ${localTime(end, zone)}.`,
        );
      }
      return place();
    });
  turns.set(userId, mine);
  try {
    return await mine;
  } finally {
    if (turns.get(userId) === mine) turns.delete(userId);
  }
}
