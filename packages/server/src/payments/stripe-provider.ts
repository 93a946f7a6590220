import Stripe from "stripe";
import {
  WebhookSignatureError,
  type CheckoutRequest,
  type CheckoutSession,
  type PaymentEvent,
  type PaymentProvider,
} from "./payment-provider";

/**
 * Stripe Checkout behind the PaymentProvider interface (DESIGN §7). One Checkout Session per
 * purchase, hosted by Stripe; webhooks verified with Stripe's own signature check over the raw
 * body; refunds in full through the payment intent. Our purchase id travels as the session's
 * `client_reference_id` and as metadata on the session and on its payment intent (so the
 * charge and its refunds carry it too).
 */
export interface StripeProviderOptions {
  /** `sk_live_…` / `sk_test_…` (or a restricted `rk_…` key with Checkout and Refunds). */
  secretKey: string;
  /** The webhook endpoint's signing secret, `whsec_…`. */
  webhookSecret: string;
  /** Where the API lives; only tests point it elsewhere (a local stand-in for api.stripe.com). */
  apiHost?: { host: string; port: number; protocol: "http" | "https" };
}

/** The header Stripe signs its webhooks with: `t=<unix seconds>,v1=<hex HMAC-SHA256>`. */
export const STRIPE_SIGNATURE_HEADER = "stripe-signature";
/** The shortest lifetime Stripe gives a Checkout Session (30 minutes). */
const STRIPE_MIN_LIFETIME_S = 30 * 60;

export function createStripeProvider(options: StripeProviderOptions): PaymentProvider {
  if (!options.secretKey.trim()) throw new Error("Stripe needs a secret key.");
  if (!options.webhookSecret.trim()) throw new Error("Stripe needs a webhook signing secret.");
  const { webhookSecret } = options;
  const stripe = new Stripe(options.secretKey, {
    // The version this SDK's types describe (it is also the SDK's default); pinned here so an
    // upgrade of the package is the only thing that moves it.
    apiVersion: Stripe.API_VERSION,
    ...(options.apiHost && {
      host: options.apiHost.host,
      port: options.apiHost.port,
      protocol: options.apiHost.protocol,
    }),
  });

  return {
    id: "stripe",

    async createCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
      const session = await stripe.checkout.sessions.create(
        {
          mode: "payment",
          line_items: [
            {
              price_data: {
                currency: request.currency,
                unit_amount: request.amountCents,
                product_data: { name: request.description },
              },
              quantity: 1,
            },
          ],
          customer_email: request.customerEmail,
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
          client_reference_id: request.purchaseId,
          // Stripe keeps a page open for 30 minutes at least; ours closes it when the purchase
          // ends (cancelCheckout, at 30 minutes), this is the backstop. Derived from the purchase
          // alone, so a retried create sends the same parameters under the same key.
          expires_at: Math.floor(request.expiresAt.getTime() / 1000) + STRIPE_MIN_LIFETIME_S,
          metadata: { purchaseId: request.purchaseId },
          payment_intent_data: { metadata: { purchaseId: request.purchaseId } },
        },
        // A retried create (ours or the SDK's) answers the same session instead of a second one.
        { idempotencyKey: `checkout-${request.purchaseId}` },
      );
      if (!session.url) {
        throw new Error(`Stripe returned checkout session ${session.id} without a URL.`);
      }
      return { reference: session.id, url: session.url };
    },

    parseWebhook(rawBody, headers): PaymentEvent {
      const signature = headers[STRIPE_SIGNATURE_HEADER];
      if (typeof signature !== "string" || signature === "") {
        throw new WebhookSignatureError("No Stripe-Signature header.");
      }
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, webhookSecret);
      } catch (error) {
        // A bad or stale signature (StripeSignatureVerificationError), or a signed body that is
        // not JSON / not a snapshot event: either way we do not act on it.
        const reason = (error instanceof Error ? error.message : String(error))
          .split("\n")[0]
          ?.trim();
        throw new WebhookSignatureError(`Stripe webhook refused: ${reason}`, { cause: error });
      }
      if (event?.object !== "event" || typeof event.id !== "string" || !event.data?.object) {
        throw new WebhookSignatureError("Stripe webhook body is not an event.");
      }
      return toPaymentEvent(event);
    },

    async cancelCheckout(reference) {
      try {
        await stripe.checkout.sessions.expire(reference);
        return "closed";
      } catch (error) {
        if (!(error instanceof Stripe.errors.StripeError)) throw error;
        // Only an open session can be expired: say what became of it.
        const session = await stripe.checkout.sessions.retrieve(reference);
        if (session.status === "complete") return "paid";
        if (session.status === "expired") return "closed";
        throw error;
      }
    },

    async refund({ paymentId, purchaseId }) {
      if (!paymentId) {
        throw new Error(
          `Purchase ${purchaseId} cannot be refunded in Stripe without its payment id (payment intent).`,
        );
      }
      try {
        await stripe.refunds.create(
          { payment_intent: paymentId, metadata: { purchaseId } },
          { idempotencyKey: `refund-${purchaseId}` },
        );
      } catch (error) {
        // Refunded already (in the Dashboard, or by an earlier call whose idempotency key has
        // expired): the payment is back with the customer, which is what was asked.
        const alreadyRefunded =
          error instanceof Stripe.errors.StripeError && error.code === "charge_already_refunded";
        if (alreadyRefunded) return;
        throw error;
      }
    },
  };
}

/** Our reading of a verified Stripe event. */
function toPaymentEvent(event: Stripe.Event): PaymentEvent {
  const id = event.id;
  switch (event.type) {
    case "checkout.session.completed":
      // "unpaid": a delayed method (bank debit…) is still on its way; async_payment_* follows.
      if (event.data.object.payment_status !== "paid")
        return { id, kind: "ignored", type: event.type };
      return paid(id, event.data.object);
    case "checkout.session.async_payment_succeeded":
      return paid(id, event.data.object);
    case "checkout.session.async_payment_failed": {
      const session = event.data.object;
      return {
        id,
        kind: "failed",
        purchaseId: purchaseIdOf(session),
        reference: session.id,
        reason: "The delayed payment failed in Stripe.",
      };
    }
    case "checkout.session.expired": {
      const session = event.data.object;
      return { id, kind: "expired", purchaseId: purchaseIdOf(session), reference: session.id };
    }
    case "payment_intent.payment_failed": {
      // A card refused on Stripe's page, which stays open for another card.
      const intent = event.data.object;
      return {
        id,
        kind: "declined",
        purchaseId: intent.metadata?.purchaseId ?? null,
        reference: null,
        reason: intent.last_payment_error?.message ?? "The card was declined.",
      };
    }
    case "charge.refunded": {
      const charge = event.data.object;
      const paymentId = idOf(charge.payment_intent);
      // Partial refunds also send charge.refunded; we only act once the charge is fully refunded.
      if (!charge.refunded || !paymentId) return { id, kind: "ignored", type: event.type };
      return {
        id,
        kind: "refunded",
        purchaseId: charge.metadata?.purchaseId ?? null,
        paymentId,
        reason: "Refunded in Stripe",
      };
    }
    default:
      return { id, kind: "ignored", type: event.type };
  }
}

function paid(id: string, session: Stripe.Checkout.Session): PaymentEvent {
  return {
    id,
    kind: "paid",
    purchaseId: purchaseIdOf(session),
    reference: session.id,
    paymentId: idOf(session.payment_intent),
    amountCents: session.amount_total,
    currency: session.currency,
    cardFingerprint: cardFingerprintOf(session),
  };
}

/**
 * The card's fingerprint when the session's payment intent came expanded with its payment
 * method (a webhook endpoint configured to expand it); Stripe's default event carries none.
 */
function cardFingerprintOf(session: Stripe.Checkout.Session): string | null {
  const intent = session.payment_intent;
  if (!intent || typeof intent === "string") return null;
  const method = intent.payment_method;
  if (!method || typeof method === "string") return null;
  return method.card?.fingerprint ?? null;
}

function purchaseIdOf(session: Stripe.Checkout.Session): string | null {
  return session.metadata?.purchaseId ?? session.client_reference_id ?? null;
}

/** An expandable field: the id, or the expanded object's id. */
function idOf(field: string | { id: string } | null | undefined): string | null {
  if (!field) return null;
  return typeof field === "string" ? field : field.id;
}
