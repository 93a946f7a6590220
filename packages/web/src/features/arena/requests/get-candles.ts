import { useQuery } from "@tanstack/react-query";
import type { CandlesResponse, Timeframe } from "@proparena/contracts/trading";
import { api } from "../../../lib/api";
import { arenaKeys } from "../lib/arena-keys";

export const CANDLE_LIMIT = 500;

/** GET /instruments/:symbol/candles?tf=&limit= -> the latest candles, `time` in seconds. */
export function getCandles(symbol: string, timeframe: Timeframe): Promise<CandlesResponse> {
  return api("GET /instruments/:symbol/candles", {
    params: { symbol },
    query: { tf: timeframe, limit: CANDLE_LIMIT },
  });
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
