import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { PayoutRequest } from "@proparena/contracts/payout-requests";
import { apiFetch } from "../../../lib/api-client";

export interface MyPayoutRequests {
  owedCents: number;
  availableCents: number;
  requests: PayoutRequest[];
}

/** GET /api/payout-requests: what the trader is owed and their transfer requests. */
export function getMyPayoutRequests(): Promise<MyPayoutRequests> {
  return apiFetch<MyPayoutRequests>("/payout-requests");
}

export function useMyPayoutRequests() {
  return useQuery({ queryKey: ["payout-requests"], queryFn: getMyPayoutRequests });
}

/** POST /api/payout-requests */
export function useCreatePayoutRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: {
      amountCents: number;
      method: PayoutRequest["method"];
      destination: string;
    }) => apiFetch<{ request: PayoutRequest }>("/payout-requests", { method: "POST", body }),
    onSuccess: () => client.invalidateQueries({ queryKey: ["payout-requests"] }),
  });
}
