import type { TicketMessage } from "@proparena/contracts/support";
import { formatDateTime } from "../../lib/ticket-format";
import { AttachmentDownload } from "./attachment-download";

const LOOK = {
  trader: {
    row: "justify-end",
    bubble: "border-brand-400/30 bg-brand-500/10 sm:rounded-br-sm",
    name: "text-brand-200",
  },
  support: {
    row: "justify-start",
    bubble: "border-slate-700 bg-slate-800/70 sm:rounded-bl-sm",
    name: "text-sky-200",
  },
} as const;

/** A ticket's thread as a conversation: the trader on the right, support on the left. */
export function TicketMessages({ messages }: { messages: TicketMessage[] }) {
  return (
    <ol aria-label="Messages" className="space-y-4">
      {messages.map((message) => {
        const look = LOOK[message.author];
        const time = formatDateTime(message.createdAt);
        return (
          <li key={message.id} data-author={message.author} className={`flex ${look.row}`}>
            <article
              aria-label={`${message.authorName}, ${time}`}
              className={`w-full rounded-2xl border px-4 py-3 sm:w-auto sm:max-w-[85%] sm:min-w-64 ${look.bubble}`}
            >
              <header className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs">
                <span className={`text-sm font-semibold ${look.name}`}>{message.authorName}</span>
                {message.author === "support" ? (
                  <span className="inline-flex items-center rounded-full border border-sky-400/40 bg-sky-400/10 px-2 py-0.5 font-medium text-sky-200">
                    Support team
                  </span>
                ) : (
                  <span className="text-slate-400">(you)</span>
                )}
                <time dateTime={message.createdAt} className="text-slate-400">
                  {time}
                </time>
              </header>
              <p className="mt-2 text-sm break-words whitespace-pre-wrap text-slate-100">
                {message.body}
              </p>
              {message.attachment && <AttachmentDownload file={message.attachment} />}
            </article>
          </li>
        );
      })}
    </ol>
  );
}
