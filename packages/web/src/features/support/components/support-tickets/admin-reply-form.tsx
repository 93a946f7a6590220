import { TicketReplyForm } from "../../../../components/ticket-thread/ticket-reply-form";
import type { AdminTicket } from "../../requests/get-admin-support-ticket";
import { useReplyAdminSupportTicket } from "../../requests/reply-admin-support-ticket";

/** Support's answer to the trader, with an optional file; the ticket becomes "answered". */
export function AdminReplyForm({
  ticket,
  onConflict,
}: {
  ticket: AdminTicket;
  /** A 409: the ticket was closed meanwhile (it is fetched again, and this form goes). */
  onConflict: (message: string) => void;
}) {
  const reply = useReplyAdminSupportTicket(ticket.id);
  return (
    <TicketReplyForm
      reply={reply}
      titleId="admin-reply-title"
      title="Reply as support"
      hint={`${ticket.userName || ticket.userEmail} sees it at once and is e-mailed.`}
      submitLabel="Send reply"
      doneLabel="uploaded"
      typeRefusal="Attach a JPEG, PNG or PDF file."
      onConflict={onConflict}
    />
  );
}
