// Use cases: a trader's price alerts (GET, POST /api/alerts, DELETE /api/alerts/:id).
import {
  MAX_ACTIVE_ALERTS,
  type createPriceAlertBodySchema,
  type PriceAlert,
} from "@proparena/contracts/arena-tools";
import { and, count, desc, eq, inArray } from "drizzle-orm";
import type { z } from "zod";
import { priceAlerts } from "../../db/schema";
import { conflict, fieldInvalid, notFound } from "../../lib/http-error";
import type { ServiceContext } from "../service-context";
import { announceAlertsChanged } from "./alert-changes";
import { priceAlertView } from "./arena-tools-views";
import { knownSymbol } from "./known-symbol";

/** How many triggered alerts the list shows beside the active ones. */
export const TRIGGERED_LISTED = 50;

/** The trader's active alerts, then the last triggered ones, each newest first. */
export async function listPriceAlerts(
  ctx: Pick<ServiceContext, "db">,
  userId: string,
): Promise<{ alerts: PriceAlert[] }> {
  const mine = eq(priceAlerts.userId, userId);
  const [active, triggered] = await Promise.all([
    ctx.db
      .select()
      .from(priceAlerts)
      .where(and(mine, eq(priceAlerts.status, "active")))
      .orderBy(desc(priceAlerts.createdAt), desc(priceAlerts.id)),
    ctx.db
      .select()
      .from(priceAlerts)
      .where(and(mine, eq(priceAlerts.status, "triggered")))
      .orderBy(desc(priceAlerts.triggeredAt), desc(priceAlerts.id))
      .limit(TRIGGERED_LISTED),
  ]);
  return { alerts: [...active, ...triggered].map(priceAlertView) };
}

/**
 * Sets an alert. Refused on its price field when the bid already meets it (it would fire at
 * once), and past MAX_ACTIVE_ALERTS active ones (409).
 */
export async function createPriceAlert(
  ctx: Pick<ServiceContext, "db" | "clock" | "market">,
  userId: string,
  body: z.output<typeof createPriceAlertBodySchema>,
): Promise<PriceAlert> {
  const symbol = knownSymbol(body.symbol);
  const quote = ctx.market.quote(symbol);
  if (quote) {
    const { bid } = quote;
    if (body.condition === "crossesAbove" && bid >= body.price) {
      throw fieldInvalid(
        "price",
        `${symbol} is already at or above ${body.price} (bid ${bid}): choose a price above the bid.`,
      );
    }
    if (body.condition === "crossesBelow" && bid <= body.price) {
      throw fieldInvalid(
        "price",
        `${symbol} is already at or below ${body.price} (bid ${bid}): choose a price below the bid.`,
      );
    }
  }
  const row = await ctx.db.transaction(async (tx) => {
    const [active] = await tx
      .select({ n: count() })
      .from(priceAlerts)
      .where(and(eq(priceAlerts.userId, userId), eq(priceAlerts.status, "active")));
    if ((active?.n ?? 0) >= MAX_ACTIVE_ALERTS) {
      throw conflict(
        `You have ${MAX_ACTIVE_ALERTS} active alerts: delete one before setting another.`,
      );
    }
    const [made] = await tx
      .insert(priceAlerts)
      .values({
        userId,
        symbol,
        condition: body.condition,
        price: body.price,
        email: body.email,
        note: body.note,
        createdAt: ctx.clock.now(),
      })
      .returning();
    return made!;
  });
  announceAlertsChanged(symbol);
  return priceAlertView(row);
}

/** Deletes one of the trader's alerts, active or triggered (404 for anyone else's). */
export async function deletePriceAlert(
  ctx: Pick<ServiceContext, "db">,
  userId: string,
  alertId: string,
): Promise<PriceAlert> {
  const [row] = await ctx.db
    .delete(priceAlerts)
    .where(and(eq(priceAlerts.id, alertId), eq(priceAlerts.userId, userId)))
    .returning();
  if (!row) throw notFound("Alert not found");
  if (row.status === "active") announceAlertsChanged(row.symbol);
  return priceAlertView(row);
}

/** The active alerts, all or of one symbol: what the leader's watcher holds. */
export function readActiveAlerts(ctx: Pick<ServiceContext, "db">, symbol?: string) {
  return ctx.db
    .select({
      id: priceAlerts.id,
      symbol: priceAlerts.symbol,
      condition: priceAlerts.condition,
      price: priceAlerts.price,
    })
    .from(priceAlerts)
    .where(
      symbol
        ? and(eq(priceAlerts.status, "active"), eq(priceAlerts.symbol, symbol))
        : eq(priceAlerts.status, "active"),
    );
}

/**
 * Marks the alerts triggered by a quote, once: only those still active are changed and
 * answered (a second watcher, a retry or a reload that raced the first finds none).
 */
export async function triggerAlerts(
  ctx: Pick<ServiceContext, "db">,
  ids: readonly string[],
  quote: { bid: number; ask: number; time: number },
) {
  if (ids.length === 0) return [];
  return ctx.db
    .update(priceAlerts)
    .set({
      status: "triggered",
      triggeredAt: new Date(quote.time),
      triggerBid: quote.bid,
      triggerAsk: quote.ask,
    })
    .where(and(eq(priceAlerts.status, "active"), inArray(priceAlerts.id, [...ids])))
    .returning();
}
