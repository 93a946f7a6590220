import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PaymentRedirect, PurchaseState } from "@proparena/contracts/checkout";
import { api } from "./api";

/**
 * What a trader can do with a purchase still waiting for payment (a challenge or a merch
 * order alike): pay it on its payment page again, or cancel it.
 */

/** Sends the browser to a payment page (a full navigation: it is the processor's site). */
export const navigateTo = {
  assign: (url: string) => window.location.assign(url),
};

/** The purchase lists and pages that show a purchase's status (challenges and merch orders). */
export const purchaseQueryRoots = [["purchases"], ["merch-orders"]] as const;

/** POST /purchases/:id/pay -> {redirectUrl}: its payment page (409 once paid or ended). */
export function payPurchase(id: string): Promise<PaymentRedirect> {
  return api("POST /purchases/:id/pay", { params: { id } });
}

/** POST /purchases/:id/cancel -> its status after (409 when it was paid or ended). */
export function cancelPurchase(id: string): Promise<PurchaseState> {
  return api("POST /purchases/:id/cancel", { params: { id } });
}

/** Opens the purchase's payment page again; the page is left for it on success. */
export function usePayPurchase() {
  return useMutation({
    mutationFn: payPurchase,
    onSuccess: ({ redirectUrl }) => navigateTo.assign(redirectUrl),
  });
}

/** Cancels a pending purchase and refreshes every list that shows it. */
export function useCancelPurchase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelPurchase,
    onSettled: () =>
      Promise.all(
        purchaseQueryRoots.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}
