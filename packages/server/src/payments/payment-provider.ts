/**
 * A card processor behind one small interface (DESIGN §7). Routes and services never know
 * which one runs: configuration picks it at boot (payments/select-provider.ts).
 */

/** What a processor needs to take one payment. */
export interface CheckoutRequest {
  purchaseId: string;
  /** What the trader sees on the payment page, e.g. "200K challenge (phase I account)". */
  description: string;
  amountCents: number;
  currency: "usd";
  customerEmail: string;
  /** Where the processor sends the browser after paying / giving up. */
  successUrl: string;
  cancelUrl: string;
  /** When the payment page closes unpaid (the purchase's own end: 30 minutes after it began). */
  expiresAt: Date;
}

/** The processor's session for that payment. */
export interface CheckoutSession {
  /** The processor's id of the session (stored on the purchase as its reference). */
  reference: string;
  /** The processor's hosted payment page. */
  url: string;
}

/**
 * A verified webhook event in our terms. `purchaseId` comes from the metadata we put on the
 * session; `reference` is the session id (or, for refunds, the payment id).
 */
export type PaymentEvent =
  | {
      id: string;
      kind: "paid";
      purchaseId: string | null;
      reference: string;
      /** The processor's id of the captured payment, needed to refund it later. */
      paymentId: string | null;
      /** What was taken, checked against the purchase before anything is fulfilled. */
      amountCents: number | null;
      currency: string | null;
      /**
       * The processor's fingerprint of the card (the same card gives the same value), when the
       * event carries one: a linking signal for the integrity checks (issue 29).
       */
      cardFingerprint?: string | null;
    }
  /**
   * A card was refused on the payment page, which stays open for another try: the purchase
   * stays pending and shows the reason. `reference` is the session when the event names it.
   */
  | {
      id: string;
      kind: "declined";
      purchaseId: string | null;
      reference: string | null;
      reason: string;
    }
  /** The payment failed for good (a delayed payment method that bounced). */
  | { id: string; kind: "failed"; purchaseId: string | null; reference: string; reason: string }
  | { id: string; kind: "expired"; purchaseId: string | null; reference: string }
  | {
      id: string;
      kind: "refunded";
      purchaseId: string | null;
      /** The refunded payment's id (Stripe: the payment intent). */
      paymentId: string;
      reason: string;
    }
  /** A verified event we do not act on (answered 200 so the processor stops sending it). */
  | { id: string; kind: "ignored"; type: string };

/** The webhook's signature is missing or wrong, or its body is not an event. */
export class WebhookSignatureError extends Error {}

export interface PaymentProvider {
  readonly id: "test" | "stripe";
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  /**
   * Verifies a webhook over its exact raw body and parses it; throws WebhookSignatureError when
   * the signature is missing or wrong.
   */
  parseWebhook(
    rawBody: Buffer,
    headers: Record<string, string | string[] | undefined>,
  ): PaymentEvent;
  /**
   * Closes a checkout session so it can no longer be paid (the trader cancelled, or the purchase
   * expired). "paid" when it was paid first: the purchase's payment event follows.
   */
  cancelCheckout(reference: string): Promise<"closed" | "paid">;
  /** Refunds a captured payment in full. */
  refund(payment: {
    paymentId: string | null;
    reference: string | null;
    purchaseId: string;
  }): Promise<void>;
}
