import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ClosePositionResponse } from "@proparena/contracts/trading";
import { api } from "../../../lib/api";
import { applyAccount, refreshTrades, removePosition } from "../lib/cache-updates";

/** POST /accounts/:id/positions/:positionId/close -> {trade, account}. */
export function closePosition(
  accountId: string,
  positionId: string,
): Promise<ClosePositionResponse> {
  return api("POST /accounts/:id/positions/:positionId/close", {
    params: { id: accountId, positionId },
  });
}

export function useClosePosition(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (positionId: string) => closePosition(accountId, positionId),
    onSuccess: ({ account }, positionId) => {
      removePosition(queryClient, accountId, positionId);
      applyAccount(queryClient, account);
      refreshTrades(queryClient, accountId);
    },
  });
}
