import type { TicketMessage } from "@proparena/contracts/support";
import { formatReviewDateTime } from "../../lib/review-format";
import { AdminAttachmentDownload } from "./admin-attachment-download";

const LOOK = {
  trader: {
    row: "justify-start",
    bubble: "border-slate-700 bg-slate-800/70 sm:rounded-bl-sm",
    name: "text-slate-100",
    tag: "border-slate-500/40 bg-slate-500/10 text-slate-300",
    label: "Trader",
  },
  support: {
    row: "justify-end",
    bubble: "border-brand-400/30 bg-brand-500/10 sm:rounded-br-sm",
    name: "text-brand-200",
    tag: "border-sky-400/40 bg-sky-400/10 text-sky-200",
    label: "Support team",
  },
} as const;

/** The thread seen from support: the trader on the left, our replies on the right. */
export function AdminTicketMessages({ messages }: { messages: readonly TicketMessage[] }) {
  return (
    <ol aria-label="Messages" className="space-y-4">
      {messages.map((message) => {
        const look = LOOK[message.author];
        const time = formatReviewDateTime(message.createdAt);
        return (
          <li key={message.id} data-author={message.author} className={`flex ${look.row}`}>
            <article
              aria-label={`${message.authorName} (${look.label}), ${time}`}
              className={`w-full rounded-2xl border px-4 py-3 sm:w-auto sm:max-w-[85%] sm:min-w-64 ${look.bubble}`}
            >
              <header className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs">
                <span className={`text-sm font-semibold ${look.name}`}>{message.authorName}</span>
                <span
                  className={`inline-flex items-center rounded-full border px-2 py-0.5 font-medium ${look.tag}`}
                >
                  {look.label}
                </span>
                <time dateTime={message.createdAt} className="text-slate-400">
                  {time}
                </time>
              </header>
              <p className="mt-2 text-sm break-words whitespace-pre-wrap text-slate-100">
                {message.body}
              </p>
              {message.attachment && <AdminAttachmentDownload file={message.attachment} />}
            </article>
          </li>
        );
      })}
    </ol>
  );
}
