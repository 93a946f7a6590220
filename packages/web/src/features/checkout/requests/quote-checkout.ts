import { useMutation } from "@tanstack/react-query";
import type { CheckoutQuote, CheckoutQuoteBody } from "@proparena/contracts/checkout";
import { api } from "../../../lib/api";

/** POST /checkout/quote: the price with a coupon; 400 says why a coupon does not apply. */
export function quoteCheckout(body: CheckoutQuoteBody): Promise<CheckoutQuote> {
  return api("POST /checkout/quote", { body });
}

export function useQuoteCheckout() {
  return useMutation({ mutationFn: quoteCheckout });
}
