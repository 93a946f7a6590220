import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ModifyPositionBody, Position } from "@proparena/contracts/trading";
import { api } from "../../../lib/api";
import { upsertPosition } from "../lib/cache-updates";

/** PATCH /accounts/:id/positions/:positionId {stopLoss?, takeProfit?} (null removes) -> the position. */
export function modifyPosition(
  accountId: string,
  positionId: string,
  body: ModifyPositionBody,
): Promise<Position> {
  return api("PATCH /accounts/:id/positions/:positionId", {
    params: { id: accountId, positionId },
    body,
  });
}

export function useModifyPosition(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ positionId, body }: { positionId: string; body: ModifyPositionBody }) =>
      modifyPosition(accountId, positionId, body),
    onSuccess: (position) => {
      if (position && typeof position === "object" && "openPrice" in position)
        upsertPosition(queryClient, position);
    },
  });
}
