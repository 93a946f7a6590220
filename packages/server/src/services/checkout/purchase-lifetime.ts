import { PURCHASE_LIFETIME_MINUTES } from "@proparena/contracts/checkout";
import type { PurchaseRow } from "./purchase-views";

/** How long an unpaid purchase holds its coupon use or merch stock, and its payment page. */
export const PURCHASE_LIFETIME_MS = PURCHASE_LIFETIME_MINUTES * 60_000;

/** When a purchase stops being payable: 30 minutes after it began. */
export function purchaseExpiresAt(purchase: Pick<PurchaseRow, "createdAt">): Date {
  return new Date(purchase.createdAt.getTime() + PURCHASE_LIFETIME_MS);
}
