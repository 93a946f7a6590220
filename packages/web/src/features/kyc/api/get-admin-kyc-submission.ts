import { useQuery } from "@tanstack/react-query";
import type { AdminKycSubmission } from "@proparena/contracts/kyc";
import { apiFetch } from "../../../lib/api-client";
import { adminKycKeys } from "./get-admin-kyc-queue";

/** GET /api/admin/kyc/:id -> {submission}; 404 for an unknown id. */
export async function getAdminKycSubmission(id: string): Promise<AdminKycSubmission> {
  const { submission } = await apiFetch<{ submission: AdminKycSubmission }>(
    `/admin/kyc/${encodeURIComponent(id)}`,
  );
  return submission;
}

/** The chosen submission; nothing is asked while none is chosen. */
export function useAdminKycSubmission(id: string | null) {
  return useQuery({
    queryKey: adminKycKeys.submission(id ?? ""),
    queryFn: () => getAdminKycSubmission(id ?? ""),
    enabled: id !== null,
  });
}
