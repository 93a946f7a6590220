import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ReplyTicketBody } from "@proparena/contracts/support";
import { isApiRequestError } from "../../../lib/api-client";
import { api } from "../../../lib/api";
import {
  refreshAdminTicket,
  rememberAdminTicket,
  type AdminTicket,
} from "./get-admin-support-ticket";

/**
 * POST /admin/support/tickets/:id/replies {message, attachmentFileId?} -> {ticket}; the
 * ticket becomes "answered". 409 on a closed ticket.
 */
export async function replyAdminSupportTicket(
  id: string,
  body: ReplyTicketBody,
): Promise<AdminTicket> {
  const { ticket } = await api("POST /admin/support/tickets/:id/replies", { params: { id }, body });
  return ticket;
}

export function useReplyAdminSupportTicket(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReplyTicketBody) => replyAdminSupportTicket(id, body),
    onSuccess: (ticket) => rememberAdminTicket(queryClient, ticket),
    onError: (error) => {
      if (isApiRequestError(error) && error.status === 409) refreshAdminTicket(queryClient, id);
    },
  });
}
