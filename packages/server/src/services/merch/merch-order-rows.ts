import { and, eq } from "drizzle-orm";
import type { Db, Tx } from "../../db/database";
import { merchOrders, purchases } from "../../db/schema";

// A merch order read with its payment row.

export async function orderWithPayment(db: Db | Tx, userId: string, id: string) {
  const [row] = await db
    .select({ order: merchOrders, purchase: purchases })
    .from(merchOrders)
    .innerJoin(purchases, eq(purchases.id, merchOrders.id))
    .where(and(eq(merchOrders.id, id), eq(merchOrders.userId, userId)));
  return row;
}
