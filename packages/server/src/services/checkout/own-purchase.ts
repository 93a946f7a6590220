import { and, eq, type SQL } from "drizzle-orm";
import { purchases } from "../../db/schema";
import { conflict, notFound } from "../../lib/http-error";
import { isUuid } from "../../lib/is-uuid";
import type { UserRow } from "../auth/public-user";
import type { ServiceContext } from "../service-context";
import type { PurchaseRow } from "./purchase-views";

// The trader's own purchase (404 for anyone else's), and the refusal of one no longer pending.

/** The condition "the user's purchases of one product" (challenges, merch orders), and more. */
export function ownPurchasesOf(
  userId: string,
  product: "challenge" | "merch",
  ...more: SQL[]
): SQL | undefined {
  return and(eq(purchases.userId, userId), eq(purchases.product, product), ...more);
}

/** One of the trader's purchases (a challenge or a merch order); another's is 404. */
export async function ownPurchase(ctx: ServiceContext, user: UserRow, id: string) {
  const [row] = isUuid(id)
    ? await ctx.db
        .select()
        .from(purchases)
        .where(and(eq(purchases.id, id), eq(purchases.userId, user.id)))
    : [];
  if (!row) throw notFound("Purchase not found");
  return row;
}

export function notPending(row: PurchaseRow): never {
  if (row.status === "paid") throw conflict("This purchase is already paid.");
  throw conflict(`This purchase has ended (${row.status}); start a new one.`);
}
