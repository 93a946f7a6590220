import { useQuery } from "@tanstack/react-query";
import type { PayoutRequest, PAYOUT_REQUEST_STATUSES } from "@proparena/contracts/payout-requests";
import { apiFetch } from "../../../lib/api-client";
import { adminKeys } from "../../../lib/delete-admin-data";

export type PayoutRequestStatus = (typeof PAYOUT_REQUEST_STATUSES)[number];

/** A trader's request as admins see it (contracts adminPayoutRequestSchema). */
export interface AdminPayoutRequest extends PayoutRequest {
  userId: string;
  userEmail: string;
  userName: string;
}

export const adminPayoutRequestKeys = {
  all: [...adminKeys.all, "payout-requests"] as const,
  list: (status: PayoutRequestStatus | null) =>
    [...adminKeys.all, "payout-requests", status ?? "all"] as const,
};

/** GET /api/admin/payout-requests?status= -> {requests}; no status for all of them. */
export async function getAdminPayoutRequests(
  status: PayoutRequestStatus | null,
): Promise<AdminPayoutRequest[]> {
  const search = status ? `?${new URLSearchParams({ status })}` : "";
  const { requests } = await apiFetch<{ requests: AdminPayoutRequest[] }>(
    `/admin/payout-requests${search}`,
  );
  return requests;
}

export function useAdminPayoutRequests(status: PayoutRequestStatus | null) {
  return useQuery({
    queryKey: adminPayoutRequestKeys.list(status),
    queryFn: () => getAdminPayoutRequests(status),
  });
}
