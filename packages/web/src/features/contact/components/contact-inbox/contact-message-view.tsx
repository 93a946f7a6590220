import { Link } from "react-router";
import type { ContactMessage } from "@proparena/contracts/contact-inbox";
import { focusRing } from "../../../../components/button-styles";
import { ErrorState, QueryErrorState } from "../../../../components/error-state";
import { LoadingState } from "../../../../components/loading-state";
import { CloseTicketControl } from "../../../../components/ticket-thread/close-ticket-control";
import { TicketStatusBadge } from "../../../../components/ticket-thread/ticket-status-badge";
import { ThreadFrame } from "../../../../components/ticket-thread/ticket-thread-view";
import { isApiRequestError } from "../../../../lib/api-client";
import { formatLocalDateTime } from "../../../../lib/format-local-time";
import { useCloseContactMessage } from "../../requests/act-on-contact-message";
import { useAdminContactMessage } from "../../requests/get-admin-contact-message";
import { adminPaths } from "../../../../lib/admin-paths";
import { ContactReplyForm } from "./contact-reply-form";

const STATUS_NOTE: Record<ContactMessage["status"], string> = {
  open: "Waiting for our answer.",
  answered: "We answered by e-mail.",
  closed: "Closed. A reply can still be e-mailed.",
};

function Written({ who, at, body }: { who: string; at: string; body: string }) {
  return (
    <li className="rounded-xl border border-slate-800 bg-slate-950/40 p-4">
      <p className="text-xs text-slate-400">
        <span className="font-semibold text-slate-200">{who}</span> ·{" "}
        <time dateTime={at}>{formatLocalDateTime(at)}</time>
      </p>
      <p className="mt-2 text-sm break-words whitespace-pre-wrap text-slate-100">{body}</p>
    </li>
  );
}

function LoadedMessage({ message }: { message: ContactMessage }) {
  const close = useCloseContactMessage(message.id);
  return (
    <article aria-labelledby="contact-message-title">
      <ThreadFrame>
        <header className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0">
            <p className="text-xs text-slate-400">
              <span className="font-mono text-slate-300">{message.reference}</span> · sent{" "}
              <time dateTime={message.createdAt}>{formatLocalDateTime(message.createdAt)}</time>
            </p>
            <h2
              id="contact-message-title"
              className="mt-1 text-lg font-semibold break-words text-white"
            >
              {message.subject}
            </h2>
            <p className="mt-2 text-sm text-slate-300">
              From {message.name} &lt;{message.email}&gt;{" "}
              {message.userId ? (
                <Link
                  to={adminPaths.user(message.userId)}
                  className={`rounded font-semibold text-brand-300 underline underline-offset-2 hover:text-white ${focusRing}`}
                >
                  (their account)
                </Link>
              ) : (
                <span className="text-slate-400">(a visitor without an account)</span>
              )}
            </p>
            <div className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-300">
              <TicketStatusBadge status={message.status} viewer="support" />
              <span>{STATUS_NOTE[message.status]}</span>
            </div>
          </div>
          {message.status !== "closed" && (
            <div className="shrink-0">
              <CloseTicketControl
                noun="message"
                reference={message.reference}
                close={close}
                explanation="Close it when it needs nothing more. It stays in the inbox under Closed."
                onClosed={() => {}}
              />
            </div>
          )}
        </header>
        <ol aria-label="Conversation" className="space-y-3">
          <Written who={message.name} at={message.createdAt} body={message.message} />
          {message.replies.map((reply) => (
            <Written
              key={reply.id}
              who={`${reply.authorEmail} (e-mailed)`}
              at={reply.createdAt}
              body={reply.body}
            />
          ))}
        </ol>
        <ContactReplyForm message={message} />
      </ThreadFrame>
    </article>
  );
}

/** The chosen message (?message= in the URL): who sent it, the conversation, reply and close. */
export function ContactMessageView({
  messageId,
  onShowAll,
}: {
  messageId: string;
  onShowAll: () => void;
}) {
  const message = useAdminContactMessage(messageId);
  if (message.data) return <LoadedMessage message={message.data} />;
  if (message.isError) {
    return isApiRequestError(message.error) && message.error.status === 404 ? (
      <ErrorState title="This message could not be found" message="It does not exist any more.">
        <button
          type="button"
          onClick={onShowAll}
          className="text-sm font-semibold text-rose-50 underline underline-offset-4"
        >
          See all messages
        </button>
      </ErrorState>
    ) : (
      <QueryErrorState title="The message could not be loaded" query={message} />
    );
  }
  return (
    <ThreadFrame>
      <LoadingState label="Loading the message…" />
    </ThreadFrame>
  );
}
