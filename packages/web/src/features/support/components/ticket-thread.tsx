import type { Ticket } from "@proparena/contracts/support";
import { Alert } from "../../../components/alert";
import { LoadingState } from "../../../components/loading-state";
import {
  ThreadFrame,
  TicketLoadError,
  TicketThreadView,
} from "../../../components/ticket-thread/ticket-thread-view";
import { useCloseSupportTicket } from "../requests/close-support-ticket";
import { downloadTicketFile } from "../requests/download-ticket-file";
import { useAnswerTime } from "../requests/get-answer-time";
import { useSupportTicket } from "../requests/get-support-ticket";
import { expectedAnswer } from "../lib/expected-answer";
import { ReplyForm } from "./reply-form";

const STATUS_NOTE: Record<Ticket["status"], string> = {
  open: "Waiting for our answer. We reply here.",
  answered: "We answered. Reply below if you need more help, or close the ticket.",
  closed: "This ticket is closed. If you still need help, reply below: that opens it again.",
};

/** When the trader last wrote: an open ticket waits for our answer since then. */
function waitingSince(ticket: Ticket): string {
  return ticket.messages.findLast((m) => m.author === "trader")?.createdAt ?? ticket.updatedAt;
}

function LoadedThread({ ticket, notice }: { ticket: Ticket; notice: string | null }) {
  const close = useCloseSupportTicket(ticket.id);
  const answerTime = useAnswerTime();
  const statusNote =
    ticket.status === "open" && answerTime.data
      ? `${STATUS_NOTE.open} ${expectedAnswer(answerTime.data, waitingSince(ticket))}`
      : STATUS_NOTE[ticket.status];
  return (
    <TicketThreadView
      ticket={ticket}
      viewer="trader"
      titleId="ticket-title"
      statusNote={statusNote}
      close={close}
      closeExplanation="Close it when your question is settled. You can still read the thread, and if you need us again, a reply opens it again."
      notice={notice && <Alert tone="success">{notice}</Alert>}
      download={downloadTicketFile}
    >
      <ReplyForm ticket={ticket} />
    </TicketThreadView>
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
    return (
      <TicketLoadError
        error={ticket.error}
        onRetry={() => void ticket.refetch()}
        missingMessage="It does not exist, or it is not one of your tickets."
        showAllLabel="See your tickets"
        onShowAll={onShowAll}
      />
    );
  }
  return <LoadedThread ticket={ticket.data} notice={notice} />;
}
