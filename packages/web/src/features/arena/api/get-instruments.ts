import { useQuery } from "@tanstack/react-query";
import type { InstrumentsResponse } from "@proparena/contracts/trading";
import { apiFetch } from "../../../lib/api-client";
import { arenaKeys } from "../lib/arena-keys";

/** GET /api/instruments -> {instruments} with each one's latest quote and daily change. */
export function getInstruments(): Promise<InstrumentsResponse> {
  return apiFetch<InstrumentsResponse>("/instruments");
}

export function useInstruments() {
  return useQuery({
    queryKey: arenaKeys.instruments(),
    queryFn: getInstruments,
    staleTime: 60_000,
  });
}
