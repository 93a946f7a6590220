import { and, eq } from "drizzle-orm";
import { purchases } from "../../db/schema";
import { notFound } from "../../lib/http-error";
import { isUuid } from "../../lib/is-uuid";
import { purchaseView } from "./purchase-views";
import type { ServiceContext } from "../service-context";

/** One of the trader's purchases; someone else's is 404, like one that does not exist. */
export async function getMyPurchase({ db }: ServiceContext, userId: string, purchaseId: string) {
  const [row] = isUuid(purchaseId)
    ? await db
        .select()
        .from(purchases)
        .where(
          and(
            eq(purchases.id, purchaseId),
            eq(purchases.userId, userId),
            eq(purchases.product, "challenge"),
          ),
        )
    : [];
  if (!row) throw notFound("Purchase not found");
  return purchaseView(row);
}
