import { randomUUID } from "node:crypto";
import { findCountry } from "@proparena/contracts/country-regions";
import type {
  MerchOrderCreated,
  MerchOrderRequest,
  ShippingAddress,
} from "@proparena/contracts/merch";
import { and, count, eq, gte, sql } from "drizzle-orm";
import type { Tx } from "../../db/database";
import { merchItems, merchOrders, purchases } from "../../db/schema";
import { conflict, fieldInvalid, notFound } from "../../lib/http-error";
import { isUniqueViolation } from "../../lib/unique-violation";
import { isUuid } from "../../lib/is-uuid";
import type { UserRow } from "../auth/public-user";
import { ownPurchasesOf } from "../checkout/own-purchase";
import { openPayment } from "../checkout/payment-page";
import { newPurchase } from "../checkout/new-purchase";
import type { ServiceContext } from "../service-context";
import { merchOrderView } from "./merch-order-views";
import { orderWithPayment } from "./merch-order-rows";

/** A trader may have this many orders waiting for payment at once (each holds stock). */
export const MAX_PENDING_ORDERS = 3;

/** The address as stored: a country of the reference data, and one of its regions by name. */
function checkedAddress(address: ShippingAddress) {
  const country = findCountry(address.country);
  if (!country) throw fieldInvalid("shipping.country", "Choose a country from the list.");
  const wanted = address.region.trim();
  const region = country.regions.find((r) => r.name === wanted || r.shortCode === wanted);
  if (country.regions.length > 0 && !region) {
    throw fieldInvalid("shipping.region", `Choose a region of ${country.countryName}.`);
  }
  return { ...address, region: region?.name ?? null };
}

async function existingAttempt(ctx: ServiceContext, userId: string, clientKey: string) {
  const [row] = await ctx.db
    .select({ id: purchases.id })
    .from(purchases)
    .where(ownPurchasesOf(userId, "merch", eq(purchases.clientKey, clientKey)));
  return row ? orderWithPayment(ctx.db, userId, row.id) : undefined;
}

/** Why an item cannot be ordered in this quantity (it was not reserved). */
async function refusal(tx: Tx, itemId: string, quantity: number): Promise<Error> {
  const [item] = isUuid(itemId)
    ? await tx.select().from(merchItems).where(eq(merchItems.id, itemId))
    : [];
  if (!item || !item.active) return notFound("Merch item not found");
  if (item.priceCents === null) {
    return conflict(`${item.name} is priced in points only and cannot be bought by card.`);
  }
  if (item.stock <= 0) return conflict(`${item.name} is out of stock.`);
  return conflict(
    `Only ${item.stock} of ${item.name} ${item.stock === 1 ? "is" : "are"} left; you asked for ${quantity}.`,
  );
}

/**
 * Orders a merch item: reserves its stock (never below zero, whatever runs at the same time),
 * records the order and its pending payment (a `purchases` row, product "merch") in one
 * transaction, then opens the payment provider's page, as a challenge checkout does. The stock
 * goes back when the order is cancelled, expires (30 minutes) or fails. The same `clientKey`
 * again answers with the order it created the first time.
 */
export async function createMerchOrder(
  ctx: ServiceContext,
  user: UserRow,
  body: MerchOrderRequest,
): Promise<MerchOrderCreated> {
  const answer = (row: {
    order: typeof merchOrders.$inferSelect;
    purchase: typeof purchases.$inferSelect;
  }) => ({
    order: merchOrderView(row.order, row.purchase),
    redirectUrl:
      row.purchase.paymentUrl ??
      `${ctx.settings.publicOrigin}/dashboard/merch?order=${row.order.id}`,
  });
  if (body.clientKey) {
    const known = await existingAttempt(ctx, user.id, body.clientKey);
    if (known) return answer(known);
  }
  const address = checkedAddress(body.shipping);
  const now = ctx.clock.now();
  const id = randomUUID();
  let created;
  try {
    created = await ctx.db.transaction(async (tx) => {
      const [waiting] = await tx
        .select({ n: count() })
        .from(purchases)
        .where(ownPurchasesOf(user.id, "merch", eq(purchases.status, "pending")));
      if ((waiting?.n ?? 0) >= MAX_PENDING_ORDERS) {
        throw conflict(
          `You have ${MAX_PENDING_ORDERS} orders waiting for payment: pay or cancel one first.`,
        );
      }
      const [item] = isUuid(body.itemId)
        ? await tx
            .update(merchItems)
            .set({ stock: sql`${merchItems.stock} - ${body.quantity}` })
            .where(
              and(
                eq(merchItems.id, body.itemId),
                eq(merchItems.active, true),
                sql`${merchItems.priceCents} is not null`,
                gte(merchItems.stock, body.quantity),
              ),
            )
            .returning()
        : [];
      if (!item) throw await refusal(tx, body.itemId, body.quantity);
      const amount = item.priceCents! * body.quantity;
      const [purchase] = await tx
        .insert(purchases)
        .values({
          ...newPurchase(user, id, now, body.clientKey),
          product: "merch",
          planId: null,
          listPriceCents: amount,
          discountCents: 0,
          amountCents: amount,
          provider: ctx.payments.id,
        })
        .returning();
      const [order] = await tx
        .insert(merchOrders)
        .values({
          id,
          userId: user.id,
          itemId: item.id,
          itemName: item.name,
          quantity: body.quantity,
          unitPriceCents: item.priceCents!,
          amountCents: amount,
          status: "pending",
          shipName: address.name,
          shipLine1: address.addressLine1,
          shipLine2: address.addressLine2 || null,
          shipCity: address.city,
          shipRegion: address.region,
          shipPostalCode: address.postalCode,
          shipCountry: address.country,
          createdAt: now,
        })
        .returning();
      return { order: order!, purchase: purchase! };
    });
  } catch (error) {
    // Two sends of the same attempt raced: the first one's order is the answer.
    if (body.clientKey && isUniqueViolation(error)) {
      const known = await existingAttempt(ctx, user.id, body.clientKey);
      if (known) return answer(known);
    }
    throw error;
  }
  const purchase = await openPayment(ctx, created.purchase, { failPurchase: true });
  return answer({ order: created.order, purchase });
}
