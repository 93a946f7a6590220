import { asc } from "drizzle-orm";
import type { Db } from "../../db/database";
import { coupons } from "../../db/schema";
import { couponView } from "./coupon-views";

export async function listCoupons(db: Db) {
  const rows = await db.select().from(coupons).orderBy(asc(coupons.code));
  return rows.map(couponView);
}
