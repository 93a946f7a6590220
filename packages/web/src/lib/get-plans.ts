import { useQuery } from "@tanstack/react-query";
import type { PlansResponse } from "@proparena/contracts/plans";
import { api } from "./api";

/**
 * GET /plans: every plan with its phase figures (DESIGN §5, one source of truth), of the
 * rule set in force or of a published `version`, with the list of versions.
 */
export function getPlans(version?: number): Promise<PlansResponse> {
  return api("GET /plans", { query: { version } });
}

export function usePlans({
  enabled = true,
  version,
}: { enabled?: boolean; version?: number } = {}) {
  return useQuery({
    queryKey: version === undefined ? ["plans"] : ["plans", version],
    queryFn: () => getPlans(version),
    enabled,
    staleTime: 5 * 60_000,
  });
}
