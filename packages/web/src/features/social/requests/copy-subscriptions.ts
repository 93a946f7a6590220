import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { StartCopyBody, updateCopyBodySchema } from "@proparena/contracts/social";
import { api } from "../../../lib/api";

export const copySubscriptionsKey = ["social", "copies"] as const;
const copyTradesKey = (id: string) => ["social", "copies", id, "trades"] as const;

export type CopyLimitsChange = z.input<typeof updateCopyBodySchema>;

/** GET /copy-subscriptions -> the signed-in trader's copyings, running and stopped. */
export function useCopySubscriptions() {
  return useQuery({
    queryKey: copySubscriptionsKey,
    queryFn: () => api("GET /copy-subscriptions"),
  });
}

/** GET /copy-subscriptions/:id/trades -> the source fills one copying acted on. */
export function useCopyTrades(id: string) {
  return useQuery({
    queryKey: copyTradesKey(id),
    queryFn: () => api("GET /copy-subscriptions/:id/trades", { params: { id } }),
  });
}

function useCopyMutation<V>(send: (variables: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: copySubscriptionsKey });
      void queryClient.invalidateQueries({ queryKey: ["openbook", "trader"] });
    },
  });
}

/** POST /copy-subscriptions: start copying a public book into one's own Beta account. */
export function useStartCopy() {
  return useCopyMutation((body: StartCopyBody) => api("POST /copy-subscriptions", { body }));
}

/** PATCH /copy-subscriptions/:id: change a running copying's limits. */
export function useUpdateCopy(id: string) {
  return useCopyMutation((body: CopyLimitsChange) =>
    api("PATCH /copy-subscriptions/:id", { params: { id }, body }),
  );
}

/** POST /copy-subscriptions/:id/stop {closePositions}: end a copying, closing its copies if asked. */
export function useStopCopy(id: string) {
  return useCopyMutation((closePositions: boolean) =>
    api("POST /copy-subscriptions/:id/stop", { params: { id }, body: { closePositions } }),
  );
}
