import { useMutation } from "@tanstack/react-query";
import type { ReplayResponse } from "@proparena/contracts/metrics";
import { api } from "../../../lib/api";

/** POST /accounts/:id/decisions/:decisionId/replay -> the decision recomputed and compared. */
export function replayDecision(accountId: string, decisionId: string): Promise<ReplayResponse> {
  return api("POST /accounts/:id/decisions/:decisionId/replay", {
    params: { id: accountId, decisionId },
  });
}

export function useReplayDecision(accountId: string, decisionId: string) {
  return useMutation({ mutationFn: () => replayDecision(accountId, decisionId) });
}
