import { eq } from "drizzle-orm";
import type { Db } from "../../db/database";
import { coupons } from "../../db/schema";
import { couponView } from "./coupon-views";
import { audit, loadForUpdate, type Actor } from "./coupon-edits";

/** Deletes a coupon; purchases that used it keep its code. */
export async function deleteCoupon(db: Db, actor: Actor, id: string) {
  await db.transaction(async (tx) => {
    const before = await loadForUpdate(tx, id);
    await tx.delete(coupons).where(eq(coupons.id, id));
    await audit(tx, actor, "delete-coupon", { before: couponView(before) });
  });
}
