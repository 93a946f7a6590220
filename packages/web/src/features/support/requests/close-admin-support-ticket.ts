import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { rememberAdminTicket, type AdminTicket } from "./get-admin-support-ticket";

/** POST /admin/support/tickets/:id/close -> {ticket}. */
export async function closeAdminSupportTicket(id: string): Promise<AdminTicket> {
  const { ticket } = await api("POST /admin/support/tickets/:id/close", { params: { id } });
  return ticket;
}

export function useCloseAdminSupportTicket(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => closeAdminSupportTicket(id),
    onSuccess: (ticket) => rememberAdminTicket(queryClient, ticket),
  });
}
