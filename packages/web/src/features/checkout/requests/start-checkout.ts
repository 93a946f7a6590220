import { useMutation } from "@tanstack/react-query";
import type { CheckoutBody, CheckoutResponse } from "@proparena/contracts/checkout";
import { api } from "../../../lib/api";

/** POST /checkout: the purchase and where to pay (the provider's page, or our success page). */
export function startCheckout(body: CheckoutBody): Promise<CheckoutResponse> {
  return api("POST /checkout", { body });
}

export function useStartCheckout() {
  return useMutation({ mutationFn: startCheckout });
}
