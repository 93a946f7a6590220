import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import { rememberAdminTicket, type AdminTicket } from "./get-admin-support-ticket";

/** POST /api/admin/support/tickets/:id/close -> {ticket}. */
export async function closeAdminSupportTicket(id: string): Promise<AdminTicket> {
  const { ticket } = await apiFetch<{ ticket: AdminTicket }>(
    `/admin/support/tickets/${encodeURIComponent(id)}/close`,
    { method: "POST" },
  );
  return ticket;
}

export function useCloseAdminSupportTicket(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => closeAdminSupportTicket(id),
    onSuccess: (ticket) => rememberAdminTicket(queryClient, ticket),
  });
}
