import { queryOptions, useQuery } from "@tanstack/react-query";
import type { DailyResponse } from "@proparena/contracts/metrics";
import { api } from "../../../lib/api";
import { metricsKeys } from "../lib/metrics-keys";

/** GET /accounts/:id/daily -> one row per day: P&L, trades, closing balance. */
export function getAccountDaily(accountId: string): Promise<DailyResponse> {
  return api("GET /accounts/:id/daily", { params: { id: accountId } });
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
