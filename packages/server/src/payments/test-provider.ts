import type { Clock } from "../lib/clock";
import { WebhookSignatureError, type PaymentEvent, type PaymentProvider } from "./payment-provider";
import type { TestProcessor } from "./test-processor";
import { checkTestSignature, TEST_SIGNATURE_HEADER } from "./test-signature";

interface TestEventBody {
  id?: unknown;
  type?: unknown;
  data?: { object?: Record<string, unknown> };
}

const str = (value: unknown): string | null => (typeof value === "string" ? value : null);

/**
 * The default payment provider: our side of the embedded test processor, talking to it the
 * way the Stripe adapter talks to Stripe (sessions, signed webhooks, refunds).
 */
export function createTestProvider(deps: {
  processor: TestProcessor;
  secret: string;
  clock: Clock;
}): PaymentProvider {
  return {
    id: "test",
    async createCheckout(request) {
      const session = await deps.processor.createSession(request);
      return { reference: session.id, url: deps.processor.pageUrl(session.id) };
    },
    parseWebhook(rawBody, headers): PaymentEvent {
      const header = headers[TEST_SIGNATURE_HEADER];
      const refused = checkTestSignature(
        rawBody,
        Array.isArray(header) ? header[0] : header,
        deps.secret,
        Math.floor(deps.clock.now().getTime() / 1000),
      );
      if (refused) throw new WebhookSignatureError(refused);
      let event: TestEventBody;
      try {
        event = JSON.parse(rawBody.toString("utf8")) as TestEventBody;
      } catch {
        throw new WebhookSignatureError("The body is not JSON.");
      }
      const id = str(event.id);
      const type = str(event.type);
      const object = event.data?.object ?? {};
      if (!id || !type) throw new WebhookSignatureError("The body is not an event.");
      const purchaseId = str(object.purchase_id);
      const reference = str(object.id) ?? "";
      switch (type) {
        case "checkout.session.completed":
          return {
            id,
            kind: "paid",
            purchaseId,
            reference,
            paymentId: str(object.payment_id),
            amountCents: typeof object.amount_total === "number" ? object.amount_total : null,
            currency: str(object.currency),
            cardFingerprint: str(object.card_fingerprint),
          };
        case "payment_intent.payment_failed":
          return {
            id,
            kind: "declined",
            purchaseId,
            reference: str(object.session_id),
            reason: str(object.reason) ?? "The card was declined.",
          };
        case "checkout.session.payment_failed":
          return {
            id,
            kind: "failed",
            purchaseId,
            reference,
            reason: str(object.reason) ?? "The payment failed.",
          };
        case "checkout.session.expired":
          return { id, kind: "expired", purchaseId, reference };
        case "charge.refunded":
          return {
            id,
            kind: "refunded",
            purchaseId,
            paymentId: str(object.payment_id) ?? "",
            reason: "Refunded by the payment processor",
          };
        default:
          return { id, kind: "ignored", type };
      }
    },
    cancelCheckout: (reference) => deps.processor.close(reference),
    async refund(payment) {
      if (!payment.paymentId) throw new Error("This purchase has no payment to refund.");
      await deps.processor.refund(payment.paymentId);
    },
  };
}
