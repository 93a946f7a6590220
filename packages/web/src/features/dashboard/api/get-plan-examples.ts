import { useQuery } from "@tanstack/react-query";
import type { WorkedExamplesResponse } from "@proparena/contracts/plans";
import { apiFetch } from "../../../lib/api-client";

/** GET /api/plans/:id/examples: the worked examples of the rules with the plan's own figures. */
export function getPlanExamples(planId: string): Promise<WorkedExamplesResponse> {
  return apiFetch<WorkedExamplesResponse>(`/plans/${encodeURIComponent(planId)}/examples`);
}

export function usePlanExamples(planId: string | null) {
  return useQuery({
    queryKey: ["plans", planId, "examples"],
    queryFn: () => getPlanExamples(planId ?? ""),
    enabled: planId !== null,
    staleTime: 5 * 60_000,
  });
}
