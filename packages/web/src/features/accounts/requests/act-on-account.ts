import { useMutation, useQueryClient } from "@tanstack/react-query";
import type {
  AdminAccountAction,
  AdminAccountActionResponse,
} from "@proparena/contracts/admin-users";
import { api } from "../../../lib/api";
import { adminDetailKeys } from "../../../lib/admin-detail-keys";

/**
 * POST /admin/accounts/:id/<action> {reason, amountCents for adjust-balance} ->
 * {message, account}; 409 when it does not apply or would break the account's limits.
 */
export function actOnAccount(
  accountId: string,
  action: AdminAccountAction,
  body: { reason: string; amountCents?: number },
): Promise<AdminAccountActionResponse> {
  const params = { id: accountId };
  if (action !== "adjust-balance") {
    return api(`POST /admin/accounts/:id/${action}`, { params, body: { reason: body.reason } });
  }
  if (body.amountCents === undefined) throw new Error("Give the amount to adjust the balance by.");
  const { reason, amountCents } = body;
  return api("POST /admin/accounts/:id/adjust-balance", { params, body: { reason, amountCents } });
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
