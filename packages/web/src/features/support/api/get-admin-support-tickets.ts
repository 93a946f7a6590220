import { useInfiniteQuery } from "@tanstack/react-query";
import type { TicketStatus, TicketSummary } from "@proparena/contracts/support";
import { apiFetch } from "../../../lib/api-client";
import { adminKeys } from "../../../lib/delete-admin-data";

/** A ticket in the admin queue: the summary and whose it is. */
export interface AdminTicketSummary extends TicketSummary {
  userId: string;
  userEmail: string;
  userName: string;
}

export interface AdminTicketsPage {
  tickets: AdminTicketSummary[];
  nextCursor: string | null;
}

export const adminSupportKeys = {
  all: [...adminKeys.all, "support"] as const,
  lists: [...adminKeys.all, "support", "list"] as const,
  list: (status: TicketStatus | null) =>
    [...adminKeys.all, "support", "list", status ?? "all"] as const,
  ticket: (id: string) => [...adminKeys.all, "support", "ticket", id] as const,
};

export const TICKETS_PAGE_SIZE = 25;

/** GET /api/admin/support/tickets?status=&cursor=&limit= -> {tickets, nextCursor}. */
export function getAdminSupportTickets(
  status: TicketStatus | null,
  cursor: string | null,
): Promise<AdminTicketsPage> {
  const search = new URLSearchParams({ limit: String(TICKETS_PAGE_SIZE) });
  if (status) search.set("status", status);
  if (cursor) search.set("cursor", cursor);
  return apiFetch<AdminTicketsPage>(`/admin/support/tickets?${search}`);
}

export function useAdminSupportTickets(status: TicketStatus | null) {
  return useInfiniteQuery({
    queryKey: adminSupportKeys.list(status),
    queryFn: ({ pageParam }) => getAdminSupportTickets(status, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}
