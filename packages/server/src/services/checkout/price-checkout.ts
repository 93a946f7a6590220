import { applyCoupon } from "@proparena/domain/ledger/coupons";
import { PLANS, type Plan } from "@proparena/domain/rules/plans";
import { eq } from "drizzle-orm";
import type { Db, Tx } from "../../db/database";
import { coupons } from "../../db/schema";
import { badRequest, notFound } from "../../lib/http-error";
import { couponTerms } from "./coupon-views";
import { sizeLabel } from "./plan-labels";

export type CouponRow = typeof coupons.$inferSelect;

/** A plan that can be bought, by id ("200K") or size string ("$200,000"); 404 otherwise. */
export function purchasablePlan(param: string): Plan {
  const wanted = param.trim();
  const plan = PLANS.find(
    (p) => p.price > 0 && (p.id === wanted.toUpperCase() || sizeLabel(p) === wanted),
  );
  if (!plan) throw notFound(`“${param}” is not a plan you can buy.`);
  return plan;
}

export interface PricedCheckout {
  plan: Plan;
  listPrice: number;
  discount: number;
  amount: number;
  coupon: CouponRow | null;
  couponDescription: string | null;
}

/** The price of a plan with an optional coupon at `now`; 400 with the reason for a bad coupon. */
export async function priceCheckout(
  db: Db | Tx,
  now: Date,
  planParam: string,
  couponCode: string | undefined,
): Promise<PricedCheckout> {
  const plan = purchasablePlan(planParam);
  const base = { plan, listPrice: plan.price, discount: 0, amount: plan.price };
  if (!couponCode) return { ...base, coupon: null, couponDescription: null };
  const [coupon] = await db.select().from(coupons).where(eq(coupons.code, couponCode));
  if (!coupon) throw badRequest(`The coupon ${couponCode} does not exist.`);
  const applied = applyCoupon(couponTerms(coupon), plan.id, plan.price, now.getTime());
  if (!applied.ok) throw badRequest(applied.reason);
  return {
    ...base,
    discount: applied.discount,
    amount: applied.amount,
    coupon,
    couponDescription: applied.description,
  };
}
