import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { PayoutRequest, MyPayoutRequests } from "@proparena/contracts/payout-requests";
import { api } from "../../../lib/api";

/** GET /payout-requests: what the trader is owed and their transfer requests. */
export function getMyPayoutRequests(): Promise<MyPayoutRequests> {
  return api("GET /payout-requests");
}

export function useMyPayoutRequests() {
  return useQuery({ queryKey: ["payout-requests"], queryFn: getMyPayoutRequests });
}

/** POST /payout-requests */
export function useCreatePayoutRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: {
      amountCents: number;
      method: PayoutRequest["method"];
      destination: string;
    }) => api("POST /payout-requests", { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: ["payout-requests"] }),
  });
}
