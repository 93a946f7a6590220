import { queryOptions, useQuery } from "@tanstack/react-query";
import type { DailyResponse } from "@proparena/contracts/metrics";
import { apiFetch } from "../../../lib/api-client";
import { metricsKeys } from "../lib/metrics-keys";

/** GET /api/accounts/:id/daily -> one row per day: P&L, trades, closing balance. */
export function getAccountDaily(accountId: string): Promise<DailyResponse> {
  return apiFetch<DailyResponse>(`/accounts/${encodeURIComponent(accountId)}/daily`);
}

export function accountDailyQuery(accountId: string) {
  return queryOptions({
    queryKey: metricsKeys.daily(accountId),
    queryFn: () => getAccountDaily(accountId),
    refetchInterval: 60_000,
  });
}

export function useAccountDaily(accountId: string) {
  return useQuery(accountDailyQuery(accountId));
}
