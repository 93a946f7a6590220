import { queryOptions, useQuery } from "@tanstack/react-query";
import type { DecisionsResponse } from "@proparena/contracts/metrics";
import { apiFetch } from "../../../lib/api-client";
import { metricsKeys } from "../lib/metrics-keys";

/** GET /api/accounts/:id/decisions -> the rule engine's decisions with evidence, newest first. */
export function getAccountDecisions(accountId: string): Promise<DecisionsResponse> {
  return apiFetch<DecisionsResponse>(`/accounts/${encodeURIComponent(accountId)}/decisions`);
}

/** Decisions are rare: fetched once, refreshed by the breach and pass socket events. */
export function accountDecisionsQuery(accountId: string) {
  return queryOptions({
    queryKey: metricsKeys.decisions(accountId),
    queryFn: () => getAccountDecisions(accountId),
  });
}

export function useAccountDecisions(accountId: string) {
  return useQuery(accountDecisionsQuery(accountId));
}
