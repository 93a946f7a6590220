import { randomUUID } from "node:crypto";
import type { CheckoutBody, CheckoutResponse } from "@proparena/contracts/checkout";
import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import { coupons, purchases } from "../../db/schema";
import { badRequest } from "../../lib/http-error";
import { isUniqueViolation } from "../../lib/unique-violation";
import type { UserRow } from "../auth/public-user";
import type { ServiceContext } from "../service-context";
import { announcePaid } from "./announce-paid";
import { fulfilPurchase } from "./fulfil-purchase";
import { openPayment } from "./payment-page";
import { priceCheckout } from "./price-checkout";
import { purchaseView, type PurchaseRow } from "./purchase-views";
import { newPurchase } from "./new-purchase";

const successUrl = (ctx: ServiceContext, id: string) =>
  `${ctx.settings.publicOrigin}/checkout/success?purchase=${id}`;

async function existingAttempt(ctx: ServiceContext, userId: string, clientKey: string) {
  const [row] = await ctx.db
    .select()
    .from(purchases)
    .where(and(eq(purchases.userId, userId), eq(purchases.clientKey, clientKey)));
  return row;
}

function answer(ctx: ServiceContext, row: PurchaseRow): CheckoutResponse {
  return { purchase: purchaseView(row), redirectUrl: row.paymentUrl ?? successUrl(ctx, row.id) };
}

/**
 * The purchase an attempt created the first time. One left pending without its payment page
 * (the process stopped between the two writes) gets its page now, so it can still be paid.
 */
async function answerAgain(ctx: ServiceContext, row: PurchaseRow): Promise<CheckoutResponse> {
  const unopened = row.status === "pending" && !row.paymentUrl && row.provider !== "free";
  return answer(ctx, unopened ? await openPayment(ctx, row, { failPurchase: false }) : row);
}

/**
 * Starts buying a challenge: prices the plan (with the coupon, whose use is reserved at once so
 * a limited coupon cannot be oversold), records a pending purchase and opens the provider's
 * checkout session. A price of zero (100% coupon) skips the provider: the purchase is paid and
 * its account opened in the same transaction. The same `clientKey` again answers with the
 * purchase it created the first time.
 */
export async function createCheckout(
  ctx: ServiceContext,
  user: UserRow,
  body: CheckoutBody,
): Promise<CheckoutResponse> {
  if (body.clientKey) {
    const known = await existingAttempt(ctx, user.id, body.clientKey);
    if (known) return answerAgain(ctx, known);
  }
  const now = ctx.clock.now();
  const id = randomUUID();
  let created;
  try {
    created = await ctx.db.transaction(async (tx) => {
      const priced = await priceCheckout(tx, now, body.plan, body.coupon);
      if (priced.coupon) {
        const reserved = await tx
          .update(coupons)
          .set({ uses: sql`${coupons.uses} + 1` })
          .where(
            and(
              eq(coupons.id, priced.coupon.id),
              or(isNull(coupons.maxUses), lt(coupons.uses, coupons.maxUses)),
            ),
          )
          .returning({ id: coupons.id });
        if (reserved.length === 0) {
          throw badRequest(`The coupon ${priced.coupon.code} has been used up.`);
        }
      }
      const free = priced.amount === 0;
      const [row] = await tx
        .insert(purchases)
        .values({
          ...newPurchase(user, id, now, body.clientKey),
          product: "challenge",
          planId: priced.plan.id,
          listPriceCents: priced.listPrice,
          discountCents: priced.discount,
          amountCents: priced.amount,
          couponId: priced.coupon?.id ?? null,
          couponCode: priced.coupon?.code ?? null,
          provider: free ? "free" : ctx.payments.id,
        })
        .returning();
      if (!free) return { row: row!, account: null, free };
      const paid = await fulfilPurchase(ctx, tx, row!, {
        paymentId: null,
        amountCents: 0,
        currency: "usd",
      });
      return { row: paid.purchase, account: paid.account, free };
    });
  } catch (error) {
    // Two sends of the same attempt raced: the first one's purchase is the answer.
    if (body.clientKey && isUniqueViolation(error)) {
      const known = await existingAttempt(ctx, user.id, body.clientKey);
      if (known) return answerAgain(ctx, known);
    }
    throw error;
  }
  if (created.free) {
    await announcePaid(ctx, created.row, created.account);
    return answer(ctx, created.row);
  }
  return answer(ctx, await openPayment(ctx, created.row, { failPurchase: true }));
}
