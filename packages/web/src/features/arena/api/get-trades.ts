import { useInfiniteQuery } from "@tanstack/react-query";
import type { TradesPage } from "@proparena/contracts/trading";
import { apiFetch } from "../../../lib/api-client";
import { arenaKeys } from "../lib/arena-keys";

export const TRADES_PAGE_SIZE = 25;

/** GET /api/accounts/:id/trades?limit=&cursor= -> {items, nextCursor}, newest first. */
export function getTrades(accountId: string, cursor: string | null): Promise<TradesPage> {
  const search = new URLSearchParams({ limit: String(TRADES_PAGE_SIZE) });
  if (cursor) search.set("cursor", cursor);
  return apiFetch<TradesPage>(`/accounts/${encodeURIComponent(accountId)}/trades?${search}`);
}

export function useTrades(accountId: string | null) {
  return useInfiniteQuery({
    queryKey: arenaKeys.trades(accountId ?? ""),
    queryFn: ({ pageParam }) => getTrades(accountId as string, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled: accountId !== null,
  });
}
