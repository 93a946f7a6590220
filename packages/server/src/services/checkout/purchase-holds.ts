import { eq, sql } from "drizzle-orm";
import type { Tx } from "../../db/database";
import { coupons } from "../../db/schema";
import { merchOrderEnded, merchOrderReopened } from "../merch/merch-order-payment";
import type { PurchaseRow } from "./purchase-views";

/**
 * A pending purchase ended unpaid (failed, expired, cancelled; `ended` is the row after the
 * change): it gives back the coupon use it reserved, a merch order its stock, and the order
 * takes the same status. Inside the transaction that ended it.
 */
export async function endedUnpaid(tx: Tx, ended: PurchaseRow): Promise<void> {
  if (ended.couponId) {
    await tx
      .update(coupons)
      .set({ uses: sql`greatest(${coupons.uses} - 1, 0)` })
      .where(eq(coupons.id, ended.couponId));
  }
  if (ended.product === "merch") await merchOrderEnded(tx, ended.id, ended.status);
}

/**
 * A purchase that had ended unpaid was paid after all (the money was taken): it takes its
 * coupon use and its merch stock again. Answers why something could not be taken back (the
 * item sold out meanwhile), for the purchase's status reason, or null.
 */
export async function paidAfterEnd(tx: Tx, purchase: PurchaseRow): Promise<string | null> {
  if (purchase.couponId) {
    await tx
      .update(coupons)
      .set({ uses: sql`${coupons.uses} + 1` })
      .where(eq(coupons.id, purchase.couponId));
  }
  if (purchase.product === "merch" && !(await merchOrderReopened(tx, purchase.id))) {
    return "Paid after the order had ended, and the item is out of stock: restock it or refund the order.";
  }
  return null;
}
