import { useState } from "react";
import { Alert } from "../../../../components/alert";
import { LoadingState } from "../../../../components/loading-state";
import {
  ThreadFrame,
  TicketLoadError,
  TicketThreadView,
} from "../../../../components/ticket-thread/ticket-thread-view";
import { useCloseAdminSupportTicket } from "../../requests/close-admin-support-ticket";
import { downloadReviewFile } from "../../../../lib/download-review-file";
import { useAdminSupportTicket, type AdminTicket } from "../../requests/get-admin-support-ticket";
import { ReviewUserLink } from "../../../../components/review-user-link";
import { AdminReplyForm } from "./admin-reply-form";

const STATUS_NOTE: Record<AdminTicket["status"], string> = {
  open: "Waiting for our answer.",
  answered: "We answered; waiting for the trader.",
  closed: "Closed. A reply from the trader opens it again.",
};

function LoadedThread({ ticket }: { ticket: AdminTicket }) {
  const close = useCloseAdminSupportTicket(ticket.id);
  const [conflict, setConflict] = useState<string | null>(null);

  return (
    <TicketThreadView
      ticket={ticket}
      viewer="support"
      titleId="admin-ticket-title"
      statusNote={STATUS_NOTE[ticket.status]}
      about={
        <ReviewUserLink
          userId={ticket.userId}
          userName={ticket.userName}
          userEmail={ticket.userEmail}
          className="mt-2"
        />
      }
      close={close}
      closeExplanation="Close it when the question is settled. The trader can still read the thread, and a reply from them opens it again."
      notice={
        conflict && (
          <Alert tone="error" title="Your reply was not sent">
            {conflict} The ticket was refreshed.
          </Alert>
        )
      }
      download={downloadReviewFile}
    >
      {ticket.status === "closed" ? (
        <p className="border-t border-slate-800 pt-5 text-sm text-slate-400">
          This ticket is closed, so it takes no reply. If the trader writes again, it opens again.
        </p>
      ) : (
        <AdminReplyForm ticket={ticket} onConflict={setConflict} />
      )}
    </TicketThreadView>
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
    return (
      <TicketLoadError
        error={ticket.error}
        onRetry={() => void ticket.refetch()}
        missingMessage="It does not exist any more."
        showAllLabel="See all tickets"
        onShowAll={onShowAll}
      />
    );
  }
  return (
    <ThreadFrame>
      <LoadingState label="Loading the ticket…" />
    </ThreadFrame>
  );
}
