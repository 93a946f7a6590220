import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PlaceOrderBody, PlaceOrderResponse } from "@proparena/contracts/trading";
import { apiFetch } from "../../../lib/api-client";
import { applyAccount, applyOrder, upsertPosition } from "../lib/cache-updates";

/** POST /api/accounts/:id/orders -> 201 {order, position, account}; 400 {message} with the engine's reason. */
export function placeOrder(accountId: string, body: PlaceOrderBody): Promise<PlaceOrderResponse> {
  return apiFetch<PlaceOrderResponse>(`/accounts/${encodeURIComponent(accountId)}/orders`, {
    method: "POST",
    body,
  });
}

export function usePlaceOrder(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PlaceOrderBody) => placeOrder(accountId, body),
    onSuccess: ({ order, position, account }) => {
      applyAccount(queryClient, account);
      applyOrder(queryClient, order);
      if (position) upsertPosition(queryClient, position);
    },
  });
}
