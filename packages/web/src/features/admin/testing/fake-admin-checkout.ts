import {
  createCouponBodySchema,
  refundBodySchema,
  updateCouponBodySchema,
} from "@proparena/contracts/checkout";
import type { Coupon } from "@proparena/contracts/checkout";
import type { FakeApi, FakeResponse } from "../../../testing/fake-api";
import type { installAdminListsFake } from "./fake-admin-lists";
import { makeCoupon } from "./sample-admin-rows";

/**
 * The admin checkout endpoints for the fake API (contracts/checkout.ts): refunds of the
 * purchases of the fake purchases list, and coupons kept in memory. Like every fake answer, they
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
  const state = { coupons: [...coupons] };

  for (const row of lists.state.purchases) {
    api.on(`POST /api/admin/purchases/${row.id}/refund`, ({ body }) => {
      const parsed = refundBodySchema.safeParse(body);
      if (!parsed.success) return invalid(parsed.error.issues);
      const current = lists.state.purchases.find((p) => p.id === row.id)!;
      if (current.status !== "paid") {
        return {
          status: 409,
          body: {
            message: `Only a paid purchase can be refunded; this one is ${current.status}.`,
            code: "CONFLICT",
          },
        };
      }
      const refunded = { ...current, status: "refunded" };
      lists.state.purchases = lists.state.purchases.map((p) => (p.id === row.id ? refunded : p));
      return {
        status: 200,
        body: {
          purchase: {
            id: refunded.id,
            receiptNumber: refunded.receiptNumber,
            planId: refunded.planId,
            planLabel: refunded.planId,
            sizeLabel: refunded.planId,
            listPriceCents: refunded.amountCents,
            discountCents: 0,
            amountCents: refunded.amountCents,
            currency: "usd",
            couponCode: refunded.couponCode,
            provider: "test",
            status: "refunded",
            statusReason: parsed.data.reason,
            accountId: refunded.accountId,
            createdAt: refunded.createdAt,
            paidAt: refunded.paidAt,
            endedAt: "2025-01-08T00:00:00.000Z",
            userId: refunded.userId ?? "u_unknown",
            userEmail: refunded.email,
            userName: "Buyer",
            providerReference: null,
          },
        },
      };
    });
  }

  const serveCoupon = (id: string) =>
    api.on(`PATCH /api/admin/coupons/${id}`, ({ body }) => {
      const parsed = updateCouponBodySchema.safeParse(body);
      if (!parsed.success) return invalid(parsed.error.issues);
      const coupon = { ...state.coupons.find((c) => c.id === id)!, ...parsed.data };
      state.coupons = state.coupons.map((c) => (c.id === id ? makeCoupon(coupon) : c));
      return { status: 200, body: { coupon } };
    });
  state.coupons.forEach((coupon) => serveCoupon(coupon.id));

  api.on("GET /api/admin/coupons", () => ({
    status: 200,
    body: { coupons: state.coupons },
  }));
  api.on("POST /api/admin/coupons", ({ body }) => {
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
