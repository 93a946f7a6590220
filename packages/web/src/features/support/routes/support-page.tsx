import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import type { Ticket } from "@proparena/contracts/support";
import { buttonClass } from "../../../components/button-styles";
import { QueryErrorState } from "../../../components/error-state";
import { LoadingState } from "../../../components/loading-state";
import { PageHeader } from "../../../components/page-header";
import { useNow } from "../../../lib/use-now";
import { usualAnswer } from "../lib/expected-answer";
import { useAnswerTime } from "../requests/get-answer-time";
import { useSupportTickets } from "../requests/get-support-tickets";
import { HelpSearch } from "../components/help/help-search";
import { NewTicketForm } from "../components/new-ticket-form";
import { TicketThread } from "../components/ticket-thread";
import { TicketsList } from "../components/tickets-list";

const TICKET_PARAM = "ticket";

/** What the page shows when the trader has never written to us. */
function NoTickets({ onStart }: { onStart: () => void }) {
  return (
    <div className="rounded-2xl border border-dashed border-slate-700 p-8 text-center">
      <h2 className="text-lg font-semibold text-white">No support tickets yet</h2>
      <p className="mx-auto mt-2 max-w-md text-sm text-slate-300">
        A question about your account, a trade, a payout or your verification? Open a ticket and our
        team answers you here.
      </p>
      <button type="button" onClick={onStart} className={buttonClass("primary", "md", "mt-5")}>
        Open your first ticket
      </button>
    </div>
  );
}

/**
 * /dashboard/support — first the help search, which answers at once at any hour (the FAQ, the
 * rules, the trader's own account); then the trader's support tickets: the list, a new ticket,
 * and the chosen ticket's thread (kept in the URL as ?ticket=<id>, so it can be shared and
 * reloaded), each saying when our answer can be expected. On a phone the list and the chosen
 * ticket take the screen in turn.
 */
export function SupportPage() {
  const [params, setParams] = useSearchParams();
  const ticketId = params.get(TICKET_PARAM) || null;
  const tickets = useSupportTickets();
  const answerTime = useAnswerTime();
  const now = useNow(60_000);
  const [composing, setComposing] = useState(false);
  const [notice, setNotice] = useState<{ ticketId: string; text: string } | null>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  /** Set by the trader's own choice, so the panel takes focus (not on a plain page load). */
  const focusPanel = useRef(false);

  useEffect(() => {
    if (!focusPanel.current) return;
    focusPanel.current = false;
    panelRef.current?.focus();
  }, [ticketId, composing]);

  // The form's subject field takes focus itself.
  const startNew = () => {
    setComposing(true);
    setNotice(null);
    if (ticketId) setParams({});
  };
  const onSelect = () => {
    focusPanel.current = true;
    setComposing(false);
    setNotice(null);
  };
  const showAll = () => {
    setComposing(false);
    setNotice(null);
    setParams({});
  };
  const onCreated = (ticket: Ticket) => {
    focusPanel.current = true;
    setComposing(false);
    setNotice({
      ticketId: ticket.id,
      text: `Ticket ${ticket.reference} was sent. We answer here; you can add to it any time.`,
    });
    setParams({ [TICKET_PARAM]: ticket.id });
  };

  const showingPanel = ticketId !== null || composing;
  const list = tickets.data ?? [];

  let listBody;
  if (tickets.isPending) listBody = <LoadingState label="Loading your tickets…" />;
  else if (tickets.isError)
    listBody = <QueryErrorState title="Your tickets could not be loaded" query={tickets} />;
  else if (list.length === 0)
    listBody = showingPanel ? (
      <p className="text-sm text-slate-400">No other tickets yet.</p>
    ) : (
      <NoTickets onStart={startNew} />
    );
  else
    listBody = <TicketsList tickets={list} selectedId={ticketId} now={now} onSelect={onSelect} />;

  let panel;
  if (ticketId !== null)
    panel = (
      <TicketThread
        key={ticketId}
        ticketId={ticketId}
        notice={notice?.ticketId === ticketId ? notice.text : null}
        onShowAll={showAll}
      />
    );
  else if (composing) panel = <NewTicketForm onCreated={onCreated} onCancel={showAll} />;
  else
    panel = (
      <p className="rounded-2xl border border-dashed border-slate-700 p-8 text-center text-sm text-slate-300">
        Choose a ticket to read its messages and reply, or open a new one.
      </p>
    );

  // Nothing chosen and no list to choose from yet: one full-width state.
  const listOnly = !showingPanel && (tickets.isPending || tickets.isError || list.length === 0);

  const noAnswer = (
    <>
      <p>
        Nothing in the FAQ, the rules or your account answers that. Ask our team in a ticket
        {answerTime.data ? <>: {usualAnswer(answerTime.data)}</> : "."}
      </p>
      <button type="button" onClick={startNew} className={buttonClass("secondary", "sm", "mt-3")}>
        Open a ticket
      </button>
    </>
  );

  return (
    <>
      <PageHeader
        eyebrow="Dashboard"
        title="Support"
        description="Get an answer now at any hour, or ask our team about your account, a trade or a payout and follow our answers."
        actions={
          <button
            type="button"
            onClick={startNew}
            className={buttonClass("primary", "md", "w-full sm:w-auto")}
          >
            New ticket
          </button>
        }
      />
      <div className={`mb-6 ${showingPanel ? "hidden lg:block" : ""}`}>
        <HelpSearch noAnswer={noAnswer} />
      </div>
      {listOnly ? (
        listBody
      ) : (
        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
          <section
            aria-labelledby="support-tickets-title"
            className={showingPanel ? "hidden lg:block" : ""}
          >
            <h2 id="support-tickets-title" className="mb-3 text-lg font-semibold text-white">
              Your tickets
            </h2>
            {listBody}
          </section>
          <div
            ref={panelRef}
            tabIndex={-1}
            className={`min-w-0 space-y-3 focus:outline-none ${showingPanel ? "" : "hidden lg:block"}`}
          >
            {showingPanel && (
              <button
                type="button"
                onClick={showAll}
                className={buttonClass("ghost", "sm", "lg:hidden")}
              >
                <span aria-hidden="true">←</span> All tickets
              </button>
            )}
            {panel}
          </div>
        </div>
      )}
    </>
  );
}
