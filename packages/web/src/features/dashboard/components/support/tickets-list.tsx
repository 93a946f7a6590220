import { Link } from "react-router";
import { TICKET_CATEGORY_LABELS, type TicketSummary } from "@proparena/contracts/support";
import { focusRing } from "../../../../components/button-styles";
import { formatTimeAgo } from "../../lib/relative-time";
import { formatDateTime, messageCount } from "../../lib/ticket-format";
import { TicketStatusBadge } from "./ticket-status-badge";

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
    <ul aria-label="Your tickets" className="space-y-2">
      {tickets.map((ticket) => {
        const selected = ticket.id === selectedId;
        return (
          <li key={ticket.id}>
            <Link
              to={{ search: `?${new URLSearchParams({ ticket: ticket.id })}` }}
              onClick={onSelect}
              aria-current={selected ? "true" : undefined}
              className={`block rounded-xl border p-4 transition-colors ${focusRing} ${
                selected
                  ? "border-brand-400/60 bg-brand-500/10"
                  : "border-slate-800 bg-slate-950/40 hover:border-slate-600 hover:bg-slate-900"
              }`}
            >
              <span className="flex items-center justify-between gap-2">
                <span className="font-mono text-xs text-slate-400">{ticket.reference}</span>
                <TicketStatusBadge status={ticket.status} />
              </span>
              <span className="mt-1 block font-semibold break-words text-white">
                {ticket.subject}
              </span>
              <span className="mt-1 flex flex-wrap gap-x-2 text-xs text-slate-400">
                <span>{TICKET_CATEGORY_LABELS[ticket.category]}</span>
                <span aria-hidden="true">·</span>
                <span>{messageCount(ticket.messageCount)}</span>
                <span aria-hidden="true">·</span>
                <span>
                  Updated{" "}
                  <time dateTime={ticket.updatedAt} title={formatDateTime(ticket.updatedAt)}>
                    {formatTimeAgo(ticket.updatedAt, now)}
                  </time>
                </span>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
