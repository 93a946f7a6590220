import { useQuery } from "@tanstack/react-query";
import type { PlansResponse } from "@proparena/contracts/plans";
import { apiFetch } from "./api-client";

/** GET /api/plans: every plan with its phase figures (DESIGN §5, one source of truth). */
export function getPlans(): Promise<PlansResponse> {
  return apiFetch<PlansResponse>("/plans");
}

export function usePlans({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: ["plans"], queryFn: getPlans, enabled, staleTime: 5 * 60_000 });
}
