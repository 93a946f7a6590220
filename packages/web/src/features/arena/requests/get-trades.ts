import { useInfiniteQuery } from "@tanstack/react-query";
import type { TradesPage } from "@proparena/contracts/trading";
import { api } from "../../../lib/api";
import { arenaKeys } from "../lib/arena-keys";

export const TRADES_PAGE_SIZE = 25;

/** GET /accounts/:id/trades?limit=&cursor= -> {items, nextCursor}, newest first. */
export function getTrades(accountId: string, cursor: string | null): Promise<TradesPage> {
  return api("GET /accounts/:id/trades", {
    params: { id: accountId },
    query: { limit: TRADES_PAGE_SIZE, cursor },
  });
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
