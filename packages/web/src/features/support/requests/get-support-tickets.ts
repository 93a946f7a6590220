import { useQuery } from "@tanstack/react-query";
import type { TicketSummary } from "@proparena/contracts/support";
import { api } from "../../../lib/api";
import { sessionKeys } from "../../../lib/session/session-keys";

/** Everything support-related of the trader; under ["session"], so signing out drops it. */
export const supportKeys = {
  all: [...sessionKeys.all, "support"] as const,
  tickets: [...sessionKeys.all, "support", "tickets"] as const,
  ticket: (id: string) => [...sessionKeys.all, "support", "ticket", id] as const,
};

/** GET /support/tickets -> {tickets}: the trader's tickets, newest activity first. */
export async function getSupportTickets(): Promise<TicketSummary[]> {
  const { tickets } = await api("GET /support/tickets");
  return tickets;
}

export function useSupportTickets() {
  return useQuery({ queryKey: supportKeys.tickets, queryFn: getSupportTickets });
}
