import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api";

/** GET /payouts/:week: the week and its credits with their proofs. */
export function getPayoutWeek(weekKey: string) {
  return api("GET /payouts/:week", { params: { week: weekKey } });
}

export function usePayoutWeek(weekKey: string | null) {
  return useQuery({
    queryKey: ["payouts", weekKey],
    queryFn: () => getPayoutWeek(weekKey!),
    enabled: weekKey !== null,
    staleTime: 5 * 60_000,
  });
}
