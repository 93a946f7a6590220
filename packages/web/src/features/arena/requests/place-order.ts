import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PlaceOrderBody, PlaceOrderResponse } from "@proparena/contracts/trading";
import { ApiRequestError } from "../../../lib/api-client";
import { api } from "../../../lib/api";
import { applyAccount, applyOrder, upsertPosition } from "../lib/cache-updates";

/**
 * POST /accounts/:id/orders -> 201 {order, position, account}; 400 {message} with the
 * engine's reason. The body carries a clientOrderId, so a resend answers 200 with the same
 * order instead of placing a second one.
 */
export function placeOrder(accountId: string, body: PlaceOrderBody): Promise<PlaceOrderResponse> {
  return api("POST /accounts/:id/orders", { params: { id: accountId }, body });
}

export function usePlaceOrder(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PlaceOrderBody) => placeOrder(accountId, body),
    // No answer, or a server that is changing hands: resending the same body (same
    // clientOrderId) is safe, it can only return the order placed the first time.
    retry: (failures, error) =>
      failures < 2 &&
      error instanceof ApiRequestError &&
      (error.status === 0 || error.status === 503),
    retryDelay: 1_000,
    onSuccess: ({ order, position, account }) => {
      applyAccount(queryClient, account);
      applyOrder(queryClient, order);
      if (position) upsertPosition(queryClient, position);
    },
  });
}
