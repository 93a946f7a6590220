import { useQuery } from "@tanstack/react-query";
import type { AdminKycSubmission } from "@proparena/contracts/kyc";
import { api } from "../../../lib/api";
import { adminKycKeys } from "./get-admin-kyc-queue";

/** GET /admin/kyc/:id -> {submission}; 404 for an unknown id. */
export async function getAdminKycSubmission(id: string): Promise<AdminKycSubmission> {
  const { submission } = await api("GET /admin/kyc/:id", { params: { id } });
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
