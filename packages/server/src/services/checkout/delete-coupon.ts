import { eq } from "drizzle-orm";
import { coupons } from "../../db/schema";
import { couponView } from "./coupon-views";
import { audit, loadForUpdate, type Actor } from "./coupon-edits";
import type { ServiceContext } from "../service-context";

/** Deletes a coupon; purchases that used it keep its code. */
export async function deleteCoupon({ db }: ServiceContext, actor: Actor, id: string) {
  await db.transaction(async (tx) => {
    const before = await loadForUpdate(tx, id);
    await tx.delete(coupons).where(eq(coupons.id, id));
    await audit(tx, actor, "delete-coupon", { before: couponView(before) });
  });
}
