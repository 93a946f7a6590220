import { useMutation } from "@tanstack/react-query";
import type { CheckoutBody, CheckoutResponse } from "@proparena/contracts/checkout";
import { apiFetch } from "../../../lib/api-client";

/** POST /api/checkout: the purchase and where to pay (the provider's page, or our success page). */
export function startCheckout(body: CheckoutBody): Promise<CheckoutResponse> {
  return apiFetch<CheckoutResponse>("/checkout", { method: "POST", body });
}

export function useStartCheckout() {
  return useMutation({ mutationFn: startCheckout });
}
