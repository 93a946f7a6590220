import { ERROR_CODES } from "@proparena/contracts/error-codes";
import { and, eq, isNull, lt, or } from "drizzle-orm";
import type { Tx } from "../../db/database";
import { purchases } from "../../db/schema";
import { conflict, HttpError, notFound } from "../../lib/http-error";
import { isUuid } from "../../lib/is-uuid";
import type { UserRow } from "../auth/public-user";
import type { ServiceContext } from "../service-context";
import type { PurchaseRow } from "./purchase-views";
import { writeAuditEntry } from "../audit/write-audit-entry";
import { bookRefund } from "./refund-booking";

/** An admin's refund that started this long ago and never finished (a crash) may be redone. */
export const REFUND_CLAIM_MS = 10 * 60_000;

/**
 * Takes a paid purchase for one admin's refund: true for exactly one of concurrent refunds
 * (the others are a 409), until it finishes or fails, or after REFUND_CLAIM_MS (a crash).
 */
async function claimRefund(ctx: ServiceContext, purchaseId: string): Promise<boolean> {
  const now = ctx.clock.now();
  const claimed = await ctx.db
    .update(purchases)
    .set({ refundStartedAt: now })
    .where(
      and(
        eq(purchases.id, purchaseId),
        eq(purchases.status, "paid"),
        or(
          isNull(purchases.refundStartedAt),
          lt(purchases.refundStartedAt, new Date(now.getTime() - REFUND_CLAIM_MS)),
        ),
      ),
    )
    .returning({ id: purchases.id });
  return claimed.length > 0;
}

/**
 * An admin refunds a paid purchase (a challenge or a merch order): the provider returns the
 * money, then we book it. Concurrent refunds of one purchase: one answers with the refunded
 * purchase, the others 409, and the provider is asked once.
 */
export async function refundPurchaseAsAdmin(
  ctx: ServiceContext,
  actor: UserRow,
  purchaseId: string,
  reason: string,
  ip: string,
): Promise<PurchaseRow> {
  const [purchase] = isUuid(purchaseId)
    ? await ctx.db.select().from(purchases).where(eq(purchases.id, purchaseId))
    : [];
  if (!purchase) throw notFound("Purchase not found");
  if (!(await claimRefund(ctx, purchase.id))) {
    const [now] = await ctx.db.select().from(purchases).where(eq(purchases.id, purchase.id));
    if (now?.status === "paid") throw conflict("A refund of this purchase is already under way.");
    throw conflict(
      `Only a paid purchase can be refunded; this one is ${now?.status ?? purchase.status}.`,
    );
  }
  if (purchase.provider !== "free") {
    try {
      await ctx.payments.refund({
        paymentId: purchase.providerPaymentId,
        reference: purchase.providerRef,
        purchaseId: purchase.id,
      });
    } catch (error) {
      // Nothing was refunded: the purchase can be refunded again.
      await ctx.db
        .update(purchases)
        .set({ refundStartedAt: null })
        .where(eq(purchases.id, purchase.id));
      throw new HttpError(
        ERROR_CODES.providerFailed,
        `The payment provider did not refund it, so nothing changed: ${
          error instanceof Error ? error.message : String(error)
        }`,
      );
    }
  }
  const audit = (tx: Tx) =>
    writeAuditEntry(tx, {
      actor,
      action: purchase.product === "merch" ? "refund-merch-order" : "refund-purchase",
      details: {
        purchaseId: purchase.id,
        receiptNumber: purchase.receiptNumber,
        amountCents: purchase.amountCents,
        accountId: purchase.accountId,
        reason,
        ip,
      },
    });
  const refunded = await bookRefund(ctx, purchase, reason, async (tx) => {
    await audit(tx);
  });
  if (refunded) return refunded;
  // The provider's echo of this very refund was booked first (its webhook raced this request):
  // the refund stands once, with the admin's reason and in the audit log all the same.
  return ctx.db.transaction(async (tx) => {
    await audit(tx);
    const [row] = await tx
      .update(purchases)
      .set({ statusReason: reason })
      .where(and(eq(purchases.id, purchase.id), eq(purchases.status, "refunded")))
      .returning();
    return row ?? (await tx.select().from(purchases).where(eq(purchases.id, purchase.id)))[0]!;
  });
}
