import { Link } from "react-router";
import { focusRing } from "../../../../components/button-styles";
import type { AdminTicketSummary } from "../../api/get-admin-support-tickets";
import { formatReviewAgo, formatReviewDateTime } from "../../lib/review-format";
import { AdminTicketStatusBadge } from "./admin-ticket-status-badge";

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
    <ul aria-label="Support tickets" className="space-y-2">
      {tickets.map((ticket) => {
        const selected = ticket.id === selectedId;
        return (
          <li key={ticket.id}>
            <Link
              to={{ search: searchFor(ticket.id) }}
              aria-current={selected ? "true" : undefined}
              className={`block rounded-xl border p-4 transition-colors ${focusRing} ${
                selected
                  ? "border-brand-400/60 bg-brand-500/10"
                  : "border-slate-800 bg-slate-950/40 hover:border-slate-600 hover:bg-slate-900"
              }`}
            >
              <span className="flex items-center justify-between gap-2">
                <span className="font-mono text-xs text-slate-400">{ticket.reference}</span>
                <AdminTicketStatusBadge status={ticket.status} />
              </span>
              <span className="mt-1 block font-semibold break-words text-white">
                {ticket.subject}
              </span>
              <span className="mt-1 block truncate text-sm text-slate-300">
                {ticket.userName || ticket.userEmail}
                <span className="text-slate-500"> · {ticket.userEmail}</span>
              </span>
              <span className="mt-1 block text-xs text-slate-400">
                Updated{" "}
                <time dateTime={ticket.updatedAt} title={formatReviewDateTime(ticket.updatedAt)}>
                  {formatReviewAgo(ticket.updatedAt, now)}
                </time>
                {" · "}
                {ticket.messageCount === 1 ? "1 message" : `${ticket.messageCount} messages`}
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
