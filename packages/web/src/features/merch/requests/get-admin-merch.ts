import { useQuery } from "@tanstack/react-query";
import type { MerchItem } from "@proparena/contracts/merch";
import { api } from "../../../lib/api";
import { adminKeys } from "../../../lib/delete-admin-data";

export const adminMerchKeys = { all: [...adminKeys.all, "merch"] as const };

/** GET /admin/merch -> {items}: the whole catalogue, active or not. */
export async function getAdminMerch(): Promise<MerchItem[]> {
  const { items } = await api("GET /admin/merch");
  return items;
}

export function useAdminMerch() {
  return useQuery({ queryKey: adminMerchKeys.all, queryFn: getAdminMerch });
}
