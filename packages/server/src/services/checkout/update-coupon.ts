import type { UpdateCouponBody } from "@proparena/contracts/checkout";
import { eq } from "drizzle-orm";
import { coupons } from "../../db/schema";
import { couponView } from "./coupon-views";
import { audit, checkPlans, checkWindow, loadForUpdate, toDate, type Actor } from "./coupon-edits";
import type { ServiceContext } from "../service-context";

export async function updateCoupon(
  { db }: ServiceContext,
  actor: Actor,
  id: string,
  body: UpdateCouponBody,
) {
  checkPlans(body.planIds);
  return db.transaction(async (tx) => {
    const before = await loadForUpdate(tx, id);
    const validFrom = body.validFrom === undefined ? before.validFrom : toDate(body.validFrom)!;
    const validUntil = body.validUntil === undefined ? before.validUntil : toDate(body.validUntil)!;
    checkWindow(validFrom, validUntil);
    const [row] = await tx
      .update(coupons)
      .set({
        validFrom,
        validUntil,
        ...(body.maxUses !== undefined ? { maxUses: body.maxUses } : {}),
        ...(body.planIds !== undefined ? { planIds: body.planIds } : {}),
        ...(body.active !== undefined ? { active: body.active } : {}),
      })
      .where(eq(coupons.id, id))
      .returning();
    await audit(tx, actor, "update-coupon", {
      before: couponView(before),
      after: couponView(row!),
    });
    return couponView(row!);
  });
}
