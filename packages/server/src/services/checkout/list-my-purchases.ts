import { and, desc, eq } from "drizzle-orm";
import { purchases } from "../../db/schema";
import { decodeCursor, olderThan, pageOf } from "../keyset-page";
import { purchaseView } from "./purchase-views";
import type { ServiceContext } from "../service-context";

/** The trader's own challenge purchases, newest first (merch orders are listed with merch). */
export async function listMyPurchases(
  { db }: ServiceContext,
  userId: string,
  limit: number,
  cursor?: string,
) {
  const rows = await db
    .select()
    .from(purchases)
    .where(
      and(
        eq(purchases.userId, userId),
        eq(purchases.product, "challenge"),
        olderThan(purchases.createdAt, purchases.id, decodeCursor(cursor)),
      ),
    )
    .orderBy(desc(purchases.createdAt), desc(purchases.id))
    .limit(limit + 1);
  return pageOf(rows, limit, (r) => ({ time: r.createdAt, id: r.id }), purchaseView);
}
