import { useQuery } from "@tanstack/react-query";
import type { FillQualityResponse } from "@proparena/contracts/fill-quality";
import { api } from "../../../lib/api";

export const fillQualityQueryKey = ["status", "fills"] as const;

/** GET /status/fills (public): per symbol, our fills against the reference venue, 24 h. */
export function getFillQuality(): Promise<FillQualityResponse> {
  return api("GET /status/fills");
}

export function useFillQuality() {
  return useQuery({
    queryKey: fillQualityQueryKey,
    queryFn: getFillQuality,
    // The server keeps an answer 10 s; a minute is fresh enough for a status page.
    refetchInterval: 60_000,
  });
}
