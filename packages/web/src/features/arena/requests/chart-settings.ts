import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ChartSettings } from "@proparena/contracts/arena-tools";
import { api } from "../../../lib/api";
import { toolsKeys } from "../lib/tools-keys";

/** GET /chart/settings -> the trader's indicators (every symbol's chart). */
export function useChartSettings() {
  return useQuery({
    queryKey: toolsKeys.chartSettings(),
    queryFn: () => api("GET /chart/settings"),
    staleTime: Infinity,
  });
}

/** PUT /chart/settings: the list as it is now; shown at once, put back if the server refuses. */
export function useSaveChartSettings() {
  const queryClient = useQueryClient();
  const key = toolsKeys.chartSettings();
  return useMutation({
    mutationFn: (body: ChartSettings) => api("PUT /chart/settings", { body }),
    onMutate: async (next) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<ChartSettings>(key);
      queryClient.setQueryData(key, next);
      return { previous };
    },
    onError: (_error, _next, context) => queryClient.setQueryData(key, context?.previous),
    onSuccess: (saved) => queryClient.setQueryData(key, saved),
  });
}
