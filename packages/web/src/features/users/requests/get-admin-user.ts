import { useQuery } from "@tanstack/react-query";
import type { AdminUserDetail } from "@proparena/contracts/admin-users";
import { api } from "../../../lib/api";
import { adminDetailKeys } from "../../../lib/admin-detail-keys";

/** GET /admin/users/:id -> one user with accounts, purchases, sessions and audit trail (404 unknown). */
export async function getAdminUser(id: string): Promise<AdminUserDetail> {
  const { user } = await api("GET /admin/users/:id", { params: { id } });
  return user;
}

export function useAdminUser(id: string) {
  return useQuery({ queryKey: adminDetailKeys.user(id), queryFn: () => getAdminUser(id) });
}
