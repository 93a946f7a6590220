import { useInfiniteQuery } from "@tanstack/react-query";
import type {
  TicketStatus,
  AdminTicketSummary,
  AdminTicketsPage,
} from "@proparena/contracts/support";
import { api } from "../../../lib/api";
import { adminKeys } from "../../../lib/delete-admin-data";

/** The contract's type, for the components that import it from here. */
export type { AdminTicketSummary };

export const adminSupportKeys = {
  all: [...adminKeys.all, "support"] as const,
  lists: [...adminKeys.all, "support", "list"] as const,
  list: (status: TicketStatus | null) =>
    [...adminKeys.all, "support", "list", status ?? "all"] as const,
  ticket: (id: string) => [...adminKeys.all, "support", "ticket", id] as const,
};

export const TICKETS_PAGE_SIZE = 25;

/** GET /admin/support/tickets?status=&cursor=&limit= -> {tickets, nextCursor}. */
export function getAdminSupportTickets(
  status: TicketStatus | null,
  cursor: string | null,
): Promise<AdminTicketsPage> {
  return api("GET /admin/support/tickets", {
    query: { limit: TICKETS_PAGE_SIZE, status, cursor },
  });
}

export function useAdminSupportTickets(status: TicketStatus | null) {
  return useInfiniteQuery({
    queryKey: adminSupportKeys.list(status),
    queryFn: ({ pageParam }) => getAdminSupportTickets(status, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}
