import { useRef, useState, type ReactNode } from "react";
import { TICKET_CATEGORY_LABELS } from "@proparena/contracts/support";
import { Alert } from "../../../../components/alert";
import { ErrorState } from "../../../../components/error-state";
import { LoadingState } from "../../../../components/loading-state";
import { errorMessage, isApiRequestError } from "../../../../lib/api-client";
import { useAdminSupportTicket, type AdminTicket } from "../../api/get-admin-support-ticket";
import { formatReviewDateTime } from "../../lib/review-format";
import { ReviewUserLink } from "../review-user-link";
import { AdminCloseTicket } from "./admin-close-ticket";
import { AdminReplyForm } from "./admin-reply-form";
import { AdminTicketMessages } from "./admin-ticket-messages";
import { AdminTicketStatusBadge } from "./admin-ticket-status-badge";

const STATUS_NOTE: Record<AdminTicket["status"], string> = {
  open: "Waiting for our answer.",
  answered: "We answered; waiting for the trader.",
  closed: "Closed. A reply from the trader opens it again.",
};

function ThreadFrame({ children }: { children: ReactNode }) {
  return (
    <div className="space-y-5 rounded-2xl border border-slate-800 bg-slate-900/50 p-4 sm:p-6">
      {children}
    </div>
  );
}

function LoadedThread({ ticket }: { ticket: AdminTicket }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [closedHere, setClosedHere] = useState(false);
  const [conflict, setConflict] = useState<string | null>(null);
  const closed = ticket.status === "closed";

  return (
    <article aria-labelledby="admin-ticket-title">
      <ThreadFrame>
        <header className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0 space-y-2">
            <p className="text-xs text-slate-400">
              <span className="font-mono text-slate-300">{ticket.reference}</span> ·{" "}
              {TICKET_CATEGORY_LABELS[ticket.category]} · opened{" "}
              <time dateTime={ticket.createdAt}>{formatReviewDateTime(ticket.createdAt)}</time>
            </p>
            <h2
              id="admin-ticket-title"
              ref={headingRef}
              tabIndex={-1}
              className="text-lg font-semibold break-words text-white focus:outline-none"
            >
              {ticket.subject}
            </h2>
            <ReviewUserLink
              userId={ticket.userId}
              userName={ticket.userName}
              userEmail={ticket.userEmail}
            />
            <div className="flex flex-wrap items-center gap-2 text-sm text-slate-300">
              <AdminTicketStatusBadge status={ticket.status} />
              <span>{STATUS_NOTE[ticket.status]}</span>
            </div>
          </div>
          {!closed && (
            <div className="shrink-0">
              <AdminCloseTicket
                ticket={ticket}
                onClosed={() => {
                  setClosedHere(true);
                  headingRef.current?.focus();
                }}
              />
            </div>
          )}
        </header>
        {closed && closedHere && <Alert tone="success">Ticket {ticket.reference} is closed.</Alert>}
        {conflict && (
          <Alert tone="error" title="Your reply was not sent">
            {conflict} The ticket was refreshed.
          </Alert>
        )}
        <AdminTicketMessages messages={ticket.messages} />
        {closed ? (
          <p className="border-t border-slate-800 pt-5 text-sm text-slate-400">
            This ticket is closed, so it takes no reply. If the trader writes again, it opens again.
          </p>
        ) : (
          <AdminReplyForm ticket={ticket} onConflict={setConflict} />
        )}
      </ThreadFrame>
    </article>
  );
}

/** The chosen ticket (?ticket= in the URL): who wrote, the conversation, reply and close. */
export function AdminTicketThread({
  ticketId,
  onShowAll,
}: {
  ticketId: string;
  onShowAll: () => void;
}) {
  const ticket = useAdminSupportTicket(ticketId);
  if (ticket.data) return <LoadedThread ticket={ticket.data} />;
  if (ticket.isError) {
    const missing = isApiRequestError(ticket.error) && ticket.error.status === 404;
    return missing ? (
      <ErrorState title="This ticket could not be found" message="It does not exist any more.">
        <button
          type="button"
          onClick={onShowAll}
          className="text-sm font-semibold text-rose-50 underline underline-offset-4"
        >
          See all tickets
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
  return (
    <ThreadFrame>
      <LoadingState label="Loading the ticket…" />
    </ThreadFrame>
  );
}
