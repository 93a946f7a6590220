import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { MerchOrderStatusBody } from "@proparena/contracts/merch";
import { api } from "../../../lib/api";
import { adminListKeys } from "../../../lib/get-admin-list";

/** POST /admin/merch/orders/:id/status -> the order (409 from any other status). */
export function advanceMerchOrder(id: string, body: MerchOrderStatusBody) {
  return api("POST /admin/merch/orders/:id/status", { params: { id }, body });
}

export function useAdvanceMerchOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: MerchOrderStatusBody }) =>
      advanceMerchOrder(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminListKeys.list("merchorders") }),
  });
}
