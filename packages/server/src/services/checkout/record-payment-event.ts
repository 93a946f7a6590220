import type { Tx } from "../../db/database";
import { paymentEvents } from "../../db/schema";
import type { PaymentEvent } from "../../payments/payment-provider";

/**
 * Records a webhook event's id inside the transaction that applies it; false when it was
 * recorded before (a duplicate or a retry of a handled event), and the caller does nothing.
 */
export async function recordPaymentEvent(
  tx: Tx,
  entry: {
    provider: string;
    event: PaymentEvent;
    outcome: string;
    purchaseId: string | null;
    /** Why the event was refused, when it was. */
    detail?: string | null;
    at: Date;
  },
): Promise<boolean> {
  const fresh = await tx
    .insert(paymentEvents)
    .values({
      provider: entry.provider,
      eventId: entry.event.id,
      kind: entry.event.kind,
      purchaseId: entry.purchaseId,
      outcome: entry.outcome,
      detail: entry.detail ?? null,
      receivedAt: entry.at,
    })
    .onConflictDoNothing()
    .returning({ eventId: paymentEvents.eventId });
  return fresh.length > 0;
}
