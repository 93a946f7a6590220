import { useQuery } from "@tanstack/react-query";
import type { PayoutCredit, PayoutWeek } from "@proparena/contracts/payouts";
import { apiFetch } from "../../../lib/api-client";

/** GET /api/payouts/:week: the week and its credits with their proofs. */
export function getPayoutWeek(weekKey: string) {
  return apiFetch<{ week: PayoutWeek; credits: PayoutCredit[] }>(`/payouts/${weekKey}`);
}

export function usePayoutWeek(weekKey: string | null) {
  return useQuery({
    queryKey: ["payouts", weekKey],
    queryFn: () => getPayoutWeek(weekKey!),
    enabled: weekKey !== null,
    staleTime: 5 * 60_000,
  });
}
