import { messageCount } from "../../../../components/ticket-thread/ticket-format";
import { TicketList, UpdatedAgo } from "../../../../components/ticket-thread/ticket-list";
import type { AdminTicketSummary } from "../../requests/get-admin-support-tickets";

/** The tickets of the chosen status, newest activity first; each opens its thread (?ticket=). */
export function AdminTicketsList({
  tickets,
  selectedId,
  now,
  searchFor,
}: {
  tickets: readonly AdminTicketSummary[];
  selectedId: string | null;
  now: number;
  searchFor: (id: string) => string;
}) {
  return (
    <TicketList
      label="Support tickets"
      tickets={tickets}
      selectedId={selectedId}
      viewer="support"
      searchFor={searchFor}
      details={(ticket) => (
        <>
          <span className="mt-1 block truncate text-sm text-slate-300">
            {ticket.userName || ticket.userEmail}
            <span className="text-slate-500"> · {ticket.userEmail}</span>
          </span>
          <span className="mt-1 block text-xs text-slate-400">
            <UpdatedAgo iso={ticket.updatedAt} now={now} />
            {" · "}
            {messageCount(ticket.messageCount)}
          </span>
        </>
      )}
    />
  );
}
