import type { Cents } from "../core/money";

/**
 * Coupons on a challenge's price: a percentage or a fixed amount off, within a validity window,
 * up to a number of uses, for some plans or all. Pure: the caller passes the time and the uses.
 */
export interface CouponTerms {
  readonly code: string;
  readonly kind: "percent" | "fixed";
  /** 1-100 for a percent coupon. */
  readonly percentOff: number | null;
  readonly amountOff: Cents | null;
  /** ms since the epoch, inclusive; null: from the start. */
  readonly validFrom: number | null;
  /** ms since the epoch, exclusive; null: forever. */
  readonly validUntil: number | null;
  readonly maxUses: number | null;
  readonly uses: number;
  /** Plan ids it applies to; null: every plan. */
  readonly planIds: readonly string[] | null;
  readonly active: boolean;
}

export type CouponResult =
  | {
      readonly ok: true;
      readonly discount: Cents;
      readonly amount: Cents;
      readonly description: string;
    }
  | { readonly ok: false; readonly reason: string };

/** "20% off" or "$50.00 off". */
export function describeCoupon(
  coupon: Pick<CouponTerms, "kind" | "percentOff" | "amountOff">,
): string {
  if (coupon.kind === "percent") return `${coupon.percentOff}% off`;
  const cents = coupon.amountOff ?? 0;
  const whole = Math.floor(cents / 100).toLocaleString("en-US");
  return `$${whole}.${String(cents % 100).padStart(2, "0")} off`;
}

/**
 * The price of a plan with a coupon at `now`, or why the coupon does not apply. The discount
 * never exceeds the price; a percentage is rounded down to the cent (the trader never gets
 * more off than the coupon says).
 */
export function applyCoupon(
  coupon: CouponTerms,
  planId: string,
  listPrice: Cents,
  now: number,
): CouponResult {
  const code = coupon.code;
  if (!coupon.active) return { ok: false, reason: `The coupon ${code} is no longer valid.` };
  if (coupon.validFrom !== null && now < coupon.validFrom) {
    return { ok: false, reason: `The coupon ${code} is not valid yet.` };
  }
  if (coupon.validUntil !== null && now >= coupon.validUntil) {
    return { ok: false, reason: `The coupon ${code} has expired.` };
  }
  if (coupon.maxUses !== null && coupon.uses >= coupon.maxUses) {
    return { ok: false, reason: `The coupon ${code} has been used up.` };
  }
  if (coupon.planIds !== null && !coupon.planIds.includes(planId)) {
    return { ok: false, reason: `The coupon ${code} does not apply to the ${planId} plan.` };
  }
  const raw =
    coupon.kind === "percent"
      ? Math.floor((listPrice * (coupon.percentOff ?? 0)) / 100)
      : (coupon.amountOff ?? 0);
  const discount = Math.max(0, Math.min(listPrice, raw));
  return { ok: true, discount, amount: listPrice - discount, description: describeCoupon(coupon) };
}
