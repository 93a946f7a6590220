import { asc } from "drizzle-orm";
import { coupons } from "../../db/schema";
import { couponView } from "./coupon-views";
import type { ServiceContext } from "../service-context";

export async function listCoupons({ db }: ServiceContext) {
  const rows = await db.select().from(coupons).orderBy(asc(coupons.code));
  return rows.map(couponView);
}
