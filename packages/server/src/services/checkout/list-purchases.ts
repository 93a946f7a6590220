import type { AdminPurchasesQuery } from "@proparena/contracts/checkout";
import { and, desc, eq, gte, lt } from "drizzle-orm";
import type { Db } from "../../db/database";
import { purchases, users } from "../../db/schema";
import { notFound } from "../../lib/http-error";
import { isUuid } from "../../lib/is-uuid";
import { decodeCursor, olderThan, pageOf } from "../keyset-page";
import { adminPurchaseView, purchaseView } from "./purchase-views";

/** The trader's own challenge purchases, newest first (merch orders are listed with merch). */
export async function listMyPurchases(db: Db, userId: string, limit: number, cursor?: string) {
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

/** One of the trader's purchases; someone else's is 404, like one that does not exist. */
export async function getMyPurchase(db: Db, userId: string, purchaseId: string) {
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

/** Every challenge purchase, newest first, filtered by status, buyer and creation date. */
export async function listAllPurchases(db: Db, query: AdminPurchasesQuery) {
  const rows = await db
    .select({ purchase: purchases, name: users.name })
    .from(purchases)
    .leftJoin(users, eq(users.id, purchases.userId))
    .where(
      and(
        eq(purchases.product, "challenge"),
        query.status ? eq(purchases.status, query.status) : undefined,
        query.userId ? eq(purchases.userId, query.userId) : undefined,
        query.from ? gte(purchases.createdAt, new Date(query.from)) : undefined,
        query.to ? lt(purchases.createdAt, new Date(query.to)) : undefined,
        olderThan(purchases.createdAt, purchases.id, decodeCursor(query.cursor)),
      ),
    )
    .orderBy(desc(purchases.createdAt), desc(purchases.id))
    .limit(query.limit + 1);
  return pageOf(
    rows,
    query.limit,
    (r) => ({ time: r.purchase.createdAt, id: r.purchase.id }),
    (r) => adminPurchaseView(r.purchase, r.name === null ? null : { name: r.name }),
  );
}
