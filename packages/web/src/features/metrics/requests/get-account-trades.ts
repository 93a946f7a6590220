import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import type { TradesPage } from "@proparena/contracts/trading";
import { api } from "../../../lib/api";
import { toTradeFilters, type JournalFilters } from "../lib/journal-filters";
import { metricsKeys } from "../lib/metrics-keys";

export const JOURNAL_PAGE_SIZE = 50;

/** GET /accounts/:id/trades?limit=&cursor=&symbol=&side=&from=&to= -> a page, newest first. */
export function getAccountTrades(
  accountId: string,
  filters: JournalFilters,
  cursor: string | null,
): Promise<TradesPage> {
  return api("GET /accounts/:id/trades", {
    params: { id: accountId },
    query: { ...toTradeFilters(filters), limit: JOURNAL_PAGE_SIZE, cursor },
  });
}

export function accountTradesQuery(accountId: string, filters: JournalFilters) {
  return infiniteQueryOptions({
    queryKey: metricsKeys.trades(accountId, filters),
    queryFn: ({ pageParam }) => getAccountTrades(accountId, filters, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // A filter change keeps the rows on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}

export function useAccountTrades(accountId: string, filters: JournalFilters) {
  return useInfiniteQuery(accountTradesQuery(accountId, filters));
}
