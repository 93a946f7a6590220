import { queryOptions, useQuery } from "@tanstack/react-query";
import type { DecisionsResponse } from "@proparena/contracts/metrics";
import { api } from "../../../lib/api";
import { metricsKeys } from "../lib/metrics-keys";

/** GET /accounts/:id/decisions -> the rule engine's decisions with evidence, newest first. */
export function getAccountDecisions(accountId: string): Promise<DecisionsResponse> {
  return api("GET /accounts/:id/decisions", { params: { id: accountId } });
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
