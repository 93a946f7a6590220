import { useMutation, useQueryClient } from "@tanstack/react-query";
import type {
  AdminUserAction,
  AdminUserActionBody,
  AdminUserDetail,
} from "@proparena/contracts/admin-users";
import { api } from "../../../lib/api";
import { adminDetailKeys } from "../../../lib/admin-detail-keys";

/**
 * POST /admin/users/:id/<action> {reason, confirm?} -> {user}. 400 names the field
 * (reason, confirm); 409 when the action no longer applies.
 */
export async function actOnUser(
  id: string,
  action: AdminUserAction,
  body: AdminUserActionBody,
): Promise<AdminUserDetail> {
  const { user } = await api(`POST /admin/users/:id/${action}`, { params: { id }, body });
  return user;
}

/** Acts on one user; on success the page shows the answer and refetches it. */
export function useActOnUser(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, body }: { action: AdminUserAction; body: AdminUserActionBody }) =>
      actOnUser(id, action, body),
    onSuccess: (user) => {
      queryClient.setQueryData(adminDetailKeys.user(id), user);
      return queryClient.invalidateQueries({ queryKey: adminDetailKeys.user(id) });
    },
  });
}
