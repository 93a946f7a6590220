import { useQuery } from "@tanstack/react-query";
import type { PublicStats } from "@proparena/contracts/public-site";
import { api } from "../../../lib/api";

/** GET /public/stats: the landing page's live figures and tickers (zeros when empty). */
export function getPublicStats(): Promise<PublicStats> {
  return api("GET /public/stats");
}

export function usePublicStats({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: ["public-stats"],
    queryFn: getPublicStats,
    enabled,
    staleTime: 30_000,
  });
}
