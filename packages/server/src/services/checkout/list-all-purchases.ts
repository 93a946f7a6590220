import type { AdminPurchasesQuery } from "@proparena/contracts/checkout";
import { and, eq, gte, lt } from "drizzle-orm";
import { purchases, users } from "../../db/schema";
import { newestFirstPage } from "../keyset-page";
import { adminPurchaseView } from "./purchase-views";
import type { ServiceContext } from "../service-context";

/** Every challenge purchase, newest first, filtered by status, buyer and creation date. */
export async function listAllPurchases({ db }: ServiceContext, query: AdminPurchasesQuery) {
  return newestFirstPage(
    db
      .select({ purchase: purchases, name: users.name })
      .from(purchases)
      .leftJoin(users, eq(users.id, purchases.userId))
      .$dynamic(),
    [purchases.createdAt, purchases.id],
    and(
      eq(purchases.product, "challenge"),
      query.status ? eq(purchases.status, query.status) : undefined,
      query.userId ? eq(purchases.userId, query.userId) : undefined,
      query.from ? gte(purchases.createdAt, new Date(query.from)) : undefined,
      query.to ? lt(purchases.createdAt, new Date(query.to)) : undefined,
    ),
    query,
    (r) => ({ time: r.purchase.createdAt, id: r.purchase.id }),
    (r) => adminPurchaseView(r.purchase, r.name === null ? null : { name: r.name }),
  );
}
