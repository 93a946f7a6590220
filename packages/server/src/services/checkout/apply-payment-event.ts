import { isUuid } from "../../lib/is-uuid";
import { and, eq, type SQL } from "drizzle-orm";
import type { Tx } from "../../db/database";
import { paymentEvents, purchases } from "../../db/schema";
import type { PaymentEvent } from "../../payments/payment-provider";
import type { ServiceContext } from "../service-context";
import { eventMismatch } from "./check-payment-event";
import { recordSignal } from "../integrity/record-signal";
import { announcePaid } from "./announce-paid";
import { fulfilPurchase } from "./fulfil-purchase";
import { endedUnpaid, paidAfterEnd } from "./purchase-holds";
import type { PurchaseRow } from "./purchase-views";
import { refundPurchase } from "./refund-purchase";
import { recordPaymentEvent } from "./record-payment-event";

/** What a webhook event did, for the log and the `payment_events` row. */
export type EventOutcome =
  | "duplicate"
  | "unknown-purchase"
  | "mismatch"
  | "fulfilled"
  | "already-paid"
  | "declined"
  | "failed"
  | "expired"
  | "refunded"
  | "no-change"
  | "ignored";

type PurchaseEvent = Exclude<PaymentEvent, { kind: "ignored" | "refunded" }>;

async function findPurchase(
  tx: Tx,
  provider: string,
  event: PurchaseEvent,
): Promise<PurchaseRow | undefined> {
  let byId: SQL;
  if (event.purchaseId) {
    // UUID-shaped ids only reach the uuid column; anything else cannot be ours.
    if (!isUuid(event.purchaseId)) return undefined;
    byId = eq(purchases.id, event.purchaseId);
  } else if (event.reference) {
    byId = eq(purchases.providerRef, event.reference);
  } else return undefined;
  const [row] = await tx
    .select()
    .from(purchases)
    .where(and(byId, eq(purchases.provider, provider)))
    .for("update");
  return row;
}

/** A pending purchase ends unpaid (failed, expired) and gives back what it held. */
async function endPurchase(
  tx: Tx,
  purchase: PurchaseRow,
  event: Extract<PurchaseEvent, { kind: "failed" | "expired" }>,
  now: Date,
): Promise<EventOutcome> {
  if (purchase.status !== "pending") return "no-change";
  const [ended] = await tx
    .update(purchases)
    .set({
      status: event.kind,
      statusReason:
        event.kind === "failed" ? event.reason : "The payment page expired before paying.",
      endedAt: now,
    })
    .where(eq(purchases.id, purchase.id))
    .returning();
  await endedUnpaid(tx, ended!);
  return event.kind;
}

/**
 * Applies one verified webhook event exactly once: the event id is recorded in the same
 * transaction as its effect, so a retry (or a duplicate) changes nothing, and a crash before
 * the commit leaves nothing behind for the retry to trip over. The event must match its
 * purchase (purchase, session, amount, currency: `eventMismatch`); one that does not is
 * recorded with the reason and changes nothing. Events may arrive out of order: a payment
 * completes a purchase that was marked failed, expired or cancelled (the money was taken), and
 * a late decline, failure or expiry never undoes a payment.
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
    const purchase = event.kind === "ignored" ? undefined : await findPurchase(tx, provider, event);
    const detail = purchase ? eventMismatch(purchase, event) : null;
    let result: EventOutcome;
    if (event.kind === "ignored") result = "ignored";
    else if (!purchase) result = "unknown-purchase";
    else if (detail) result = "mismatch";
    else if (event.kind === "paid") {
      if (purchase.status === "paid" || purchase.status === "refunded") result = "already-paid";
      else {
        // It had given its holds back when it ended unpaid: take them again.
        const short = purchase.status === "pending" ? null : await paidAfterEnd(tx, purchase);
        announce = await fulfilPurchase(ctx, tx, purchase, {
          paymentId: event.paymentId,
          amountCents: event.amountCents ?? -1,
          currency: event.currency ?? "",
        });
        if (short) {
          await tx
            .update(purchases)
            .set({ statusReason: short })
            .where(eq(purchases.id, purchase.id));
        }
        result = "fulfilled";
      }
    } else if (event.kind === "declined") {
      // The page stays open for another card: the purchase stays pending and says why.
      const [kept] = await tx
        .update(purchases)
        .set({ statusReason: event.reason })
        .where(and(eq(purchases.id, purchase.id), eq(purchases.status, "pending")))
        .returning();
      result = kept ? "declined" : "no-change";
    } else result = await endPurchase(tx, purchase, event, now);
    await tx
      .update(paymentEvents)
      .set({ outcome: result, purchaseId: purchase?.id ?? null, detail })
      .where(and(eq(paymentEvents.provider, provider), eq(paymentEvents.eventId, event.id)));
    return result;
  });
  if (announce) {
    const { purchase, account } = announce as Awaited<ReturnType<typeof fulfilPurchase>>;
    // The card's fingerprint, hashed, for the multi-account check; a payment never fails for it.
    if (event.kind === "paid" && event.cardFingerprint && purchase.userId) {
      await recordSignal(ctx, purchase.userId, "card", event.cardFingerprint).catch(
        () => undefined,
      );
    }
    await announcePaid(ctx, purchase, account);
  }
  return outcome;
}
