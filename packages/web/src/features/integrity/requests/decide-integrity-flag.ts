import { useMutation, useQueryClient } from "@tanstack/react-query";
import type {
  IntegrityFlag,
  IntegrityFlagStatus,
  IntegrityOutcome,
} from "@proparena/contracts/integrity";
import { api } from "../../../lib/api";
import { adminIntegrityKeys } from "./admin-integrity-keys";

export interface IntegrityDecisionInput {
  id: string;
  outcome: IntegrityOutcome;
  reason: string;
  /** The status the admin saw: if someone decided first, the server answers 409. */
  expectedStatus: IntegrityFlagStatus;
}

/** POST /admin/integrity/flags/:id/decide {outcome, reason, expectedStatus}. */
export async function decideIntegrityFlag({
  id,
  ...body
}: IntegrityDecisionInput): Promise<IntegrityFlag> {
  const { flag } = await api("POST /admin/integrity/flags/:id/decide", { params: { id }, body });
  return flag;
}

/** Whatever the answer (decided, or a 409 because someone decided first), the queue and flag are read again. */
export function useDecideIntegrityFlag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideIntegrityFlag,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminIntegrityKeys.all }),
  });
}
