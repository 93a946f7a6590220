import { useSearchParams } from "react-router";
import { TICKET_STATUSES, type TicketStatus } from "@proparena/contracts/support";
import { buttonClass } from "../../../components/button-styles";
import { ErrorState } from "../../../components/error-state";
import { LoadingState } from "../../../components/loading-state";
import { PageHeader } from "../../../components/page-header";
import { errorMessage } from "../../../lib/api-client";
import { useNow } from "../../../lib/use-now";
import { useAdminSupportTickets } from "../api/get-admin-support-tickets";
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

  let listBody;
  // A failed "Load more" keeps the list shown.
  if (tickets.isError && !tickets.data)
    listBody = (
      <ErrorState
        title="The tickets could not be loaded"
        message={errorMessage(tickets.error)}
        onRetry={() => void tickets.refetch()}
      />
    );
  else if (!tickets.data) listBody = <LoadingState label="Loading tickets…" />;
  else if (list.length === 0) {
    const [title, text] = EMPTY[filter];
    listBody = (
      <div className="rounded-2xl border border-dashed border-slate-700 p-8 text-center">
        <h2 className="text-lg font-semibold text-white">{title}</h2>
        <p className="mx-auto mt-2 max-w-md text-sm text-slate-300">{text}</p>
      </div>
    );
  } else
    listBody = (
      <>
        <AdminTicketsList tickets={list} selectedId={ticketId} now={now} searchFor={searchFor} />
        {tickets.hasNextPage && (
          <button
            type="button"
            onClick={() => void tickets.fetchNextPage()}
            disabled={tickets.isFetchingNextPage}
            className={buttonClass("secondary", "sm", "mt-3 w-full")}
          >
            {tickets.isFetchingNextPage ? "Loading…" : "Load more"}
          </button>
        )}
        {tickets.isFetchNextPageError && (
          <p role="alert" className="mt-2 text-sm text-rose-300">
            More could not be loaded: {errorMessage(tickets.error)}
          </p>
        )}
      </>
    );

  const showingThread = ticketId !== null;

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
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
        <section
          aria-labelledby="admin-tickets-title"
          className={showingThread ? "hidden lg:block" : ""}
        >
          <h2 id="admin-tickets-title" className="mb-3 text-lg font-semibold text-white">
            {TABS.find((tab) => tab.value === filter)?.label} tickets
          </h2>
          {listBody}
        </section>
        <div className={`min-w-0 space-y-3 ${showingThread ? "" : "hidden lg:block"}`}>
          {ticketId !== null ? (
            <>
              <button
                type="button"
                onClick={showAll}
                className={buttonClass("ghost", "sm", "lg:hidden")}
              >
                <span aria-hidden="true">←</span> All tickets
              </button>
              <AdminTicketThread key={ticketId} ticketId={ticketId} onShowAll={showAll} />
            </>
          ) : (
            <p className="rounded-2xl border border-dashed border-slate-700 p-8 text-center text-sm text-slate-300">
              Choose a ticket to read the conversation and reply.
            </p>
          )}
        </div>
      </div>
    </>
  );
}
