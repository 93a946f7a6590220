import type { PaymentEvent } from "../../payments/payment-provider";
import type { PurchaseRow } from "./purchase-views";

/**
 * Why a verified event does not belong to the purchase it was matched to, or null when it does:
 * the purchase it names, the session (or payment) it is about, and for a payment the amount
 * and currency taken, each against the purchase row. A signed event can still be wrong (a
 * session reused for another purchase, a price changed on the provider's side, a replayed
 * event of another purchase): such an event is refused and recorded, never fulfilled.
 */
export function eventMismatch(purchase: PurchaseRow, event: PaymentEvent): string | null {
  if (event.kind === "ignored") return null;
  if (event.purchaseId !== null && event.purchaseId !== purchase.id) {
    return `The event names purchase ${event.purchaseId}, not ${purchase.id}.`;
  }
  if (event.kind === "refunded") {
    return event.paymentId === purchase.providerPaymentId
      ? null
      : `The refund is of payment ${event.paymentId}; the purchase was paid by ${purchase.providerPaymentId ?? "no payment"}.`;
  }
  if (event.reference !== null && event.reference !== purchase.providerRef) {
    return `The event is about session ${event.reference || "(none)"}; the purchase's is ${purchase.providerRef ?? "(none)"}.`;
  }
  if (event.kind !== "paid") return null;
  if (event.amountCents !== purchase.amountCents) {
    return `The payment took ${event.amountCents ?? "an unknown amount"} cents; the purchase costs ${purchase.amountCents}.`;
  }
  if (event.currency?.toLowerCase() !== purchase.currency) {
    return `The payment was in ${event.currency ?? "an unknown currency"}; the purchase is in ${purchase.currency}.`;
  }
  return null;
}
