import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PlaceOcoBody, PlaceOcoResponse } from "@proparena/contracts/trading";
import { api } from "../../../lib/api";
import { applyAccount, applyOrder } from "../lib/cache-updates";

/**
 * POST /accounts/:id/orders/oco -> 201 {orders, account}: two limit or stop orders as a
 * one-cancels-other pair (both placed or neither; 400 with the engine's reason).
 */
export function placeOcoPair(accountId: string, body: PlaceOcoBody): Promise<PlaceOcoResponse> {
  return api("POST /accounts/:id/orders/oco", { params: { id: accountId }, body });
}

export function usePlaceOcoPair(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PlaceOcoBody) => placeOcoPair(accountId, body),
    onSuccess: ({ orders, account }) => {
      applyAccount(queryClient, account);
      for (const order of orders) applyOrder(queryClient, order);
    },
  });
}
