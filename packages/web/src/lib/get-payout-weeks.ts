import { useQuery } from "@tanstack/react-query";
import type { PayoutWeek } from "@proparena/contracts/payouts";
import { apiFetch } from "./api-client";

/** GET /api/payouts: settled weeks, newest first. */
export async function getPayoutWeeks(): Promise<PayoutWeek[]> {
  return (await apiFetch<{ weeks: PayoutWeek[] }>("/payouts")).weeks;
}

export function usePayoutWeeks() {
  return useQuery({ queryKey: ["payouts"], queryFn: getPayoutWeeks, staleTime: 60_000 });
}
