import { eq } from "drizzle-orm";
import { purchases } from "../../db/schema";
import { notFound } from "../../lib/http-error";
import { isUuid } from "../../lib/is-uuid";
import { ownPurchasesOf } from "./own-purchase";
import { purchaseView } from "./purchase-views";
import type { ServiceContext } from "../service-context";

/** One of the trader's purchases; someone else's is 404, like one that does not exist. */
export async function getMyPurchase({ db }: ServiceContext, userId: string, purchaseId: string) {
  const [row] = isUuid(purchaseId)
    ? await db
        .select()
        .from(purchases)
        .where(ownPurchasesOf(userId, "challenge", eq(purchases.id, purchaseId)))
    : [];
  if (!row) throw notFound("Purchase not found");
  return purchaseView(row);
}
