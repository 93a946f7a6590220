import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminDeleteResponse, AdminDeleteTarget } from "@proparena/contracts/admin";
import { api } from "./api";

/** DELETE /admin/delete-<target> (positions, orders, trade-histories, accounts, users). */
export function deleteAdminData(target: AdminDeleteTarget): Promise<AdminDeleteResponse> {
  return api(`DELETE /admin/delete-${target}`);
}

export const adminKeys = { all: ["admin"] as const };

export function useDeleteAdminData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAdminData,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
