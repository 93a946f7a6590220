import { useQuery } from "@tanstack/react-query";
import type { PositionsResponse } from "@proparena/contracts/trading";
import { api } from "../../../lib/api";
import { arenaKeys } from "../lib/arena-keys";

/** GET /accounts/:id/positions -> {items}: the open positions. */
export function getPositions(accountId: string): Promise<PositionsResponse> {
  return api("GET /accounts/:id/positions", { params: { id: accountId } });
}

export function usePositions(accountId: string | null) {
  return useQuery({
    queryKey: arenaKeys.positions(accountId ?? ""),
    queryFn: () => getPositions(accountId as string),
    enabled: accountId !== null,
  });
}
