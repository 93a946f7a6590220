import { and, eq } from "drizzle-orm";
import { purchases } from "../../db/schema";
import { newestFirstPage } from "../keyset-page";
import { purchaseView } from "./purchase-views";
import type { ServiceContext } from "../service-context";

/** The trader's own challenge purchases, newest first (merch orders are listed with merch). */
export async function listMyPurchases(
  { db }: ServiceContext,
  userId: string,
  limit: number,
  cursor?: string,
) {
  return newestFirstPage(
    db.select().from(purchases).$dynamic(),
    [purchases.createdAt, purchases.id],
    and(eq(purchases.userId, userId), eq(purchases.product, "challenge")),
    { cursor, limit },
    (r) => ({ time: r.createdAt, id: r.id }),
    purchaseView,
  );
}
