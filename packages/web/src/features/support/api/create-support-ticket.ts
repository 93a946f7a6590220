import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreateTicketBody, Ticket } from "@proparena/contracts/support";
import { apiFetch } from "../../../lib/api-client";
import { rememberTicket } from "./get-support-ticket";

/**
 * POST /api/support/tickets {subject, category, message, attachmentFileId?} -> 201 {ticket}.
 * A refused field is a 400 VALIDATION_ERROR whose `issues` name it.
 */
export async function createSupportTicket(body: CreateTicketBody): Promise<Ticket> {
  const { ticket } = await apiFetch<{ ticket: Ticket }>("/support/tickets", {
    method: "POST",
    body,
  });
  return ticket;
}

export function useCreateSupportTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSupportTicket,
    onSuccess: (ticket) => rememberTicket(queryClient, ticket),
  });
}
