import { TICKET_CATEGORY_LABELS, type TicketSummary } from "@proparena/contracts/support";
import { messageCount } from "../../../components/ticket-thread/ticket-format";
import { TicketList, UpdatedAgo } from "../../../components/ticket-thread/ticket-list";

/** The trader's tickets, newest activity first; each opens its thread (?ticket=<id>). */
export function TicketsList({
  tickets,
  selectedId,
  now,
  onSelect,
}: {
  tickets: TicketSummary[];
  selectedId: string | null;
  now: number;
  onSelect: () => void;
}) {
  return (
    <TicketList
      label="Your tickets"
      tickets={tickets}
      selectedId={selectedId}
      viewer="trader"
      searchFor={(id) => `?${new URLSearchParams({ ticket: id })}`}
      onSelect={onSelect}
      details={(ticket) => (
        <span className="mt-1 flex flex-wrap gap-x-2 text-xs text-slate-400">
          <span>{TICKET_CATEGORY_LABELS[ticket.category]}</span>
          <span aria-hidden="true">·</span>
          <span>{messageCount(ticket.messageCount)}</span>
          <span aria-hidden="true">·</span>
          <span>
            <UpdatedAgo iso={ticket.updatedAt} now={now} />
          </span>
        </span>
      )}
    />
  );
}
