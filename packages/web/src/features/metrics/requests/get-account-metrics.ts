import { queryOptions, useQuery } from "@tanstack/react-query";
import type { MetricsResponse } from "@proparena/contracts/metrics";
import { api } from "../../../lib/api";
import { METRICS_REFRESH_MS, metricsKeys } from "../lib/metrics-keys";

/**
 * GET /accounts/:id/metrics -> the account, its objectives checklist, statistics and
 * per-instrument figures. 404 when the account is not the trader's (admins see any).
 */
export function getAccountMetrics(accountId: string): Promise<MetricsResponse> {
  return api("GET /accounts/:id/metrics", { params: { id: accountId } });
}

export function accountMetricsQuery(accountId: string) {
  return queryOptions({
    queryKey: metricsKeys.summary(accountId),
    queryFn: () => getAccountMetrics(accountId),
    // Live figures while the page is open; a failed account (404) is not asked again.
    refetchInterval: (query) => (query.state.status === "error" ? false : METRICS_REFRESH_MS),
  });
}

export function useAccountMetrics(accountId: string) {
  return useQuery(accountMetricsQuery(accountId));
}
