import { useQuery } from "@tanstack/react-query";
import type { AdminListRow } from "@proparena/contracts/admin-lists";
import { api } from "../../../lib/api";
import { adminDetailKeys } from "../../../lib/admin-detail-keys";

export type AdminAccountRow = AdminListRow<"accounts">;

/**
 * One account's admin summary, from GET /admin/lists/accounts?search=<id> (an id searches
 * by account or owner id, so the row is picked by its id). Null when there is no such account.
 */
export async function getAdminAccount(accountId: string): Promise<AdminAccountRow | null> {
  const { items } = await api("GET /admin/lists/accounts", { query: { search: accountId } });
  return items.find((item) => item.id === accountId) ?? null;
}

export function useAdminAccount(accountId: string) {
  return useQuery({
    queryKey: adminDetailKeys.account(accountId),
    queryFn: () => getAdminAccount(accountId),
  });
}
