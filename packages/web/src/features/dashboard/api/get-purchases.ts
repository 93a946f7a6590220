import { useInfiniteQuery } from "@tanstack/react-query";
import type { PurchasesPage } from "@proparena/contracts/checkout";
import { apiFetch } from "../../../lib/api-client";

const PAGE_SIZE = 20;

/** GET /api/purchases?limit=&cursor=: the trader's purchases, newest first. */
export function getPurchases(cursor: string | null): Promise<PurchasesPage> {
  const query = new URLSearchParams({ limit: String(PAGE_SIZE) });
  if (cursor) query.set("cursor", cursor);
  return apiFetch<PurchasesPage>(`/purchases?${query}`);
}

export function usePurchases() {
  return useInfiniteQuery({
    queryKey: ["purchases", "mine"],
    queryFn: ({ pageParam }) => getPurchases(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}
