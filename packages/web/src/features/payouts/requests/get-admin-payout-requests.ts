import { useQuery } from "@tanstack/react-query";
import type {
  PAYOUT_REQUEST_STATUSES,
  AdminPayoutRequest,
} from "@proparena/contracts/payout-requests";
import { api } from "../../../lib/api";
import { adminKeys } from "../../../lib/delete-admin-data";

/** The contract's type, for the components that import it from here. */
export type { AdminPayoutRequest };

export type PayoutRequestStatus = (typeof PAYOUT_REQUEST_STATUSES)[number];

export const adminPayoutRequestKeys = {
  all: [...adminKeys.all, "payout-requests"] as const,
  list: (status: PayoutRequestStatus | null) =>
    [...adminKeys.all, "payout-requests", status ?? "all"] as const,
};

/** GET /admin/payout-requests?status= -> {requests}; no status for all of them. */
export async function getAdminPayoutRequests(
  status: PayoutRequestStatus | null,
): Promise<AdminPayoutRequest[]> {
  const { requests } = await api("GET /admin/payout-requests", { query: { status } });
  return requests;
}

export function useAdminPayoutRequests(status: PayoutRequestStatus | null) {
  return useQuery({
    queryKey: adminPayoutRequestKeys.list(status),
    queryFn: () => getAdminPayoutRequests(status),
  });
}
