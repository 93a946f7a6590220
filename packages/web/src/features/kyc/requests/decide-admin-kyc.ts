import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminKycSubmission } from "@proparena/contracts/kyc";
import { isApiRequestError } from "../../../lib/api-client";
import { api } from "../../../lib/api";
import { adminKycKeys } from "./get-admin-kyc-queue";

export type KycDecision =
  | { id: string; decision: "approve" }
  | {
      id: string;
      decision: "reject";
      reason: string;
    };

/**
 * POST /admin/kyc/:id/approve {} or /reject {reason} -> {submission}. A 409 means another
 * admin decided first; a 400 names "reason" when it is missing or too short.
 */
export async function decideAdminKyc(decision: KycDecision): Promise<AdminKycSubmission> {
  const body = decision.decision === "reject" ? { reason: decision.reason } : {};
  const { submission } = await api(`POST /admin/kyc/:id/${decision.decision}`, {
    params: { id: decision.id },
    body,
  });
  return submission;
}

/** Whether the server said someone else decided (or acted) first. */
export function isConflict(error: unknown): boolean {
  return isApiRequestError(error) && error.status === 409;
}

/** Keeps the decided submission; on a 409 the submission and the queues are fetched again. */
export function useDecideAdminKyc() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideAdminKyc,
    onSuccess: (submission) => {
      queryClient.setQueryData(adminKycKeys.submission(submission.id), submission);
    },
    onError: (error, decision) => {
      if (!isConflict(error)) return;
      void queryClient.invalidateQueries({ queryKey: adminKycKeys.submission(decision.id) });
      void queryClient.invalidateQueries({ queryKey: adminKycKeys.lists });
    },
  });
}
