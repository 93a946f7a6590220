import { useQuery } from "@tanstack/react-query";
import type { WorkedExamplesResponse } from "@proparena/contracts/plans";
import { api } from "../../../lib/api";

/**
 * GET /plans/:id/examples?version=: the worked examples of the rules with the plan's own
 * figures, under a published rule set.
 */
export function getPlanExamples(planId: string, version: number): Promise<WorkedExamplesResponse> {
  return api("GET /plans/:id/examples", { params: { id: planId }, query: { version } });
}

export function usePlanExamples(planId: string | null, version: number) {
  return useQuery({
    queryKey: ["plans", planId, "examples", version],
    queryFn: () => getPlanExamples(planId ?? "", version),
    enabled: planId !== null,
    staleTime: 5 * 60_000,
  });
}
