import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { WebhookSignatureError, type PaymentProvider } from "./payment-provider";
import { createStripeProvider } from "./stripe-provider";

// Webhooks are signed with the stripe package's own test helper, so the provider is checked
// against the library's real verification. API calls go to a local stand-in for
// api.stripe.com (the client's host/port/protocol options): no network beyond 127.0.0.1.
const SECRET_KEY = "sk_test_51PropArenaLocalOnly";
const WEBHOOK_SECRET = "whsec_test_proparena_local_signing_secret";
const PURCHASE_ID = "0b6f3f5e-7a3c-4d1e-9d57-2f1c8a9b4e10";
const SESSION_ID = "cs_test_a1B2c3D4e5F6g7H8i9J0kLmNoPqRsTuVwXyZ";
const PAYMENT_INTENT_ID = "pi_3PxYzAbCdEfGhIjK0aBcDeFg";

/** Only used for the library's helpers (signing); never sends a request. */
const stripe = new Stripe(SECRET_KEY);

interface SeenRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  form: URLSearchParams;
}
let api: Server;
let seen: SeenRequest[] = [];
let provider: PaymentProvider;

beforeAll(async () => {
  api = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const form = new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
      const path = req.url ?? "";
      seen.push({ method: req.method ?? "", path, headers: req.headers, form });
      const [status, body] = answer(req.method ?? "", path, form);
      res.writeHead(status, { "content-type": "application/json", "request-id": "req_local" });
      res.end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => api.listen(0, "127.0.0.1", resolve));
  const { port } = api.address() as AddressInfo;
  provider = createStripeProvider({
    secretKey: SECRET_KEY,
    webhookSecret: WEBHOOK_SECRET,
    apiHost: { host: "127.0.0.1", port, protocol: "http" },
  });
});
afterAll(async () => {
  api.closeAllConnections();
  await new Promise((resolve) => api.close(resolve));
});
beforeEach(() => {
  seen = [];
});

/** What the stand-in answers: shapes as api.stripe.com sends them (trimmed). */
function answer(method: string, path: string, form: URLSearchParams): [number, unknown] {
  if (method === "POST" && path === "/v1/checkout/sessions") {
    return [200, session({ status: "open", payment_status: "unpaid", payment_intent: null })];
  }
  const expire = path.match(/^\/v1\/checkout\/sessions\/(\w+)\/expire$/);
  if (method === "POST" && expire) {
    // Stripe expires an open session only; a paid one answers an error.
    if (expire[1] === "cs_test_paid") {
      return [400, stripeError("checkout_session_not_open", "This session is not open.")];
    }
    return [
      200,
      session({ id: expire[1], status: "expired", payment_status: "unpaid", url: null }),
    ];
  }
  if (method === "GET" && path === "/v1/checkout/sessions/cs_test_paid") {
    return [200, session({ id: "cs_test_paid" })];
  }
  if (method === "POST" && path === "/v1/refunds") {
    const paymentIntent = form.get("payment_intent");
    if (paymentIntent === "pi_already_refunded") {
      return [
        400,
        stripeError("charge_already_refunded", "Charge ch_3Px has already been refunded."),
      ];
    }
    if (paymentIntent === "pi_missing") {
      return [404, stripeError("resource_missing", "No such payment_intent: 'pi_missing'")];
    }
    return [
      200,
      {
        id: "re_3PxYzAbCdEfGhIjK0q1w2e3r",
        object: "refund",
        amount: 59_900,
        charge: "ch_3PxYzAbCdEfGhIjK0zXcVbNm",
        created: 1_767_225_600,
        currency: "usd",
        metadata: { purchaseId: form.get("metadata[purchaseId]") },
        payment_intent: paymentIntent,
        reason: null,
        status: "succeeded",
      },
    ];
  }
  return [404, stripeError("resource_missing", `Unrecognized request URL (${method}: ${path}).`)];
}

function stripeError(code: string, message: string) {
  return {
    error: {
      type: "invalid_request_error",
      code,
      message,
      doc_url: `https://stripe.com/docs/error-codes/${code}`,
    },
  };
}

/** A Checkout Session as Stripe renders it. */
function session(overrides: Record<string, unknown> = {}) {
  return {
    id: SESSION_ID,
    object: "checkout.session",
    amount_subtotal: 59_900,
    amount_total: 59_900,
    cancel_url: "https://proparena.example/checkout/cancelled",
    client_reference_id: PURCHASE_ID,
    created: 1_767_225_600,
    currency: "usd",
    customer: null,
    customer_details: { email: "trader@example.com", name: "Test Trader" },
    customer_email: "trader@example.com",
    expires_at: 1_767_312_000,
    livemode: false,
    metadata: { purchaseId: PURCHASE_ID },
    mode: "payment",
    payment_intent: PAYMENT_INTENT_ID,
    payment_method_types: ["card"],
    payment_status: "paid",
    status: "complete",
    success_url: "https://proparena.example/checkout/done?purchase=" + PURCHASE_ID,
    ui_mode: "hosted_page",
    url: `https://checkout.stripe.com/c/pay/${SESSION_ID}#fidkdWxOYHwnPyd1blpxYHZxWjA0`,
    ...overrides,
  };
}

/** A charge as Stripe renders it (trimmed). */
function charge(overrides: Record<string, unknown> = {}) {
  return {
    id: "ch_3PxYzAbCdEfGhIjK0zXcVbNm",
    object: "charge",
    amount: 59_900,
    amount_captured: 59_900,
    amount_refunded: 59_900,
    captured: true,
    created: 1_767_225_700,
    currency: "usd",
    livemode: false,
    metadata: { purchaseId: PURCHASE_ID },
    paid: true,
    payment_intent: PAYMENT_INTENT_ID,
    refunded: true,
    status: "succeeded",
    ...overrides,
  };
}

/** A v1 snapshot event wrapping one object. */
function event(type: string, object: unknown, id = "evt_1PxYzAbCdEfGhIjK0tEsT001") {
  return JSON.stringify(
    {
      id,
      object: "event",
      api_version: Stripe.API_VERSION,
      created: 1_767_225_800,
      data: { object },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    },
    null,
    2,
  );
}

/** Signs a payload as Stripe would, with the library's own helper. */
function signed(payload: string, options: { secret?: string; timestamp?: number } = {}) {
  return {
    "stripe-signature": stripe.webhooks.generateTestHeaderString({
      payload,
      secret: options.secret ?? WEBHOOK_SECRET,
      ...(options.timestamp !== undefined && { timestamp: options.timestamp }),
    }),
    "content-type": "application/json; charset=utf-8",
  };
}

function parse(payload: string, headers = signed(payload)) {
  return provider.parseWebhook(Buffer.from(payload, "utf8"), headers);
}

describe("Stripe webhooks: verified events in our terms", () => {
  it("checkout.session.completed with payment_status paid is a payment", () => {
    expect(parse(event("checkout.session.completed", session()))).toEqual({
      id: "evt_1PxYzAbCdEfGhIjK0tEsT001",
      kind: "paid",
      purchaseId: PURCHASE_ID,
      reference: SESSION_ID,
      paymentId: PAYMENT_INTENT_ID,
      amountCents: 59_900,
      currency: "usd",
      cardFingerprint: null,
    });
  });

  it("takes the payment id from an expanded payment intent, and the purchase from client_reference_id", () => {
    const expanded = session({
      metadata: {},
      payment_intent: { id: PAYMENT_INTENT_ID, object: "payment_intent", status: "succeeded" },
    });
    expect(parse(event("checkout.session.completed", expanded))).toMatchObject({
      kind: "paid",
      purchaseId: PURCHASE_ID,
      paymentId: PAYMENT_INTENT_ID,
    });
  });

  it("keeps the card's fingerprint when the payment intent comes expanded with its card", () => {
    const expanded = session({
      payment_intent: {
        id: PAYMENT_INTENT_ID,
        object: "payment_intent",
        status: "succeeded",
        payment_method: {
          id: "pm_1",
          object: "payment_method",
          card: { fingerprint: "Xt5EWLLDS7FJjR1c" },
        },
      },
    });
    expect(parse(event("checkout.session.completed", expanded))).toMatchObject({
      kind: "paid",
      cardFingerprint: "Xt5EWLLDS7FJjR1c",
    });
  });

  it("a completed session still unpaid (a delayed method on its way) is ignored", () => {
    const pending = session({ payment_status: "unpaid" });
    expect(parse(event("checkout.session.completed", pending))).toEqual({
      id: "evt_1PxYzAbCdEfGhIjK0tEsT001",
      kind: "ignored",
      type: "checkout.session.completed",
    });
  });

  it("checkout.session.async_payment_succeeded is a payment", () => {
    const payload = event("checkout.session.async_payment_succeeded", session(), "evt_async_ok");
    expect(parse(payload)).toEqual({
      id: "evt_async_ok",
      kind: "paid",
      purchaseId: PURCHASE_ID,
      reference: SESSION_ID,
      paymentId: PAYMENT_INTENT_ID,
      amountCents: 59_900,
      currency: "usd",
      cardFingerprint: null,
    });
  });

  it("checkout.session.async_payment_failed is a failure with a reason", () => {
    const payload = event(
      "checkout.session.async_payment_failed",
      session({ payment_status: "unpaid" }),
      "evt_async_ko",
    );
    const parsed = parse(payload);
    expect(parsed).toMatchObject({
      id: "evt_async_ko",
      kind: "failed",
      purchaseId: PURCHASE_ID,
      reference: SESSION_ID,
    });
    expect(parsed.kind === "failed" && parsed.reason).toMatch(/failed/);
  });

  it("checkout.session.expired is an expiry", () => {
    const expired = session({
      status: "expired",
      payment_status: "unpaid",
      payment_intent: null,
      url: null,
    });
    expect(parse(event("checkout.session.expired", expired, "evt_expired"))).toEqual({
      id: "evt_expired",
      kind: "expired",
      purchaseId: PURCHASE_ID,
      reference: SESSION_ID,
    });
  });

  it("payment_intent.payment_failed is a declined card: the page stays open, the reason is kept", () => {
    const intent = {
      id: PAYMENT_INTENT_ID,
      object: "payment_intent",
      amount: 59_900,
      status: "requires_payment_method",
      metadata: { purchaseId: PURCHASE_ID },
      last_payment_error: { type: "card_error", message: "Your card was declined." },
    };
    expect(parse(event("payment_intent.payment_failed", intent, "evt_declined"))).toEqual({
      id: "evt_declined",
      kind: "declined",
      purchaseId: PURCHASE_ID,
      reference: null,
      reason: "Your card was declined.",
    });
  });

  it("charge.refunded for a fully refunded charge is a refund of its payment intent", () => {
    expect(parse(event("charge.refunded", charge(), "evt_refunded"))).toEqual({
      id: "evt_refunded",
      kind: "refunded",
      purchaseId: PURCHASE_ID,
      paymentId: PAYMENT_INTENT_ID,
      reason: "Refunded in Stripe",
    });
    const noMetadata = charge({ metadata: {} });
    expect(parse(event("charge.refunded", noMetadata, "evt_refunded_2"))).toMatchObject({
      kind: "refunded",
      purchaseId: null,
      paymentId: PAYMENT_INTENT_ID,
    });
  });

  it("charge.refunded for a partial refund is ignored", () => {
    const partial = charge({ amount_refunded: 10_000, refunded: false });
    expect(parse(event("charge.refunded", partial, "evt_partial"))).toEqual({
      id: "evt_partial",
      kind: "ignored",
      type: "charge.refunded",
    });
  });

  it("any other verified event is ignored with its type", () => {
    const intent = {
      id: PAYMENT_INTENT_ID,
      object: "payment_intent",
      amount: 59_900,
      status: "succeeded",
    };
    expect(parse(event("payment_intent.succeeded", intent, "evt_other"))).toEqual({
      id: "evt_other",
      kind: "ignored",
      type: "payment_intent.succeeded",
    });
  });
});

describe("Stripe webhooks: what is refused", () => {
  const payload = event("checkout.session.completed", session());

  it("an unsigned request", () => {
    expect(() => provider.parseWebhook(Buffer.from(payload), {})).toThrow(WebhookSignatureError);
    expect(() => provider.parseWebhook(Buffer.from(payload), { "stripe-signature": "" })).toThrow(
      WebhookSignatureError,
    );
    expect(() =>
      provider.parseWebhook(Buffer.from(payload), { "stripe-signature": "garbage" }),
    ).toThrow(WebhookSignatureError);
  });

  it("a signature made with another secret", () => {
    const headers = signed(payload, { secret: "whsec_someone_else" });
    expect(() => parse(payload, headers)).toThrow(WebhookSignatureError);
    expect(() => parse(payload, headers)).toThrow(
      /No signatures found matching the expected signature/,
    );
  });

  it("a body that differs from the signed one", () => {
    const headers = signed(payload);
    const tampered = payload.replace('"amount_total": 59900', '"amount_total": 59901');
    expect(tampered).not.toBe(payload);
    expect(() => parse(tampered, headers)).toThrow(WebhookSignatureError);
    expect(() => parse(tampered, headers)).toThrow(
      /No signatures found matching the expected signature/,
    );
    // Even whitespace: the signature covers the exact raw bytes.
    expect(() => parse(payload + "\n", headers)).toThrow(WebhookSignatureError);
  });

  it("a signature older than the library's tolerance (a replay)", () => {
    const tolerance = stripe.webhooks.DEFAULT_TOLERANCE;
    expect(tolerance).toBe(300);
    const old = Math.floor(Date.now() / 1000) - tolerance - 60;
    const stale = signed(payload, { timestamp: old });
    expect(() => parse(payload, stale)).toThrow(WebhookSignatureError);
    expect(() => parse(payload, stale)).toThrow(/Timestamp outside the tolerance zone/);
    // Within the tolerance it is accepted.
    const recent = Math.floor(Date.now() / 1000) - 60;
    expect(parse(payload, signed(payload, { timestamp: recent })).kind).toBe("paid");
  });

  it("a signed body that is not an event", () => {
    const notJson = "not json at all";
    expect(() => parse(notJson)).toThrow(WebhookSignatureError);
    const notEvent = JSON.stringify({ id: "cs_test_x", object: "checkout.session" });
    expect(() => parse(notEvent)).toThrow(WebhookSignatureError);
  });
});

describe("Stripe API calls (against a local stand-in for api.stripe.com)", () => {
  it("createCheckout creates one hosted Checkout Session per purchase", async () => {
    const result = await provider.createCheckout({
      purchaseId: PURCHASE_ID,
      description: "200K challenge (phase I account)",
      amountCents: 59_900,
      currency: "usd",
      customerEmail: "trader@example.com",
      successUrl: "https://proparena.example/checkout/done?purchase=" + PURCHASE_ID,
      cancelUrl: "https://proparena.example/checkout/cancelled",
      expiresAt: new Date("2026-01-01T00:30:00Z"),
    });
    expect(result).toEqual({
      reference: SESSION_ID,
      url: `https://checkout.stripe.com/c/pay/${SESSION_ID}#fidkdWxOYHwnPyd1blpxYHZxWjA0`,
    });

    expect(seen).toHaveLength(1);
    const [request] = seen;
    expect(request?.method).toBe("POST");
    expect(request?.path).toBe("/v1/checkout/sessions");
    expect(request?.headers["content-type"]).toMatch(/^application\/x-www-form-urlencoded/);
    expect(request?.headers.authorization).toBe(`Bearer ${SECRET_KEY}`);
    expect(request?.headers["idempotency-key"]).toBe(`checkout-${PURCHASE_ID}`);
    expect(request?.headers["stripe-version"]).toBe(Stripe.API_VERSION);
    expect(Object.fromEntries(request?.form ?? [])).toEqual({
      mode: "payment",
      "line_items[0][price_data][currency]": "usd",
      "line_items[0][price_data][unit_amount]": "59900",
      "line_items[0][price_data][product_data][name]": "200K challenge (phase I account)",
      "line_items[0][quantity]": "1",
      customer_email: "trader@example.com",
      success_url: "https://proparena.example/checkout/done?purchase=" + PURCHASE_ID,
      cancel_url: "https://proparena.example/checkout/cancelled",
      client_reference_id: PURCHASE_ID,
      // The purchase's end plus Stripe's shortest lifetime: our side closes it at the former.
      expires_at: String(Date.parse("2026-01-01T01:00:00Z") / 1000),
      "metadata[purchaseId]": PURCHASE_ID,
      "payment_intent_data[metadata][purchaseId]": PURCHASE_ID,
    });
  });

  it("cancelCheckout expires an open session; a session paid first answers paid", async () => {
    expect(await provider.cancelCheckout(SESSION_ID)).toBe("closed");
    expect(seen.map((r) => `${r.method} ${r.path}`)).toEqual([
      `POST /v1/checkout/sessions/${SESSION_ID}/expire`,
    ]);
    seen = [];
    expect(await provider.cancelCheckout("cs_test_paid")).toBe("paid");
    expect(seen.map((r) => `${r.method} ${r.path}`)).toEqual([
      "POST /v1/checkout/sessions/cs_test_paid/expire",
      "GET /v1/checkout/sessions/cs_test_paid",
    ]);
  });

  it("refund refunds the payment intent in full, once per purchase", async () => {
    await provider.refund({
      paymentId: PAYMENT_INTENT_ID,
      reference: SESSION_ID,
      purchaseId: PURCHASE_ID,
    });
    expect(seen).toHaveLength(1);
    const [request] = seen;
    expect(request?.method).toBe("POST");
    expect(request?.path).toBe("/v1/refunds");
    expect(request?.headers["idempotency-key"]).toBe(`refund-${PURCHASE_ID}`);
    expect(Object.fromEntries(request?.form ?? [])).toEqual({
      payment_intent: PAYMENT_INTENT_ID,
      "metadata[purchaseId]": PURCHASE_ID,
    });
  });

  it("refund of a payment already refunded in Stripe succeeds; other API errors are thrown", async () => {
    await expect(
      provider.refund({
        paymentId: "pi_already_refunded",
        reference: SESSION_ID,
        purchaseId: PURCHASE_ID,
      }),
    ).resolves.toBeUndefined();
    await expect(
      provider.refund({ paymentId: "pi_missing", reference: SESSION_ID, purchaseId: PURCHASE_ID }),
    ).rejects.toThrow(/No such payment_intent/);
  });

  it("refund without a payment id cannot be done in Stripe and sends nothing", async () => {
    await expect(
      provider.refund({ paymentId: null, reference: SESSION_ID, purchaseId: PURCHASE_ID }),
    ).rejects.toThrow(/cannot be refunded in Stripe without its payment id/);
    expect(seen).toHaveLength(0);
  });
});

describe("createStripeProvider", () => {
  it("needs both secrets", () => {
    expect(() => createStripeProvider({ secretKey: "", webhookSecret: WEBHOOK_SECRET })).toThrow(
      /secret key/,
    );
    expect(() => createStripeProvider({ secretKey: SECRET_KEY, webhookSecret: " " })).toThrow(
      /signing secret/,
    );
    expect(createStripeProvider({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET }).id).toBe(
      "stripe",
    );
  });
});
