import { useQuery } from "@tanstack/react-query";
import type { AdminUserDetail } from "@proparena/contracts/admin-users";
import { apiFetch } from "../../../lib/api-client";
import { adminDetailKeys } from "../../../lib/admin-detail-keys";

/** GET /api/admin/users/:id -> one user with accounts, purchases, sessions and audit trail (404 unknown). */
export async function getAdminUser(id: string): Promise<AdminUserDetail> {
  const { user } = await apiFetch<{ user: AdminUserDetail }>(
    `/admin/users/${encodeURIComponent(id)}`,
  );
  return user;
}

export function useAdminUser(id: string) {
  return useQuery({ queryKey: adminDetailKeys.user(id), queryFn: () => getAdminUser(id) });
}
