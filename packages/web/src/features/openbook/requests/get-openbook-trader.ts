import { useQuery } from "@tanstack/react-query";
import type { OpenbookTraderResponse } from "@proparena/contracts/openbook";
import { api } from "../../../lib/api";

export const openbookTraderKey = (publicId: string) => ["openbook", "trader", publicId] as const;

/** GET /openbook/:publicId -> the trader and their public books. Public; 404 for no such trader. */
export function getOpenbookTrader(publicId: string): Promise<OpenbookTraderResponse> {
  return api("GET /openbook/:publicId", { params: { publicId } });
}

export function useOpenbookTrader(publicId: string) {
  return useQuery({
    queryKey: openbookTraderKey(publicId),
    queryFn: () => getOpenbookTrader(publicId),
  });
}
