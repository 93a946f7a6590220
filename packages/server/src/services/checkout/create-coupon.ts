import type { CreateCouponBody } from "@proparena/contracts/checkout";
import { coupons } from "../../db/schema";
import { conflict } from "../../lib/http-error";
import { isUniqueViolation } from "../../lib/unique-violation";
import { couponView } from "./coupon-views";
import { audit, checkPlans, checkWindow, toDate, type Actor } from "./coupon-edits";
import type { ServiceContext } from "../service-context";

export async function createCoupon({ db }: ServiceContext, actor: Actor, body: CreateCouponBody) {
  checkPlans(body.planIds);
  const validFrom = toDate(body.validFrom) ?? null;
  const validUntil = toDate(body.validUntil) ?? null;
  checkWindow(validFrom, validUntil);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(coupons)
        .values({
          code: body.code,
          kind: body.kind,
          percentOff: body.kind === "percent" ? body.percentOff : null,
          amountOffCents: body.kind === "fixed" ? body.amountOffCents : null,
          validFrom,
          validUntil,
          maxUses: body.maxUses ?? null,
          planIds: body.planIds ?? null,
          active: body.active ?? true,
        })
        .returning();
      await audit(tx, actor, "create-coupon", { after: couponView(row!) });
      return couponView(row!);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(`A coupon ${body.code} already exists.`);
    throw error;
  }
}
