import { and, eq, gte, sql } from "drizzle-orm";
import type { Tx } from "../../db/database";
import { merchItems, merchOrders } from "../../db/schema";

// How a merch order follows its payment (the `purchases` row of the same id). A pending order
// holds its items' stock; the checkout pipeline calls these in the transaction that moves the
// payment, so the order, the stock and the payment always agree.

async function restock(tx: Tx, itemId: string | null, quantity: number) {
  if (!itemId) return;
  await tx
    .update(merchItems)
    .set({ stock: sql`${merchItems.stock} + ${quantity}` })
    .where(eq(merchItems.id, itemId));
}

/** The order's payment went through. */
export async function merchOrderPaid(tx: Tx, orderId: string): Promise<void> {
  await tx.update(merchOrders).set({ status: "paid" }).where(eq(merchOrders.id, orderId));
}

/**
 * The order ended unpaid (cancelled, expired, failed): a pending one gives its stock back; one
 * that had already ended (expired, then cancelled) only takes the new status.
 */
export async function merchOrderEnded(tx: Tx, orderId: string, status: string): Promise<void> {
  const [order] = await tx
    .update(merchOrders)
    .set({ status })
    .where(and(eq(merchOrders.id, orderId), eq(merchOrders.status, "pending")))
    .returning();
  if (order) await restock(tx, order.itemId, order.quantity);
  else await tx.update(merchOrders).set({ status }).where(eq(merchOrders.id, orderId));
}

/**
 * A payment arrived after the order had ended: its stock is taken again, never below zero.
 * False when the item sold out meanwhile (the order is paid all the same: the money was taken).
 */
export async function merchOrderReopened(tx: Tx, orderId: string): Promise<boolean> {
  const [order] = await tx.select().from(merchOrders).where(eq(merchOrders.id, orderId));
  if (!order?.itemId) return true;
  const taken = await tx
    .update(merchItems)
    .set({ stock: sql`${merchItems.stock} - ${order.quantity}` })
    .where(and(eq(merchItems.id, order.itemId), gte(merchItems.stock, order.quantity)))
    .returning({ id: merchItems.id });
  return taken.length > 0;
}

/** The order was refunded: one that never shipped puts its stock back. */
export async function merchOrderRefunded(tx: Tx, orderId: string): Promise<void> {
  const [before] = await tx
    .select()
    .from(merchOrders)
    .where(eq(merchOrders.id, orderId))
    .for("update");
  if (!before) return;
  await tx.update(merchOrders).set({ status: "refunded" }).where(eq(merchOrders.id, orderId));
  if (before.status === "paid") await restock(tx, before.itemId, before.quantity);
}
