import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ModifyOrderBody, Order } from "@proparena/contracts/trading";
import { apiFetch } from "../../../lib/api-client";
import { applyOrder } from "../lib/cache-updates";

/** PATCH /api/accounts/:id/orders/:orderId {price?, stopLoss?, takeProfit?} -> the order. */
export function modifyOrder(
  accountId: string,
  orderId: string,
  body: ModifyOrderBody,
): Promise<Order> {
  return apiFetch<Order>(
    `/accounts/${encodeURIComponent(accountId)}/orders/${encodeURIComponent(orderId)}`,
    { method: "PATCH", body },
  );
}

export function useModifyOrder(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, body }: { orderId: string; body: ModifyOrderBody }) =>
      modifyOrder(accountId, orderId, body),
    onSuccess: (order) => {
      if (order && typeof order === "object" && "status" in order) applyOrder(queryClient, order);
    },
  });
}
