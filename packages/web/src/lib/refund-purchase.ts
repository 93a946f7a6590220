import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "./api";
import { adminListKeys } from "./get-admin-list";

/** POST /admin/purchases/:id/refund {reason} -> the refunded purchase (409: not refundable). */
export function refundPurchase(id: string, reason: string) {
  return api("POST /admin/purchases/:id/refund", { params: { id }, body: { reason } });
}

export function useRefundPurchase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) => refundPurchase(id, reason),
    // A purchase or a merch order: both lists show refunds.
    onSuccess: () =>
      Promise.all(
        (["purchases", "merchorders"] as const).map((list) =>
          queryClient.invalidateQueries({ queryKey: adminListKeys.list(list) }),
        ),
      ),
  });
}
