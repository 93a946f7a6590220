import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import type { PurchasesPage } from "@proparena/contracts/checkout";
import { api } from "./api";

const PAGE_SIZE = 20;

/** GET /purchases?limit=&cursor=: the trader's challenge purchases, newest first. */
export function getPurchases(cursor: string | null): Promise<PurchasesPage> {
  return api("GET /purchases", { query: { limit: PAGE_SIZE, cursor } });
}

export function usePurchases() {
  return useInfiniteQuery({
    queryKey: ["purchases", "mine"],
    queryFn: ({ pageParam }) => getPurchases(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/**
 * The trader's newest purchase of `planId` still waiting for payment (and not yet expired), or
 * null: the checkout page offers to pay or cancel it rather than start another.
 */
export function usePendingPurchase(planId: string) {
  return useQuery({
    queryKey: ["purchases", "mine", "first-page"],
    queryFn: () => getPurchases(null),
    select: (page) =>
      page.items.find(
        (p) =>
          p.planId === planId &&
          p.status === "pending" &&
          p.expiresAt !== null &&
          Date.parse(p.expiresAt) > Date.now(),
      ) ?? null,
  });
}
