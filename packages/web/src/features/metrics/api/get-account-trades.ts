import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import type { TradesPage } from "@proparena/contracts/trading";
import { apiFetch } from "../../../lib/api-client";
import { tradeFilterSearch, type JournalFilters } from "../lib/journal-filters";
import { metricsKeys } from "../lib/metrics-keys";

export const JOURNAL_PAGE_SIZE = 50;

/** GET /api/accounts/:id/trades?limit=&cursor=&symbol=&side=&from=&to= -> a page, newest first. */
export function getAccountTrades(
  accountId: string,
  filters: JournalFilters,
  cursor: string | null,
): Promise<TradesPage> {
  const search = tradeFilterSearch(filters);
  search.set("limit", String(JOURNAL_PAGE_SIZE));
  if (cursor) search.set("cursor", cursor);
  return apiFetch<TradesPage>(`/accounts/${encodeURIComponent(accountId)}/trades?${search}`);
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
