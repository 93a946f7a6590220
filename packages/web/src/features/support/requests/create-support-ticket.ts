import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreateTicketBody, Ticket } from "@proparena/contracts/support";
import { api } from "../../../lib/api";
import { rememberTicket } from "./get-support-ticket";

/**
 * POST /support/tickets {subject, category, message, attachmentFileId?} -> 201 {ticket}.
 * A refused field is a 400 VALIDATION_ERROR whose `issues` name it.
 */
export async function createSupportTicket(body: CreateTicketBody): Promise<Ticket> {
  const { ticket } = await api("POST /support/tickets", { body });
  return ticket;
}

export function useCreateSupportTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSupportTicket,
    onSuccess: (ticket) => rememberTicket(queryClient, ticket),
  });
}
