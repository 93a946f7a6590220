import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminAccountAction } from "@proparena/contracts/admin-users";
import { apiFetch } from "../../../lib/api-client";
import { adminDetailKeys } from "../../../lib/admin-detail-keys";
import type { AdminAccountRow } from "./get-admin-account";

export interface AdminAccountActionResult {
  message: string;
  account: AdminAccountRow;
}

/**
 * POST /api/admin/accounts/:id/<action> {reason, amountCents for adjust-balance} ->
 * {message, account}; 409 when it does not apply or would break the account's limits.
 */
export function actOnAccount(
  accountId: string,
  action: AdminAccountAction,
  body: { reason: string; amountCents?: number },
): Promise<AdminAccountActionResult> {
  return apiFetch<AdminAccountActionResult>(
    `/admin/accounts/${encodeURIComponent(accountId)}/${action}`,
    { method: "POST", body },
  );
}

/** Acts on one account; on success the summary shows the answer and is refetched. */
export function useActOnAccount(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      action,
      ...body
    }: {
      action: AdminAccountAction;
      reason: string;
      amountCents?: number;
    }) => actOnAccount(accountId, action, body),
    onSuccess: ({ account }) => {
      queryClient.setQueryData(adminDetailKeys.account(accountId), account);
      return queryClient.invalidateQueries({ queryKey: adminDetailKeys.account(accountId) });
    },
  });
}
