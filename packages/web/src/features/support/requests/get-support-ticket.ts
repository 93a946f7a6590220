import { useQuery, type QueryClient } from "@tanstack/react-query";
import type { Ticket } from "@proparena/contracts/support";
import { api } from "../../../lib/api";
import { supportKeys } from "./get-support-tickets";

/** GET /support/tickets/:id -> {ticket}; 404 for an unknown ticket or someone else's. */
export async function getSupportTicket(id: string): Promise<Ticket> {
  const { ticket } = await api("GET /support/tickets/:id", { params: { id } });
  return ticket;
}

/** One ticket with its whole thread; nothing is asked while no ticket is chosen. */
export function useSupportTicket(id: string | null) {
  return useQuery({
    queryKey: supportKeys.ticket(id ?? ""),
    queryFn: () => getSupportTicket(id ?? ""),
    enabled: id !== null,
  });
}

/** Keeps a ticket the server just answered with, and has the list fetched again. */
export function rememberTicket(queryClient: QueryClient, ticket: Ticket): Promise<void> {
  queryClient.setQueryData(supportKeys.ticket(ticket.id), ticket);
  return queryClient.invalidateQueries({ queryKey: supportKeys.tickets });
}
