import { useAdminSupportTickets } from "../requests/get-admin-support-tickets";
import { StatusQueuePage, type QueueFilter } from "../../../components/status-queue-page";
import { AdminTicketThread } from "../components/support-tickets/admin-ticket-thread";
import { AdminTicketsList } from "../components/support-tickets/admin-tickets-list";

const EMPTY: Record<QueueFilter, [string, string]> = {
  open: ["No ticket is waiting for an answer", "Traders' new questions and replies appear here."],
  answered: ["No answered ticket", "Tickets we answered, waiting for the trader, appear here."],
  closed: ["No closed ticket", "Settled tickets appear here."],
  all: ["No support tickets yet", "Traders' questions appear here as they write."],
};

/**
 * /admin/support — traders' tickets by status, newest activity first, and the chosen one
 * (?ticket= in the URL): the conversation, a reply (with a file) and closing.
 */
export function AdminSupportTicketsPage() {
  return (
    <StatusQueuePage
      title="Support tickets"
      description="Traders' questions, newest activity first."
      noun="ticket"
      itemParam="ticket"
      useItems={useAdminSupportTickets}
      itemsOf={(page) => page.tickets}
      empty={EMPTY}
      renderList={(tickets, view) => <AdminTicketsList tickets={tickets} {...view} />}
      renderDetail={(id, onShowAll) => (
        <AdminTicketThread key={id} ticketId={id} onShowAll={onShowAll} />
      )}
    />
  );
}
