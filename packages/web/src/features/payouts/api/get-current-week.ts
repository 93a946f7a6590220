import { useQuery } from "@tanstack/react-query";
import type { CurrentWeek } from "@proparena/contracts/payouts";
import { apiFetch } from "../../../lib/api-client";

/** GET /api/payouts/current: the running week as it would settle now, and the pools. */
export function getCurrentWeek(): Promise<CurrentWeek> {
  return apiFetch<CurrentWeek>("/payouts/current");
}

export function useCurrentWeek() {
  return useQuery({
    queryKey: ["payouts", "current"],
    queryFn: getCurrentWeek,
    refetchInterval: 30_000,
  });
}
