import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Ticket } from "@proparena/contracts/support";
import { api } from "../../../lib/api";
import { rememberTicket } from "./get-support-ticket";

/** POST /support/tickets/:id/close -> {ticket}; a later reply opens it again. */
export async function closeSupportTicket(id: string): Promise<Ticket> {
  const { ticket } = await api("POST /support/tickets/:id/close", { params: { id } });
  return ticket;
}

export function useCloseSupportTicket(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => closeSupportTicket(id),
    onSuccess: (ticket) => rememberTicket(queryClient, ticket),
  });
}
