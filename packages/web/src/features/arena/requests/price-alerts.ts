import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CreatePriceAlertBody } from "@proparena/contracts/arena-tools";
import { api } from "../../../lib/api";
import { toolsKeys } from "../lib/tools-keys";

/** GET /alerts -> the active alerts, then the last triggered ones. */
export function usePriceAlerts() {
  return useQuery({ queryKey: toolsKeys.alerts(), queryFn: () => api("GET /alerts") });
}

/** POST /alerts -> the alert; the list is read again. */
export function useCreatePriceAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreatePriceAlertBody) => api("POST /alerts", { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: toolsKeys.alerts() }),
  });
}

/** DELETE /alerts/:id -> the alert; the list is read again. */
export function useDeletePriceAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api("DELETE /alerts/:id", { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: toolsKeys.alerts() }),
  });
}
