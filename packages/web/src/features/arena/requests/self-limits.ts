import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { UpdateSelfLimitsBody } from "@proparena/contracts/arena-tools";
import { api } from "../../../lib/api";
import { toolsKeys } from "../lib/tools-keys";

/** GET /account/self-limits -> the trader's own daily limit, pause and today's count. */
export function useSelfLimits() {
  return useQuery({
    queryKey: toolsKeys.selfLimits(),
    queryFn: () => api("GET /account/self-limits"),
    // Today's count moves with each order; a minute is fresh enough for the notice.
    refetchInterval: 60_000,
  });
}

/** PUT /account/self-limits -> the limits as they are now. */
export function useUpdateSelfLimits() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateSelfLimitsBody) => api("PUT /account/self-limits", { body }),
    onSuccess: (limits) => queryClient.setQueryData(toolsKeys.selfLimits(), limits),
  });
}
