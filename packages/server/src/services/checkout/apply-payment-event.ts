import { isUuid } from "../../lib/is-uuid";
import { and, eq, inArray } from "drizzle-orm";
import type { Tx } from "../../db/database";
import { paymentEvents, purchases } from "../../db/schema";
import type { PaymentEvent } from "../../payments/payment-provider";
import type { ServiceContext } from "../service-context";
import { announcePaid, fulfilPurchase } from "./fulfil-purchase";
import type { PurchaseRow } from "./purchase-views";
import { refundPurchase } from "./refund-purchase";
import { recordPaymentEvent } from "./record-payment-event";
import { releaseCoupon, retakeCoupon } from "./release-coupon";

/** What a webhook event did, for the log and the `payment_events` row. */
export type EventOutcome =
  | "duplicate"
  | "unknown-purchase"
  | "fulfilled"
  | "already-paid"
  | "failed"
  | "expired"
  | "refunded"
  | "no-change"
  | "ignored";

async function findPurchase(
  tx: Tx,
  provider: string,
  event: PaymentEvent,
): Promise<PurchaseRow | undefined> {
  if (event.kind === "ignored") return undefined;
  const byId = event.purchaseId
    ? eq(purchases.id, event.purchaseId)
    : event.kind === "refunded"
      ? eq(purchases.providerPaymentId, event.paymentId)
      : eq(purchases.providerRef, event.reference);
  // UUID-shaped ids only reach the uuid column; anything else cannot be ours.
  if (event.purchaseId && !isUuid(event.purchaseId)) return undefined;
  const [row] = await tx
    .select()
    .from(purchases)
    .where(and(byId, eq(purchases.provider, provider)))
    .for("update");
  return row;
}

/**
 * Applies one verified webhook event exactly once: the event id is recorded in the same
 * transaction as its effect, so a retry (or a duplicate) changes nothing, and a crash before
 * the commit leaves nothing behind for the retry to trip over. Events may arrive out of order:
 * a payment completes a purchase that was marked failed or expired (the money was taken), and
 * a late failure or expiry never undoes a payment.
 */
export async function applyPaymentEvent(
  ctx: ServiceContext,
  provider: "test" | "stripe",
  event: PaymentEvent,
): Promise<EventOutcome> {
  const now = ctx.clock.now();
  if (event.kind === "refunded") {
    // A refund closes the account through the desk first (outside this transaction), then
    // books; refundPurchase records the event with its own transaction.
    return refundPurchase(ctx, { provider, event });
  }
  let announce: Awaited<ReturnType<typeof fulfilPurchase>> | null = null;
  const outcome = await ctx.db.transaction(async (tx): Promise<EventOutcome> => {
    const entry = { provider, event, outcome: "pending", purchaseId: null, at: now };
    if (!(await recordPaymentEvent(tx, entry))) return "duplicate";
    const purchase = await findPurchase(tx, provider, event);
    let result: EventOutcome;
    if (event.kind === "ignored") result = "ignored";
    else if (!purchase) result = "unknown-purchase";
    else if (event.kind === "paid") {
      if (purchase.status === "paid" || purchase.status === "refunded") result = "already-paid";
      else {
        announce = await fulfilPurchase(ctx, tx, purchase, { paymentId: event.paymentId });
        if (purchase.status !== "pending") {
          // It had given its coupon use back when it failed or expired: take it again.
          await retakeCoupon(tx, purchase);
        }
        result = "fulfilled";
      }
    } else {
      const status = event.kind === "failed" ? "failed" : "expired";
      const [ended] = await tx
        .update(purchases)
        .set({
          status,
          statusReason:
            event.kind === "failed" ? event.reason : "The payment page expired before paying.",
          endedAt: now,
        })
        .where(and(eq(purchases.id, purchase.id), inArray(purchases.status, ["pending"])))
        .returning();
      if (ended) await releaseCoupon(tx, ended);
      result = ended ? status : "no-change";
    }
    await tx
      .update(paymentEvents)
      .set({ outcome: result, purchaseId: purchase?.id ?? null })
      .where(and(eq(paymentEvents.provider, provider), eq(paymentEvents.eventId, event.id)));
    return result;
  });
  if (announce) {
    const { purchase, account } = announce as Awaited<ReturnType<typeof fulfilPurchase>>;
    await announcePaid(ctx, purchase, account);
  }
  return outcome;
}
