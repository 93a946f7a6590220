import { queryOptions, useQuery } from "@tanstack/react-query";
import type { EquityResponse } from "@proparena/contracts/metrics";
import { api } from "../../../lib/api";
import { METRICS_REFRESH_MS, metricsKeys } from "../lib/metrics-keys";

/** Points enough for a chart a few hundred pixels wide; the server thins the curve evenly. */
export const EQUITY_MAX_POINTS = 500;

/** GET /accounts/:id/equity?maxPoints= -> the balance and equity curve and today's floors. */
export function getAccountEquity(accountId: string): Promise<EquityResponse> {
  return api("GET /accounts/:id/equity", {
    params: { id: accountId },
    query: { maxPoints: EQUITY_MAX_POINTS },
  });
}

export function accountEquityQuery(accountId: string) {
  return queryOptions({
    queryKey: metricsKeys.equity(accountId),
    queryFn: () => getAccountEquity(accountId),
    refetchInterval: METRICS_REFRESH_MS,
  });
}

export function useAccountEquity(accountId: string) {
  return useQuery(accountEquityQuery(accountId));
}
