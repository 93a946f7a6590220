import { useQuery } from "@tanstack/react-query";
import type { PayoutWeek } from "@proparena/contracts/payouts";
import { api } from "./api";

/** GET /payouts: settled weeks, newest first. */
export async function getPayoutWeeks(): Promise<PayoutWeek[]> {
  return (await api("GET /payouts")).weeks;
}

export function usePayoutWeeks() {
  return useQuery({ queryKey: ["payouts"], queryFn: getPayoutWeeks, staleTime: 60_000 });
}
