import {
  checkoutBodySchema,
  checkoutQuoteBodySchema,
  checkoutQuoteSchema,
  purchaseSchema,
  type CheckoutBody,
  type Purchase,
} from "@proparena/contracts/checkout";
import type { FakeApi, FakeResponse } from "./fake-api";
import { samplePlans } from "./sample-site-data";

/**
 * The checkout endpoints for the fake API: plans priced from the sample plans, coupons, and
 * purchases kept in memory. Like every fake answer, they are checked against the contract
 * (contract-routes.ts).
 */
export function makePurchase(overrides: Partial<Purchase> = {}): Purchase {
  return purchaseSchema.parse({
    id: "pur_1",
    receiptNumber: "PA-7K3Q9X2M",
    planId: "200K",
    planLabel: "200K",
    sizeLabel: "$200,000",
    listPriceCents: 78_800,
    discountCents: 0,
    amountCents: 78_800,
    currency: "usd",
    couponCode: null,
    provider: "test",
    status: "paid",
    statusReason: null,
    accountId: "acc_200k",
    createdAt: "2026-11-20T10:00:00.000Z",
    paidAt: "2026-11-20T10:01:00.000Z",
    endedAt: null,
    expiresAt: null,
    ...overrides,
  });
}

const COUPONS: Record<string, { percentOff: number }> = { SAVE10: { percentOff: 10 } };

const badRequest = (message: string): FakeResponse => ({
  status: 400,
  body: { message, code: "BAD_REQUEST" },
});

export function installCheckoutFake(
  api: FakeApi,
  { purchases = [] as Purchase[], pageSize = 20 } = {},
) {
  const state = {
    purchases: [...purchases],
    checkouts: [] as CheckoutBody[],
    /** Purchases the trader cancelled, in order. */
    cancelled: [] as string[],
  };
  const plans = samplePlans().plans;

  const price = (body: unknown) => {
    const parsed = checkoutQuoteBodySchema.safeParse(body);
    if (!parsed.success) return badRequest("Invalid request");
    const plan = plans.find(
      (p) =>
        p.pricingSlot !== null && (p.id === parsed.data.plan || p.sizeLabel === parsed.data.plan),
    );
    if (!plan) return { status: 404, body: { message: "Not a plan", code: "NOT_FOUND" } };
    const code = parsed.data.coupon;
    const coupon = code ? COUPONS[code] : undefined;
    if (code && !coupon) return badRequest(`The coupon ${code} does not exist.`);
    const discount = coupon ? Math.floor((plan.priceCents * coupon.percentOff) / 100) : 0;
    return {
      status: 200,
      body: {
        planId: plan.id,
        planLabel: plan.label,
        sizeLabel: plan.sizeLabel,
        listPriceCents: plan.priceCents,
        discountCents: discount,
        amountCents: plan.priceCents - discount,
        currency: "usd",
        coupon: coupon && code ? { code, description: `${coupon.percentOff}% off` } : null,
      },
    };
  };

  const ended = (purchase: Purchase): FakeResponse => ({
    status: 409,
    body: { message: `This purchase has ended (${purchase.status}).`, code: "CONFLICT" },
  });
  const find = (id: string) => state.purchases.find((p) => p.id === id)!;
  const pay = (id: string): FakeResponse => {
    const purchase = find(id);
    if (purchase.status !== "pending") return ended(purchase);
    return {
      status: 200,
      body: { redirectUrl: `http://localhost/api/payments/test/checkout/cs_test_${id}` },
    };
  };
  const cancel = (id: string): FakeResponse => {
    const purchase = find(id);
    if (purchase.status === "pending") {
      state.purchases = state.purchases.map((p) =>
        p.id === id
          ? {
              ...p,
              status: "cancelled",
              statusReason: "Cancelled by you before paying.",
              expiresAt: null,
            }
          : p,
      );
      state.cancelled.push(id);
    } else if (purchase.status !== "cancelled") return ended(purchase);
    const now = find(id);
    return { status: 200, body: { id, status: now.status, statusReason: now.statusReason } };
  };

  const servePurchase = (purchase: Purchase) => {
    api.on(`GET /purchases/${purchase.id}`, () => ({
      status: 200,
      body: { purchase: state.purchases.find((p) => p.id === purchase.id) },
    }));
    api.on(`POST /purchases/${purchase.id}/pay`, () => pay(purchase.id));
    api.on(`POST /purchases/${purchase.id}/cancel`, () => cancel(purchase.id));
  };
  state.purchases.forEach(servePurchase);

  api.on("POST /checkout/quote", ({ body }) => price(body));
  api.on("POST /checkout", ({ body }) => {
    const parsed = checkoutBodySchema.safeParse(body);
    if (!parsed.success) return badRequest("Please accept the terms to continue.");
    const quoted = price(body);
    if (quoted.status !== 200) return quoted;
    const quote = checkoutQuoteSchema.parse(quoted.body);
    state.checkouts.push(parsed.data);
    const purchase = makePurchase({
      id: `pur_${state.purchases.length + 1}`,
      planId: quote.planId,
      planLabel: quote.planLabel,
      sizeLabel: quote.sizeLabel,
      listPriceCents: quote.listPriceCents,
      discountCents: quote.discountCents,
      amountCents: quote.amountCents,
      couponCode: quote.coupon?.code ?? null,
      status: "pending",
      accountId: null,
      paidAt: null,
      expiresAt: new Date(Date.now() + 30 * 60_000).toISOString(),
    });
    state.purchases.unshift(purchase);
    servePurchase(purchase);
    return {
      status: 200,
      body: {
        purchase,
        redirectUrl: `http://localhost/api/payments/test/checkout/cs_test_${purchase.id}`,
      },
    };
  });
  api.on("GET /purchases", ({ search }) => {
    const start = Number(search.get("cursor") ?? 0);
    const limit = Math.min(Number(search.get("limit") ?? pageSize), pageSize);
    const items = state.purchases.slice(start, start + limit);
    const next = start + limit < state.purchases.length ? String(start + limit) : null;
    return { status: 200, body: { items, nextCursor: next } };
  });

  return {
    state,
    /** Moves a purchase on, as the payment's webhook would. */
    settle(id: string, change: Partial<Purchase>) {
      state.purchases = state.purchases.map((p) => (p.id === id ? { ...p, ...change } : p));
    },
  };
}
