import type { CheckoutQuote } from "@proparena/contracts/checkout";
import { type PricedCheckout } from "./price-checkout";
import { sizeLabel } from "./plan-labels";

// A priced checkout as the API's quote shows it.

export function quoteView(priced: PricedCheckout): CheckoutQuote {
  return {
    planId: priced.plan.id,
    planLabel: priced.plan.label,
    sizeLabel: sizeLabel(priced.plan),
    listPriceCents: priced.listPrice,
    discountCents: priced.discount,
    amountCents: priced.amount,
    currency: "usd",
    coupon:
      priced.coupon && priced.couponDescription
        ? { code: priced.coupon.code, description: priced.couponDescription }
        : null,
  };
}
