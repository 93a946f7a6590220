import type { AdminPurchase, Purchase } from "@proparena/contracts/checkout";
import type { purchases } from "../../db/schema";
import { planLabels } from "./plan-labels";
import { purchaseExpiresAt } from "./purchase-lifetime";

export type PurchaseRow = typeof purchases.$inferSelect;

/** A challenge purchase as the trader sees it. */
export function purchaseView(row: PurchaseRow): Purchase {
  return {
    id: row.id,
    receiptNumber: row.receiptNumber,
    planId: row.planId ?? "",
    ...planLabels(row.planId),
    listPriceCents: row.listPriceCents,
    discountCents: row.discountCents,
    amountCents: row.amountCents,
    currency: "usd",
    couponCode: row.couponCode,
    provider: row.provider as Purchase["provider"],
    status: row.status as Purchase["status"],
    statusReason: row.statusReason,
    accountId: row.accountId,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    endedAt: row.endedAt?.toISOString() ?? null,
    expiresAt: row.status === "pending" ? purchaseExpiresAt(row).toISOString() : null,
  };
}

export function adminPurchaseView(
  row: PurchaseRow,
  user: { name: string | null } | null,
): AdminPurchase {
  return {
    ...purchaseView(row),
    userId: row.userId ?? "",
    userEmail: row.email,
    userName: user?.name ?? "(deleted user)",
    providerReference: row.providerRef,
  };
}
