import type { AdminListRow } from "@proparena/contracts/admin-lists";
import { eq, getTableColumns, or, sql } from "drizzle-orm";
import { merchOrders, purchases } from "../../../db/schema";
import { isUuid } from "../../../lib/is-uuid";
import { idEquals, startsWith, type ListDefinition } from "./list-engine";

type Row = typeof merchOrders.$inferSelect & {
  email: string;
  receiptNumber: string;
  paidAt: Date | null;
};

/** The merch orders to ship: with the buyer, the address and how far each got. */
export const merchOrdersList: ListDefinition<Row, AdminListRow<"merchorders">> = {
  name: "merchorders",
  id: merchOrders.id,
  sorts: {
    createdAt: { column: merchOrders.createdAt, kind: "time" },
    amount: { column: merchOrders.amountCents, kind: "number" },
  },
  filters: {
    status: (v) => eq(merchOrders.status, v),
    country: (v) => eq(merchOrders.shipCountry, v.toUpperCase()),
    itemId: (v) => idEquals(merchOrders.itemId, v),
    userId: (v) => idEquals(merchOrders.userId, v),
  },
  search(term) {
    if (isUuid(term)) return eq(merchOrders.id, term);
    return or(
      sql`lower(${purchases.email}) like ${startsWith(term)}`,
      eq(purchases.receiptNumber, term.toUpperCase()),
    );
  },
  read: (db, where, orderBy, limit, sortValue) =>
    db
      .select({
        ...getTableColumns(merchOrders),
        email: purchases.email,
        receiptNumber: purchases.receiptNumber,
        paidAt: purchases.paidAt,
        sortValue,
      })
      .from(merchOrders)
      .innerJoin(purchases, eq(purchases.id, merchOrders.id))
      .where(where)
      .orderBy(...orderBy)
      .limit(limit),
  view: (o) => ({
    id: o.id,
    userId: o.userId,
    email: o.email,
    receiptNumber: o.receiptNumber,
    itemId: o.itemId,
    itemName: o.itemName,
    quantity: o.quantity,
    amountCents: o.amountCents,
    status: o.status,
    shipName: o.shipName,
    shipAddress: [o.shipLine1, o.shipLine2, `${o.shipPostalCode} ${o.shipCity}`, o.shipRegion]
      .filter((part): part is string => !!part && part.trim() !== "")
      .join(", "),
    shipCountry: o.shipCountry,
    carrier: o.carrier,
    trackingNumber: o.trackingNumber,
    createdAt: o.createdAt.toISOString(),
    paidAt: o.paidAt?.toISOString() ?? null,
    shippedAt: o.shippedAt?.toISOString() ?? null,
    deliveredAt: o.deliveredAt?.toISOString() ?? null,
  }),
};
