import { useQuery, type QueryClient } from "@tanstack/react-query";
import type { AdminTicket } from "@proparena/contracts/support";
import { api } from "../../../lib/api";
import { adminSupportKeys } from "./get-admin-support-tickets";

/** The contract's type, for the components that import it from here. */
export type { AdminTicket };

/** GET /admin/support/tickets/:id -> {ticket}; 404 for an unknown ticket. */
export async function getAdminSupportTicket(id: string): Promise<AdminTicket> {
  const { ticket } = await api("GET /admin/support/tickets/:id", { params: { id } });
  return ticket;
}

export function useAdminSupportTicket(id: string | null) {
  return useQuery({
    queryKey: adminSupportKeys.ticket(id ?? ""),
    queryFn: () => getAdminSupportTicket(id ?? ""),
    enabled: id !== null,
  });
}

/** Keeps a ticket the server just answered with, and has the lists fetched again. */
export function rememberAdminTicket(queryClient: QueryClient, ticket: AdminTicket): Promise<void> {
  queryClient.setQueryData(adminSupportKeys.ticket(ticket.id), ticket);
  return queryClient.invalidateQueries({ queryKey: adminSupportKeys.lists });
}

/** After a refusal (409: closed meanwhile), the ticket and the lists are fetched again. */
export function refreshAdminTicket(queryClient: QueryClient, id: string): void {
  void queryClient.invalidateQueries({ queryKey: adminSupportKeys.ticket(id) });
  void queryClient.invalidateQueries({ queryKey: adminSupportKeys.lists });
}
