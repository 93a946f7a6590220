import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ModifyOrderBody, Order } from "@proparena/contracts/trading";
import { api } from "../../../lib/api";
import { applyOrder } from "../lib/cache-updates";

/** PATCH /accounts/:id/orders/:orderId {price?, stopLoss?, takeProfit?} -> the order. */
export function modifyOrder(
  accountId: string,
  orderId: string,
  body: ModifyOrderBody,
): Promise<Order> {
  return api("PATCH /accounts/:id/orders/:orderId", { params: { id: accountId, orderId }, body });
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
