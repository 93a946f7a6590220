import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { IntegrityFlag } from "@proparena/contracts/integrity";
import { api } from "../../../lib/api";
import { accountIntegrityKeys } from "../../../lib/get-account-integrity";

export interface AppealInput {
  flagId: string;
  statement: string;
  attachmentFileIds: string[];
}

/** POST /integrity/flags/:id/appeal {statement, attachmentFileIds}: once per flag, while open. */
export async function appealFlag({
  flagId,
  statement,
  attachmentFileIds,
}: AppealInput): Promise<IntegrityFlag> {
  const { flag } = await api("POST /integrity/flags/:id/appeal", {
    params: { id: flagId },
    body: { statement, attachmentFileIds },
  });
  return flag;
}

/** Sends the appeal; whatever the answer, the account's flags are read again. */
export function useAppealFlag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: appealFlag,
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountIntegrityKeys.all }),
  });
}
