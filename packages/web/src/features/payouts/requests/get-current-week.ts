import { useQuery } from "@tanstack/react-query";
import type { CurrentWeek } from "@proparena/contracts/payouts";
import { api } from "../../../lib/api";

/** GET /payouts/current: the running week as it would settle now, and the pools. */
export function getCurrentWeek(): Promise<CurrentWeek> {
  return api("GET /payouts/current");
}

export function useCurrentWeek() {
  return useQuery({
    queryKey: ["payouts", "current"],
    queryFn: getCurrentWeek,
    refetchInterval: 30_000,
  });
}
