import { useQuery } from "@tanstack/react-query";
import type { CandlesResponse, Timeframe } from "@proparena/contracts/trading";
import { apiFetch } from "../../../lib/api-client";
import { arenaKeys } from "../lib/arena-keys";

export const CANDLE_LIMIT = 500;

/** GET /api/instruments/:symbol/candles?tf=&limit= -> the latest candles, `time` in seconds. */
export function getCandles(symbol: string, timeframe: Timeframe): Promise<CandlesResponse> {
  const search = new URLSearchParams({ tf: timeframe, limit: String(CANDLE_LIMIT) });
  return apiFetch<CandlesResponse>(`/instruments/${encodeURIComponent(symbol)}/candles?${search}`);
}

export function useCandles(symbol: string | null, timeframe: Timeframe) {
  return useQuery({
    queryKey: arenaKeys.candles(symbol ?? "", timeframe),
    queryFn: () => getCandles(symbol as string, timeframe),
    enabled: symbol !== null,
    // The live candle is drawn from quotes; history only needs to load once per view.
    staleTime: Infinity,
    gcTime: 60_000,
  });
}
