import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ModifyPositionBody, Position } from "@proparena/contracts/trading";
import { apiFetch } from "../../../lib/api-client";
import { upsertPosition } from "../lib/cache-updates";

/** PATCH /api/accounts/:id/positions/:positionId {stopLoss?, takeProfit?} (null removes) -> the position. */
export function modifyPosition(
  accountId: string,
  positionId: string,
  body: ModifyPositionBody,
): Promise<Position> {
  return apiFetch<Position>(
    `/accounts/${encodeURIComponent(accountId)}/positions/${encodeURIComponent(positionId)}`,
    { method: "PATCH", body },
  );
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
