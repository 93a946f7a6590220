import type { Coupon } from "@proparena/contracts/checkout";
import type { CouponTerms } from "@proparena/domain/ledger/coupons";
import type { coupons } from "../../db/schema";

type CouponRow = typeof coupons.$inferSelect;

/** A coupon row as the domain's pricing terms. */
export function couponTerms(row: CouponRow): CouponTerms {
  return {
    code: row.code,
    kind: row.kind as CouponTerms["kind"],
    percentOff: row.percentOff,
    amountOff: row.amountOffCents,
    validFrom: row.validFrom?.getTime() ?? null,
    validUntil: row.validUntil?.getTime() ?? null,
    maxUses: row.maxUses,
    uses: row.uses,
    planIds: row.planIds ?? null,
    active: row.active,
  };
}

export function couponView(row: CouponRow): Coupon {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind as Coupon["kind"],
    percentOff: row.percentOff,
    amountOffCents: row.amountOffCents,
    validFrom: row.validFrom?.toISOString() ?? null,
    validUntil: row.validUntil?.toISOString() ?? null,
    maxUses: row.maxUses,
    uses: row.uses,
    planIds: row.planIds ?? null,
    active: row.active,
    createdAt: row.createdAt.toISOString(),
  };
}
