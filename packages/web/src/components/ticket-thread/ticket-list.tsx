import type { ReactNode } from "react";
import { Link } from "react-router";
import type { TicketSummary } from "@proparena/contracts/support";
import { formatLocalDateTime } from "../../lib/format-local-time";
import { formatTimeAgo } from "../../lib/relative-time";
import { focusRing } from "../button-styles";
import type { TicketViewer } from "./ticket-messages";
import { TicketStatusBadge } from "./ticket-status-badge";

/**
 * Tickets (or contact messages: anything with a reference, a subject and an open / answered /
 * closed status) as a list named `label`, each a link to its thread (`searchFor` its id):
 * reference, status and subject, then its `details`. The selected one is marked as current.
 */
export function TicketList<
  T extends Pick<TicketSummary, "id" | "reference" | "subject" | "status">,
>({
  label,
  tickets,
  selectedId,
  viewer,
  searchFor,
  onSelect,
  details,
}: {
  label: string;
  tickets: readonly T[];
  selectedId: string | null;
  viewer: TicketViewer;
  searchFor: (id: string) => string;
  onSelect?: () => void;
  details: (ticket: T) => ReactNode;
}) {
  return (
    <ul aria-label={label} className="space-y-2">
      {tickets.map((ticket) => {
        const selected = ticket.id === selectedId;
        return (
          <li key={ticket.id}>
            <Link
              to={{ search: searchFor(ticket.id) }}
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
                <TicketStatusBadge status={ticket.status} viewer={viewer} />
              </span>
              <span className="mt-1 block font-semibold break-words text-white">
                {ticket.subject}
              </span>
              {details(ticket)}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/** "Updated 5 minutes ago", seen at `now` (ms), the exact time in its title. */
export function UpdatedAgo({ iso, now }: { iso: string; now: number }) {
  return (
    <>
      Updated{" "}
      <time dateTime={iso} title={formatLocalDateTime(iso)}>
        {formatTimeAgo(iso, now)}
      </time>
    </>
  );
}
