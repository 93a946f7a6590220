import {
  createCouponBodySchema,
  refundBodySchema,
  updateCouponBodySchema,
} from "@proparena/contracts/checkout";
import type { Coupon } from "@proparena/contracts/checkout";
import { merchOrderStatusBodySchema } from "@proparena/contracts/merch";
import type { FakeApi, FakeResponse } from "./fake-api";
import type { installAdminListsFake } from "./fake-admin-lists";
import { makeCoupon } from "./sample-admin-rows";

/**
 * The admin checkout endpoints for the fake API (contracts/checkout.ts): refunds of the
 * purchases and merch orders of the fake lists, merch orders shipped and delivered, and coupons
 * kept in memory. Like every fake answer, they
 * are checked against the contract (testing/contract-routes.ts).
 */

type Lists = ReturnType<typeof installAdminListsFake>;

function invalid(issues: { path: PropertyKey[]; message: string }[]): FakeResponse {
  return {
    status: 400,
    body: {
      message: "Invalid request",
      code: "VALIDATION_ERROR",
      issues: issues.map((issue) => ({ path: issue.path.join("."), message: issue.message })),
    },
  };
}

export function installAdminCheckoutFake(
  api: FakeApi,
  lists: Lists,
  { coupons = [] as Coupon[] } = {},
) {
  const state = {
    coupons: [...coupons],
    /** The merch order status changes admins made, in order. */
    advanced: [] as Record<string, unknown>[],
  };

  /** A refund of a paid purchase or merch order of the lists, as the server answers it. */
  const refund = (
    id: string,
    body: unknown,
    read: () => { status: string; receiptNumber: string; amountCents: number; createdAt: string },
    markRefunded: () => void,
    extra: { planId: string; accountId: string | null; userId: string | null; email: string },
  ): FakeResponse => {
    const parsed = refundBodySchema.safeParse(body);
    if (!parsed.success) return invalid(parsed.error.issues);
    const current = read();
    if (
      current.status !== "paid" &&
      current.status !== "shipped" &&
      current.status !== "delivered"
    ) {
      return {
        status: 409,
        body: {
          message: `Only a paid purchase can be refunded; this one is ${current.status}.`,
          code: "CONFLICT",
        },
      };
    }
    markRefunded();
    return {
      status: 200,
      body: {
        purchase: {
          id,
          receiptNumber: current.receiptNumber,
          planId: extra.planId,
          planLabel: extra.planId,
          sizeLabel: extra.planId,
          listPriceCents: current.amountCents,
          discountCents: 0,
          amountCents: current.amountCents,
          currency: "usd",
          couponCode: null,
          provider: "test",
          status: "refunded",
          statusReason: parsed.data.reason,
          accountId: extra.accountId,
          createdAt: current.createdAt,
          paidAt: current.createdAt,
          endedAt: "2025-01-08T00:00:00.000Z",
          expiresAt: null,
          userId: extra.userId ?? "u_unknown",
          userEmail: extra.email,
          userName: "Buyer",
          providerReference: null,
        },
      },
    };
  };

  for (const row of lists.state.purchases) {
    api.on(`POST /admin/purchases/${row.id}/refund`, ({ body }) =>
      refund(
        row.id,
        body,
        () => lists.state.purchases.find((p) => p.id === row.id)!,
        () => {
          lists.state.purchases = lists.state.purchases.map((p) =>
            p.id === row.id ? { ...p, status: "refunded" } : p,
          );
        },
        row,
      ),
    );
  }
  for (const row of lists.state.merchorders) {
    api.on(`POST /admin/purchases/${row.id}/refund`, ({ body }) =>
      refund(
        row.id,
        body,
        () => lists.state.merchorders.find((o) => o.id === row.id)!,
        () => {
          lists.state.merchorders = lists.state.merchorders.map((o) =>
            o.id === row.id ? { ...o, status: "refunded" } : o,
          );
        },
        { planId: "", accountId: null, userId: row.userId, email: row.email },
      ),
    );
    api.on(`POST /admin/merch/orders/${row.id}/status`, ({ body }) => {
      const parsed = merchOrderStatusBodySchema.safeParse(body);
      if (!parsed.success) return invalid(parsed.error.issues);
      const current = lists.state.merchorders.find((o) => o.id === row.id)!;
      const from = parsed.data.status === "shipped" ? "paid" : "shipped";
      if (current.status !== from) {
        return {
          status: 409,
          body: {
            message: `This order is ${current.status}: only a ${from} order can be marked ${parsed.data.status}.`,
            code: "CONFLICT",
          },
        };
      }
      const next = {
        ...current,
        ...parsed.data,
        ...(parsed.data.status === "shipped"
          ? { shippedAt: "2025-01-04T09:00:00.000Z" }
          : { deliveredAt: "2025-01-06T09:00:00.000Z" }),
      };
      lists.state.merchorders = lists.state.merchorders.map((o) => (o.id === row.id ? next : o));
      state.advanced.push({ id: row.id, ...parsed.data });
      return {
        status: 200,
        body: {
          order: {
            id: next.id,
            receiptNumber: next.receiptNumber,
            itemId: next.itemId,
            itemName: next.itemName,
            quantity: next.quantity,
            unitPriceCents: next.amountCents / next.quantity,
            amountCents: next.amountCents,
            currency: "usd",
            status: next.status,
            statusReason: null,
            shipping: {
              name: next.shipName,
              addressLine1: next.shipAddress,
              addressLine2: null,
              city: "",
              region: null,
              postalCode: "",
              country: next.shipCountry,
            },
            carrier: next.carrier,
            trackingNumber: next.trackingNumber,
            createdAt: next.createdAt,
            paidAt: next.paidAt,
            shippedAt: next.shippedAt,
            deliveredAt: next.deliveredAt,
            endedAt: null,
            expiresAt: null,
          },
        },
      };
    });
  }

  const serveCoupon = (id: string) =>
    api.on(`PATCH /admin/coupons/${id}`, ({ body }) => {
      const parsed = updateCouponBodySchema.safeParse(body);
      if (!parsed.success) return invalid(parsed.error.issues);
      const coupon = { ...state.coupons.find((c) => c.id === id)!, ...parsed.data };
      state.coupons = state.coupons.map((c) => (c.id === id ? makeCoupon(coupon) : c));
      return { status: 200, body: { coupon } };
    });
  state.coupons.forEach((coupon) => serveCoupon(coupon.id));

  api.on("GET /admin/coupons", () => ({
    status: 200,
    body: { coupons: state.coupons },
  }));
  api.on("POST /admin/coupons", ({ body }) => {
    const parsed = createCouponBodySchema.safeParse(body);
    if (!parsed.success) return invalid(parsed.error.issues);
    if (state.coupons.some((c) => c.code === parsed.data.code)) {
      return invalid([{ path: ["code"], message: `A coupon ${parsed.data.code} already exists.` }]);
    }
    const data = parsed.data;
    const coupon = makeCoupon({
      id: `cpn_${state.coupons.length + 1}`,
      code: data.code,
      kind: data.kind,
      percentOff: data.kind === "percent" ? data.percentOff : null,
      amountOffCents: data.kind === "fixed" ? data.amountOffCents : null,
      validFrom: data.validFrom ?? null,
      validUntil: data.validUntil ?? null,
      maxUses: data.maxUses ?? null,
      uses: 0,
      planIds: data.planIds ?? null,
      active: data.active ?? true,
      createdAt: "2025-01-08T00:00:00.000Z",
    });
    state.coupons.push(coupon);
    serveCoupon(coupon.id);
    return { status: 201, body: { coupon } };
  });

  return { state };
}
