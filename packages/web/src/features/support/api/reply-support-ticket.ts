import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ReplyTicketBody, Ticket } from "@proparena/contracts/support";
import { apiFetch } from "../../../lib/api-client";
import { rememberTicket } from "./get-support-ticket";

/**
 * POST /api/support/tickets/:id/replies {message, attachmentFileId?} -> {ticket}. A reply on an
 * answered or closed ticket makes it open again.
 */
export async function replySupportTicket(id: string, body: ReplyTicketBody): Promise<Ticket> {
  const { ticket } = await apiFetch<{ ticket: Ticket }>(
    `/support/tickets/${encodeURIComponent(id)}/replies`,
    { method: "POST", body },
  );
  return ticket;
}

export function useReplySupportTicket(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReplyTicketBody) => replySupportTicket(id, body),
    onSuccess: (ticket) => rememberTicket(queryClient, ticket),
  });
}
