import { useQuery } from "@tanstack/react-query";
import type { MarketStatusResponse } from "@proparena/contracts/market-status";
import { api } from "../../../lib/api";

/** GET /status: each venue's health now, the sessions, the incident history. Public. */
export function getMarketStatus(): Promise<MarketStatusResponse> {
  return api("GET /status");
}

/** Refreshed every 10 seconds while the page is open: it shows the health now. */
export function useMarketStatus() {
  return useQuery({
    queryKey: ["market-status"],
    queryFn: getMarketStatus,
    refetchInterval: 10_000,
  });
}
