import { randomBytes, randomUUID } from "node:crypto";
import type { CheckoutBody, CheckoutResponse } from "@proparena/contracts/checkout";
import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import { coupons, purchases } from "../../db/schema";
import { badRequest, HttpError } from "../../lib/http-error";
import { isUniqueViolation } from "../../lib/unique-violation";
import { ERROR_CODES } from "@proparena/contracts/error-codes";
import type { UserRow } from "../auth/public-user";
import type { ServiceContext } from "../service-context";
import { announcePaid, fulfilPurchase } from "./fulfil-purchase";
import { priceCheckout, sizeLabel } from "./price-checkout";
import { purchaseView, type PurchaseRow } from "./purchase-views";
import { releaseCoupon } from "./release-coupon";

const RECEIPT_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/** A short receipt reference such as "PA-7K3Q9X2M" (40 random bits). */
function receiptNumber(): string {
  const bytes = randomBytes(8);
  let out = "";
  for (const b of bytes) out += RECEIPT_ALPHABET[b % 32];
  return `PA-${out}`;
}

const successUrl = (ctx: ServiceContext, id: string) =>
  `${ctx.settings.publicOrigin}/checkout/success?purchase=${id}`;
const cancelUrl = (ctx: ServiceContext, id: string) =>
  `${ctx.settings.publicOrigin}/checkout/cancelled?purchase=${id}`;

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
    if (known) return answer(ctx, known);
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
          id,
          userId: user.id,
          email: user.email,
          receiptNumber: receiptNumber(),
          planId: priced.plan.id,
          listPriceCents: priced.listPrice,
          discountCents: priced.discount,
          amountCents: priced.amount,
          currency: "usd",
          couponId: priced.coupon?.id ?? null,
          couponCode: priced.coupon?.code ?? null,
          provider: free ? "free" : ctx.payments.id,
          status: "pending",
          clientKey: body.clientKey ?? null,
          createdAt: now,
        })
        .returning();
      if (!free) return { row: row!, account: null, free, label: sizeLabel(priced.plan) };
      const paid = await fulfilPurchase(ctx, tx, row!, { paymentId: null });
      return { row: paid.purchase, account: paid.account, free, label: sizeLabel(priced.plan) };
    });
  } catch (error) {
    // Two sends of the same attempt raced: the first one's purchase is the answer.
    if (body.clientKey && isUniqueViolation(error)) {
      const known = await existingAttempt(ctx, user.id, body.clientKey);
      if (known) return answer(ctx, known);
    }
    throw error;
  }
  if (created.free) {
    await announcePaid(ctx, created.row, created.account);
    return answer(ctx, created.row);
  }
  let session;
  try {
    session = await ctx.payments.createCheckout({
      purchaseId: id,
      description: `${created.label} challenge (phase I account)`,
      amountCents: created.row.amountCents,
      currency: "usd",
      customerEmail: user.email,
      successUrl: successUrl(ctx, id),
      cancelUrl: cancelUrl(ctx, id),
    });
  } catch {
    await ctx.db.transaction(async (tx) => {
      const [failed] = await tx
        .update(purchases)
        .set({
          status: "failed",
          statusReason: "The payment provider could not be reached.",
          endedAt: ctx.clock.now(),
        })
        .where(and(eq(purchases.id, id), eq(purchases.status, "pending")))
        .returning();
      if (failed) await releaseCoupon(tx, failed);
    });
    throw new HttpError(
      503,
      ERROR_CODES.unavailable,
      "The payment provider could not be reached; nothing was charged. Try again in a minute.",
    );
  }
  const [row] = await ctx.db
    .update(purchases)
    .set({ providerRef: session.reference, paymentUrl: session.url })
    .where(eq(purchases.id, id))
    .returning();
  return answer(ctx, row!);
}
