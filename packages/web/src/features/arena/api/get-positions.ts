import { useQuery } from "@tanstack/react-query";
import type { Position } from "@proparena/contracts/trading";
import { apiFetch } from "../../../lib/api-client";
import { arenaKeys } from "../lib/arena-keys";

export interface PositionsResponse {
  items: Position[];
}

/** GET /api/accounts/:id/positions -> {items}: the open positions. */
export function getPositions(accountId: string): Promise<PositionsResponse> {
  return apiFetch<PositionsResponse>(`/accounts/${encodeURIComponent(accountId)}/positions`);
}

export function usePositions(accountId: string | null) {
  return useQuery({
    queryKey: arenaKeys.positions(accountId ?? ""),
    queryFn: () => getPositions(accountId as string),
    enabled: accountId !== null,
  });
}
