import { useQuery } from "@tanstack/react-query";
import type { IntegrityTrade } from "@proparena/contracts/integrity";
import type { CandlesResponse } from "@proparena/contracts/trading";
import { api } from "../../../lib/api";
import { candleWindow } from "../lib/evidence-chart";
import { adminIntegrityKeys } from "./admin-integrity-keys";

/** GET /instruments/:symbol/candles?tf=&from=&to= around a symbol's evidence trades. */
export function getEvidenceCandles(
  symbol: string,
  trades: readonly IntegrityTrade[],
): Promise<CandlesResponse> {
  const { from, to, tf } = candleWindow(trades);
  return api("GET /instruments/:symbol/candles", {
    params: { symbol },
    query: { tf, from, to, limit: 2000 },
  });
}

export function useEvidenceCandles(
  flagId: string,
  symbol: string,
  trades: readonly IntegrityTrade[],
) {
  return useQuery({
    queryKey: [...adminIntegrityKeys.flag(flagId), "candles", symbol],
    queryFn: () => getEvidenceCandles(symbol, trades),
    // The past does not change.
    staleTime: Infinity,
  });
}
