import { useMutation } from "@tanstack/react-query";
import type { ReplayResponse } from "@proparena/contracts/metrics";
import { apiFetch } from "../../../lib/api-client";

/** POST /api/accounts/:id/decisions/:decisionId/replay -> the decision recomputed and compared. */
export function replayDecision(accountId: string, decisionId: string): Promise<ReplayResponse> {
  return apiFetch<ReplayResponse>(
    `/accounts/${encodeURIComponent(accountId)}/decisions/${encodeURIComponent(decisionId)}/replay`,
    { method: "POST" },
  );
}

export function useReplayDecision(accountId: string, decisionId: string) {
  return useMutation({ mutationFn: () => replayDecision(accountId, decisionId) });
}
