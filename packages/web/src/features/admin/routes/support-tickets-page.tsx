import { useSearchParams } from "react-router";
import { TICKET_STATUSES, type TicketStatus } from "@proparena/contracts/support";
import { PageHeader } from "../../../components/page-header";
import { useNow } from "../../../lib/use-now";
import { useAdminSupportTickets } from "../api/get-admin-support-tickets";
import { ReviewQueueBody, ReviewSplit } from "../components/review-queue";
import { reviewSearch, ReviewStatusTabs } from "../components/review-status-tabs";
import { AdminTicketThread } from "../components/support-tickets/admin-ticket-thread";
import { AdminTicketsList } from "../components/support-tickets/admin-tickets-list";

type Filter = TicketStatus | "all";

const TABS: readonly { value: Filter; label: string }[] = [
  { value: "open", label: "Open" },
  { value: "answered", label: "Answered" },
  { value: "closed", label: "Closed" },
  { value: "all", label: "All" },
];

const EMPTY: Record<Filter, [string, string]> = {
  open: ["No ticket is waiting for an answer", "Traders' new questions and replies appear here."],
  answered: ["No answered ticket", "Tickets we answered, waiting for the trader, appear here."],
  closed: ["No closed ticket", "Settled tickets appear here."],
  all: ["No support tickets yet", "Traders' questions appear here as they write."],
};

function filterOf(value: string | null): Filter {
  if (value === "all") return "all";
  return (TICKET_STATUSES as readonly string[]).includes(value ?? "")
    ? (value as TicketStatus)
    : "open";
}

/**
 * /admin/support — traders' tickets by status, newest activity first, and the chosen one
 * (?ticket= in the URL): the conversation, a reply (with a file) and closing. On a phone the
 * list and the chosen ticket take the screen in turn.
 */
export function AdminSupportTicketsPage() {
  const [params, setParams] = useSearchParams();
  const filter = filterOf(params.get("status"));
  const ticketId = params.get("ticket") || null;
  const tickets = useAdminSupportTickets(filter === "all" ? null : filter);
  const now = useNow(60_000);

  const statusParam = filter === "open" ? null : filter;
  const searchFor = (id: string) => reviewSearch({ status: statusParam, ticket: id });
  const showAll = () => setParams(reviewSearch({ status: statusParam }));
  const list = tickets.data?.pages.flatMap((page) => page.tickets) ?? [];

  return (
    <>
      <PageHeader
        eyebrow="Admin"
        title="Support tickets"
        description="Traders' questions, newest activity first."
      />
      <ReviewStatusTabs
        label="Ticket status"
        tabs={TABS}
        current={filter}
        searchFor={(value) => reviewSearch({ status: value === "open" ? null : value })}
      />
      <ReviewSplit
        titleId="admin-tickets-title"
        title={`${TABS.find((tab) => tab.value === filter)?.label} tickets`}
        list={
          <ReviewQueueBody
            query={tickets}
            count={list.length}
            errorTitle="The tickets could not be loaded"
            loadingLabel="Loading tickets…"
            empty={EMPTY[filter]}
          >
            <AdminTicketsList
              tickets={list}
              selectedId={ticketId}
              now={now}
              searchFor={searchFor}
            />
          </ReviewQueueBody>
        }
        detail={
          ticketId !== null ? (
            <AdminTicketThread key={ticketId} ticketId={ticketId} onShowAll={showAll} />
          ) : null
        }
        backLabel="All tickets"
        onBack={showAll}
        placeholder="Choose a ticket to read the conversation and reply."
      />
    </>
  );
}
