import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Order } from "@proparena/contracts/trading";
import { api } from "../../../lib/api";
import { arenaKeys } from "../lib/arena-keys";

/** DELETE /accounts/:id/orders/:orderId -> the cancelled order (or an empty body). */
export function cancelOrder(accountId: string, orderId: string): Promise<unknown> {
  return api("DELETE /accounts/:id/orders/:orderId", { params: { id: accountId, orderId } });
}

export function useCancelOrder(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: string) => cancelOrder(accountId, orderId),
    onSuccess: (_answer, orderId) => {
      queryClient.setQueryData<Order[]>(arenaKeys.pendingOrders(accountId), (current) =>
        current?.filter((order) => order.id !== orderId),
      );
    },
  });
}
