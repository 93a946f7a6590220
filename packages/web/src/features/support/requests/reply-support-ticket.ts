import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ReplyTicketBody, Ticket } from "@proparena/contracts/support";
import { api } from "../../../lib/api";
import { rememberTicket } from "./get-support-ticket";

/**
 * POST /support/tickets/:id/replies {message, attachmentFileId?} -> {ticket}. A reply on an
 * answered or closed ticket makes it open again.
 */
export async function replySupportTicket(id: string, body: ReplyTicketBody): Promise<Ticket> {
  const { ticket } = await api("POST /support/tickets/:id/replies", { params: { id }, body });
  return ticket;
}

export function useReplySupportTicket(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReplyTicketBody) => replySupportTicket(id, body),
    onSuccess: (ticket) => rememberTicket(queryClient, ticket),
  });
}
