import { useRef, useState, type ReactNode } from "react";
import { TICKET_CATEGORY_LABELS, type Ticket } from "@proparena/contracts/support";
import { Alert } from "../../../../components/alert";
import { ErrorState } from "../../../../components/error-state";
import { LoadingState } from "../../../../components/loading-state";
import { errorMessage, isApiRequestError } from "../../../../lib/api-client";
import { useSupportTicket } from "../../api/get-support-ticket";
import { formatDateTime } from "../../lib/ticket-format";
import { CloseTicketControl } from "./close-ticket-control";
import { ReplyForm } from "./reply-form";
import { TicketMessages } from "./ticket-messages";
import { TicketStatusBadge } from "./ticket-status-badge";

const STATUS_NOTE: Record<Ticket["status"], string> = {
  open: "Waiting for our answer. We reply here.",
  answered: "We answered. Reply below if you need more help, or close the ticket.",
  closed: "This ticket is closed. If you still need help, reply below: that opens it again.",
};

function ThreadFrame({ children }: { children: ReactNode }) {
  return (
    <div className="space-y-5 rounded-2xl border border-slate-800 bg-slate-900/50 p-4 sm:p-6">
      {children}
    </div>
  );
}

function LoadedThread({ ticket, notice }: { ticket: Ticket; notice: string | null }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [closedHere, setClosedHere] = useState(false);
  const closed = ticket.status === "closed";

  return (
    <article aria-labelledby="ticket-title">
      <ThreadFrame>
        <header className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0">
            <p className="text-xs text-slate-400">
              <span className="font-mono text-slate-300">{ticket.reference}</span> ·{" "}
              {TICKET_CATEGORY_LABELS[ticket.category]} · opened{" "}
              <time dateTime={ticket.createdAt}>{formatDateTime(ticket.createdAt)}</time>
            </p>
            <h2
              id="ticket-title"
              ref={headingRef}
              tabIndex={-1}
              className="mt-1 text-lg font-semibold break-words text-white focus:outline-none"
            >
              {ticket.subject}
            </h2>
            <div className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-300">
              <TicketStatusBadge status={ticket.status} />
              <span>{STATUS_NOTE[ticket.status]}</span>
            </div>
          </div>
          {!closed && (
            <div className="shrink-0">
              <CloseTicketControl
                ticket={ticket}
                onClosed={() => {
                  setClosedHere(true);
                  headingRef.current?.focus();
                }}
              />
            </div>
          )}
        </header>
        {notice && <Alert tone="success">{notice}</Alert>}
        {closed && closedHere && <Alert tone="success">Ticket {ticket.reference} is closed.</Alert>}
        <TicketMessages messages={ticket.messages} />
        <ReplyForm ticket={ticket} />
      </ThreadFrame>
    </article>
  );
}

/** The chosen ticket (from the URL): its header, the conversation, closing and replying. */
export function TicketThread({
  ticketId,
  notice,
  onShowAll,
}: {
  ticketId: string;
  notice: string | null;
  onShowAll: () => void;
}) {
  const ticket = useSupportTicket(ticketId);

  if (ticket.isPending) {
    return (
      <ThreadFrame>
        <LoadingState label="Loading the ticket…" />
      </ThreadFrame>
    );
  }
  if (ticket.isError) {
    const missing = isApiRequestError(ticket.error) && ticket.error.status === 404;
    return missing ? (
      <ErrorState
        title="This ticket could not be found"
        message="It does not exist, or it is not one of your tickets."
      >
        <button
          type="button"
          onClick={onShowAll}
          className="text-sm font-semibold text-rose-50 underline underline-offset-4"
        >
          See your tickets
        </button>
      </ErrorState>
    ) : (
      <ErrorState
        title="The ticket could not be loaded"
        message={errorMessage(ticket.error)}
        onRetry={() => void ticket.refetch()}
      />
    );
  }
  return <LoadedThread ticket={ticket.data} notice={notice} />;
}
