import { merchLines, purchaseLines, type LedgerLine } from "@proparena/domain/ledger/ledger";
import type { PurchaseRow } from "./purchase-views";

/**
 * What a paid purchase books, and under which references. A challenge is challenge revenue,
 * split to the pools (`purchase:<id>`, reversed by `refund:<id>`: what the weekly settlement
 * reads); a merch order is merch revenue only (`merch:<id>`, `merch-refund:<id>`).
 */
export function bookingOf(purchase: Pick<PurchaseRow, "id" | "product" | "amountCents">): {
  lines: LedgerLine[];
  ref: string;
  refundRef: string;
} {
  if (purchase.product === "merch") {
    return {
      lines: merchLines(purchase.amountCents),
      ref: `merch:${purchase.id}`,
      refundRef: `merch-refund:${purchase.id}`,
    };
  }
  return {
    lines: purchaseLines(purchase.amountCents),
    ref: `purchase:${purchase.id}`,
    refundRef: `refund:${purchase.id}`,
  };
}
