import { useInfiniteQuery } from "@tanstack/react-query";
import type { KYC_SUBMISSION_STATUSES, AdminKycPage } from "@proparena/contracts/kyc";
import { api } from "../../../lib/api";
import { adminKeys } from "../../../lib/delete-admin-data";

/** The contract's type, for the components that import it from here. */
export type { AdminKycPage };

export type KycReviewStatus = (typeof KYC_SUBMISSION_STATUSES)[number];

/** The KYC review queue's queries, under ["admin"] so DeleteAll refreshes them too. */
export const adminKycKeys = {
  all: [...adminKeys.all, "kyc"] as const,
  lists: [...adminKeys.all, "kyc", "list"] as const,
  list: (status: KycReviewStatus) => [...adminKeys.all, "kyc", "list", status] as const,
  submission: (id: string) => [...adminKeys.all, "kyc", "submission", id] as const,
};

export const KYC_QUEUE_PAGE_SIZE = 25;

/** GET /admin/kyc?status=&cursor=&limit= -> {items, nextCursor}; waiting ones oldest first. */
export function getAdminKycQueue(
  status: KycReviewStatus,
  cursor: string | null,
): Promise<AdminKycPage> {
  return api("GET /admin/kyc", { query: { status, limit: KYC_QUEUE_PAGE_SIZE, cursor } });
}

/** One status's submissions, a page at a time ("Load more" asks for the next). */
export function useAdminKycQueue(status: KycReviewStatus) {
  return useInfiniteQuery({
    queryKey: adminKycKeys.list(status),
    queryFn: ({ pageParam }) => getAdminKycQueue(status, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}
