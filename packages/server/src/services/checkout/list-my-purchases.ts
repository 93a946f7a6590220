import { purchases } from "../../db/schema";
import { newestFirstPage } from "../keyset-page";
import { ownPurchasesOf } from "./own-purchase";
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
    ownPurchasesOf(userId, "challenge"),
    { cursor, limit },
    (r) => ({ time: r.createdAt, id: r.id }),
    purchaseView,
  );
}
