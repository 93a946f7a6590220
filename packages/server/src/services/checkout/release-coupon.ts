import { eq, sql } from "drizzle-orm";
import type { Tx } from "../../db/database";
import { coupons } from "../../db/schema";
import type { PurchaseRow } from "./purchase-views";

/** Gives back the coupon use a purchase reserved, when it ends unpaid (failed, expired). */
export async function releaseCoupon(tx: Tx, purchase: PurchaseRow): Promise<void> {
  if (!purchase.couponId) return;
  await tx
    .update(coupons)
    .set({ uses: sql`greatest(${coupons.uses} - 1, 0)` })
    .where(eq(coupons.id, purchase.couponId));
}

/** Takes a coupon use again for a purchase that ended unpaid and was paid after all. */
export async function retakeCoupon(tx: Tx, purchase: PurchaseRow): Promise<void> {
  if (!purchase.couponId) return;
  await tx
    .update(coupons)
    .set({ uses: sql`${coupons.uses} + 1` })
    .where(eq(coupons.id, purchase.couponId));
}
