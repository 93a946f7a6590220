import { useMutation } from "@tanstack/react-query";
import type { CheckoutQuote, CheckoutQuoteBody } from "@proparena/contracts/checkout";
import { apiFetch } from "../../../lib/api-client";

/** POST /api/checkout/quote: the price with a coupon; 400 says why a coupon does not apply. */
export function quoteCheckout(body: CheckoutQuoteBody): Promise<CheckoutQuote> {
  return apiFetch<CheckoutQuote>("/checkout/quote", { method: "POST", body });
}

export function useQuoteCheckout() {
  return useMutation({ mutationFn: quoteCheckout });
}
