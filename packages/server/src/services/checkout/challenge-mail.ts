import { formatUsd } from "@proparena/domain/core/money";
import type { ServiceContext } from "../service-context";
import { planLabels } from "./plan-labels";
import type { PurchaseRow } from "./purchase-views";

/**
 * What the e-mails about a challenge purchase (its receipt, its refund) all say: to the buyer,
 * from the product, the receipt number, the plan's size and the amount paid.
 */
export function challengeMail(ctx: ServiceContext, purchase: PurchaseRow) {
  return {
    to: purchase.email,
    productName: ctx.settings.productName,
    receiptNumber: purchase.receiptNumber,
    sizeLabel: planLabels(purchase.planId).sizeLabel,
    amount: formatUsd(purchase.amountCents),
  };
}
