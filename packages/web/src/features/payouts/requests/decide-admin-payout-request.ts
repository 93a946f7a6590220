import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PayoutRequest } from "@proparena/contracts/payout-requests";
import { api } from "../../../lib/api";
import { adminPayoutRequestKeys, type PayoutRequestStatus } from "./get-admin-payout-requests";

export type PayoutAction = "approve" | "reject" | "mark-paid";

export interface PayoutDecision {
  id: string;
  action: PayoutAction;
  /** The status the admin saw: if someone else acted first, the server answers 409. */
  expectedStatus: PayoutRequestStatus;
  /** Required to reject. */
  reason?: string;
}

/** POST /admin/payout-requests/:id/{approve|reject|mark-paid} {expectedStatus, reason?}. */
export async function decideAdminPayoutRequest({
  id,
  action,
  expectedStatus,
  reason,
}: PayoutDecision): Promise<PayoutRequest> {
  const body = reason === undefined ? { expectedStatus } : { expectedStatus, reason };
  const { request } = await api("POST /admin/payout-requests/:id/:action", {
    params: { id, action },
    body,
  });
  return request;
}

/** Whatever the answer (done, or a 409 because someone acted first), the lists are refreshed. */
export function useDecideAdminPayoutRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideAdminPayoutRequest,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminPayoutRequestKeys.all }),
  });
}
