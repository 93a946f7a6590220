import { useRef, useState, type ReactNode } from "react";
import type { UseMutationResult } from "@tanstack/react-query";
import { TICKET_CATEGORY_LABELS, type Ticket } from "@proparena/contracts/support";
import type { StoredFile } from "@proparena/contracts/uploads";
import { errorMessage, isApiRequestError } from "../../lib/api-client";
import { formatLocalDateTime } from "../../lib/format-local-time";
import { Alert } from "../alert";
import { ErrorState } from "../error-state";
import { CloseTicketControl } from "./close-ticket-control";
import { TicketMessages, type TicketViewer } from "./ticket-messages";
import { TicketStatusBadge } from "./ticket-status-badge";

/** The panel a ticket's thread (or its loading state) sits in. */
export function ThreadFrame({ children }: { children: ReactNode }) {
  return (
    <div className="space-y-5 rounded-2xl border border-slate-800 bg-slate-900/50 p-4 sm:p-6">
      {children}
    </div>
  );
}

/**
 * A loaded ticket as `viewer` reads it: reference, category and when it was opened; the subject
 * (`titleId` names the article; focused once the ticket is closed here); `about` (e.g. who wrote
 * it); its status with `statusNote`; "Close ticket" while it is open (`close` is the ticket's
 * close mutation, `closeExplanation` what closing means); `notice`; the conversation; then
 * `children` (the reply form, or why there is none).
 */
export function TicketThreadView<T>({
  ticket,
  viewer,
  titleId,
  statusNote,
  about,
  close,
  closeExplanation,
  notice,
  download,
  children,
}: {
  ticket: Ticket;
  viewer: TicketViewer;
  titleId: string;
  statusNote: string;
  about?: ReactNode;
  close: UseMutationResult<T, Error, void>;
  closeExplanation: ReactNode;
  notice?: ReactNode;
  download: (file: StoredFile) => Promise<void>;
  children: ReactNode;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [closedHere, setClosedHere] = useState(false);
  const closed = ticket.status === "closed";

  return (
    <article aria-labelledby={titleId}>
      <ThreadFrame>
        <header className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0">
            <p className="text-xs text-slate-400">
              <span className="font-mono text-slate-300">{ticket.reference}</span> ·{" "}
              {TICKET_CATEGORY_LABELS[ticket.category]} · opened{" "}
              <time dateTime={ticket.createdAt}>{formatLocalDateTime(ticket.createdAt)}</time>
            </p>
            <h2
              id={titleId}
              ref={headingRef}
              tabIndex={-1}
              className="mt-1 text-lg font-semibold break-words text-white focus:outline-none"
            >
              {ticket.subject}
            </h2>
            {about}
            <div className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-300">
              <TicketStatusBadge status={ticket.status} viewer={viewer} />
              <span>{statusNote}</span>
            </div>
          </div>
          {!closed && (
            <div className="shrink-0">
              <CloseTicketControl
                reference={ticket.reference}
                close={close}
                explanation={closeExplanation}
                onClosed={() => {
                  setClosedHere(true);
                  headingRef.current?.focus();
                }}
              />
            </div>
          )}
        </header>
        {notice}
        {closed && closedHere && <Alert tone="success">Ticket {ticket.reference} is closed.</Alert>}
        <TicketMessages messages={ticket.messages} viewer={viewer} download={download} />
        {children}
      </ThreadFrame>
    </article>
  );
}

/**
 * Why a ticket is not shown: it does not exist (404: `missingMessage`, and a way back to the
 * list, `showAllLabel`), or it could not be loaded (with a retry).
 */
export function TicketLoadError({
  error,
  onRetry,
  missingMessage,
  showAllLabel,
  onShowAll,
}: {
  error: Error;
  onRetry: () => void;
  missingMessage: string;
  showAllLabel: string;
  onShowAll: () => void;
}) {
  const missing = isApiRequestError(error) && error.status === 404;
  return missing ? (
    <ErrorState title="This ticket could not be found" message={missingMessage}>
      <button
        type="button"
        onClick={onShowAll}
        className="text-sm font-semibold text-rose-50 underline underline-offset-4"
      >
        {showAllLabel}
      </button>
    </ErrorState>
  ) : (
    <ErrorState
      title="The ticket could not be loaded"
      message={errorMessage(error)}
      onRetry={onRetry}
    />
  );
}
