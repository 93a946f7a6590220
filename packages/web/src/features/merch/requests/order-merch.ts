import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { MerchOrderBody, MerchOrderCreated } from "@proparena/contracts/merch";
import { api } from "../../../lib/api";
import { navigateTo } from "../../../lib/purchase-actions";
import { merchOrdersKey } from "./get-merch-orders";

/** POST /merch/orders -> the order and its payment page (409: out of stock, and why). */
export function orderMerch(body: MerchOrderBody): Promise<MerchOrderCreated> {
  return api("POST /merch/orders", { body });
}

/** Orders an item and goes to its payment page. */
export function useOrderMerch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: orderMerch,
    onSuccess: async ({ redirectUrl }) => {
      await queryClient.invalidateQueries({ queryKey: merchOrdersKey });
      navigateTo.assign(redirectUrl);
    },
  });
}
