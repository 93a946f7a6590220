import type { AdminListRow } from "@proparena/contracts/admin-lists";
import { and, eq, getTableColumns, or, sql } from "drizzle-orm";
import { purchases } from "../../../db/schema";
import { isUuid } from "../../../lib/is-uuid";
import { idEquals, startsWith, type ListDefinition } from "./list-engine";

type Row = typeof purchases.$inferSelect;

export const purchasesList: ListDefinition<Row, AdminListRow<"purchases">> = {
  name: "purchases",
  id: purchases.id,
  sorts: {
    createdAt: { column: purchases.createdAt, kind: "time" },
    amount: { column: purchases.amountCents, kind: "number" },
  },
  filters: {
    status: (v) => eq(purchases.status, v),
    plan: (v) => eq(purchases.planId, v),
    userId: (v) => idEquals(purchases.userId, v),
  },
  search(term) {
    if (isUuid(term)) return or(eq(purchases.id, term), eq(purchases.userId, term));
    return or(
      sql`lower(${purchases.email}) like ${startsWith(term)}`,
      eq(purchases.receiptNumber, term.toUpperCase()),
    );
  },
  read: (db, where, orderBy, limit, sortValue) =>
    db
      .select({ ...getTableColumns(purchases), sortValue })
      .from(purchases)
      // Challenge purchases; merch orders have their own list.
      .where(and(eq(purchases.product, "challenge"), where))
      .orderBy(...orderBy)
      .limit(limit),
  view: (p) => ({
    id: p.id,
    userId: p.userId,
    email: p.email,
    receiptNumber: p.receiptNumber,
    planId: p.planId ?? "",
    amountCents: p.amountCents,
    couponCode: p.couponCode,
    status: p.status,
    provider: p.provider,
    accountId: p.accountId,
    createdAt: p.createdAt.toISOString(),
    paidAt: p.paidAt?.toISOString() ?? null,
  }),
};
