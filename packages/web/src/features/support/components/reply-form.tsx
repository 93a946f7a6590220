import type { Ticket } from "@proparena/contracts/support";
import { TicketReplyForm } from "../../../components/ticket-thread/ticket-reply-form";
import { useReplySupportTicket } from "../requests/reply-support-ticket";

/** The reply box under a thread, with an optional file; on a closed ticket it reopens it. */
export function ReplyForm({ ticket }: { ticket: Ticket }) {
  const reply = useReplySupportTicket(ticket.id);
  const closed = ticket.status === "closed";
  return (
    <TicketReplyForm
      reply={reply}
      titleId="reply-title"
      title={closed ? "Reply and reopen" : "Reply"}
      hint={
        closed
          ? "This ticket is closed: sending a reply opens it again."
          : "We see your reply at once and answer here."
      }
      submitLabel={closed ? "Send and reopen" : "Send reply"}
      doneLabel="attached"
      progressBar
    />
  );
}
