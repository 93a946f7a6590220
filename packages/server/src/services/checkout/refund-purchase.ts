import { and, eq } from "drizzle-orm";
import type { Tx } from "../../db/database";
import { paymentEvents, purchases } from "../../db/schema";
import { isUuid } from "../../lib/is-uuid";
import type { PaymentEvent } from "../../payments/payment-provider";
import type { ServiceContext } from "../service-context";
import type { EventOutcome } from "./apply-payment-event";
import { eventMismatch } from "./check-payment-event";
import { recordPaymentEvent } from "./record-payment-event";
import { bookRefund } from "./refund-booking";

type RefundEvent = Extract<PaymentEvent, { kind: "refunded" }>;

/**
 * A provider's refund event (a refund made in its dashboard, or the echo of ours). The refund
 * must be of the purchase's own payment; one that is not is recorded and changes nothing.
 */
export async function refundPurchase(
  ctx: ServiceContext,
  { provider, event }: { provider: "test" | "stripe"; event: RefundEvent },
): Promise<EventOutcome> {
  const [seen] = await ctx.db
    .select()
    .from(paymentEvents)
    .where(and(eq(paymentEvents.provider, provider), eq(paymentEvents.eventId, event.id)));
  if (seen) return "duplicate";
  const where =
    event.purchaseId && isUuid(event.purchaseId)
      ? eq(purchases.id, event.purchaseId)
      : eq(purchases.providerPaymentId, event.paymentId);
  const [purchase] = await ctx.db
    .select()
    .from(purchases)
    .where(and(where, eq(purchases.provider, provider)));
  const detail = purchase ? eventMismatch(purchase, event) : null;
  let outcome: EventOutcome = !purchase
    ? "unknown-purchase"
    : detail
      ? "mismatch"
      : purchase.status === "paid"
        ? "refunded"
        : "no-change";
  const record = async (tx: Tx) => {
    const entry = {
      provider,
      event,
      outcome,
      purchaseId: purchase?.id ?? null,
      detail,
      at: ctx.clock.now(),
    };
    if (!(await recordPaymentEvent(tx, entry))) throw new DuplicateEvent();
  };
  try {
    if (purchase && outcome === "refunded") {
      const done = await bookRefund(ctx, purchase, event.reason, record);
      if (!done) {
        outcome = "no-change";
        await ctx.db.transaction(record);
      }
    } else {
      await ctx.db.transaction(record);
    }
  } catch (error) {
    if (error instanceof DuplicateEvent) return "duplicate";
    throw error;
  }
  return outcome;
}

class DuplicateEvent extends Error {}
