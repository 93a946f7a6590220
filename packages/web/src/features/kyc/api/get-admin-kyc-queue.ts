import { useInfiniteQuery } from "@tanstack/react-query";
import type { AdminKycSubmission, KYC_SUBMISSION_STATUSES } from "@proparena/contracts/kyc";
import { apiFetch } from "../../../lib/api-client";
import { adminKeys } from "../../../lib/delete-admin-data";

export type KycReviewStatus = (typeof KYC_SUBMISSION_STATUSES)[number];

export interface AdminKycPage {
  items: AdminKycSubmission[];
  nextCursor: string | null;
}

/** The KYC review queue's queries, under ["admin"] so DeleteAll refreshes them too. */
export const adminKycKeys = {
  all: [...adminKeys.all, "kyc"] as const,
  lists: [...adminKeys.all, "kyc", "list"] as const,
  list: (status: KycReviewStatus) => [...adminKeys.all, "kyc", "list", status] as const,
  submission: (id: string) => [...adminKeys.all, "kyc", "submission", id] as const,
};

export const KYC_QUEUE_PAGE_SIZE = 25;

/** GET /api/admin/kyc?status=&cursor=&limit= -> {items, nextCursor}; waiting ones oldest first. */
export function getAdminKycQueue(
  status: KycReviewStatus,
  cursor: string | null,
): Promise<AdminKycPage> {
  const search = new URLSearchParams({ status, limit: String(KYC_QUEUE_PAGE_SIZE) });
  if (cursor) search.set("cursor", cursor);
  return apiFetch<AdminKycPage>(`/admin/kyc?${search}`);
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
