import { useQuery } from "@tanstack/react-query";
import type { TradeDetail } from "@proparena/contracts/trading";
import { api } from "./api";

/**
 * GET /accounts/:id/trades/:tradeId: one closed trade with its two fills beside the
 * reference venue's quotes, its commission and its swap night by night (the arena's history
 * and the dashboard's journal both open it).
 */
export function getTradeDetail(accountId: string, tradeId: string): Promise<TradeDetail> {
  return api("GET /accounts/:id/trades/:tradeId", { params: { id: accountId, tradeId } });
}

export function useTradeDetail(accountId: string, tradeId: string | null) {
  return useQuery({
    queryKey: ["trade-detail", accountId, tradeId],
    queryFn: () => getTradeDetail(accountId, tradeId as string),
    enabled: tradeId !== null,
    // A closed trade never changes.
    staleTime: Number.POSITIVE_INFINITY,
  });
}
