import { useQuery } from "@tanstack/react-query";
import type { MerchItem } from "@proparena/contracts/merch";
import { api } from "../../../lib/api";

export const merchKey = ["merch", "active"] as const;

/** GET /merch -> {items}: the active items of the merch catalogue. */
export async function getMerch(): Promise<MerchItem[]> {
  const { items } = await api("GET /merch");
  return items;
}

export function useMerch() {
  return useQuery({ queryKey: merchKey, queryFn: getMerch });
}
