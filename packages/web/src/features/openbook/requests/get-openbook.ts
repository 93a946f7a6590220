import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { OpenbookListResponse } from "@proparena/contracts/openbook";
import { api } from "../../../lib/api";
import type { OpenbookFilters } from "../lib/openbook-filters";

/** GET /openbook?phase=&symbol=&minReturn=&maxDrawdown=&sort=&offset=&limit= -> one page. Public. */
export function getOpenbook(filters: OpenbookFilters): Promise<OpenbookListResponse> {
  return api("GET /openbook", { query: filters });
}

export function useOpenbook(filters: OpenbookFilters) {
  return useQuery({
    queryKey: ["openbook", "list", filters],
    queryFn: () => getOpenbook(filters),
    // Paging and filtering keep the last page on screen until the next one is in.
    placeholderData: keepPreviousData,
  });
}
