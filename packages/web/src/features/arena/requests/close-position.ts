import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ClosePositionResponse } from "@proparena/contracts/trading";
import { api } from "../../../lib/api";
import { arenaKeys } from "../lib/arena-keys";
import { applyAccount, refreshTrades, removePosition } from "../lib/cache-updates";

/**
 * POST /accounts/:id/positions/:positionId/close [{volume}] -> {trade, account}: the whole
 * position, or `volume` lots of it (a partial close: the rest stays open under its id).
 */
export function closePosition(
  accountId: string,
  positionId: string,
  volume?: number,
): Promise<ClosePositionResponse> {
  return api("POST /accounts/:id/positions/:positionId/close", {
    params: { id: accountId, positionId },
    ...(volume === undefined ? {} : { body: { volume } }),
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

/** Closes part of a position: the rest's figures reload with the positions. */
export function useClosePositionPart(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ positionId, volume }: { positionId: string; volume: number }) =>
      closePosition(accountId, positionId, volume),
    onSuccess: ({ account, trade }, { positionId }) => {
      // The whole volume closed it: it leaves at once; else the rest reloads.
      if (trade.id === positionId) removePosition(queryClient, accountId, positionId);
      void queryClient.invalidateQueries({ queryKey: arenaKeys.positions(accountId) });
      applyAccount(queryClient, account);
      refreshTrades(queryClient, accountId);
    },
  });
}
