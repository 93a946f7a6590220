import type { TicketMessage } from "@proparena/contracts/support";
import type { StoredFile } from "@proparena/contracts/uploads";
import { formatLocalDateTime } from "../../lib/format-local-time";
import { AttachmentDownload } from "./attachment-download";

/** Who reads the thread: the trader who opened the ticket, or the support team. */
export type TicketViewer = TicketMessage["author"];

/** The reader's own messages: on the right. */
const OWN = {
  row: "justify-end",
  bubble: "border-brand-400/30 bg-brand-500/10 sm:rounded-br-sm",
  name: "text-brand-200",
};
/** The other side's messages: on the left, the name and tag in the author's colours. */
const OTHER = { row: "justify-start", bubble: "border-slate-700 bg-slate-800/70 sm:rounded-bl-sm" };
const AUTHOR = {
  trader: {
    label: "Trader",
    name: "text-slate-100",
    tag: "border-slate-500/40 bg-slate-500/10 text-slate-300",
  },
  support: {
    label: "Support team",
    name: "text-sky-200",
    tag: "border-sky-400/40 bg-sky-400/10 text-sky-200",
  },
} as const;

/**
 * A ticket's thread as a conversation seen by `viewer`: their own messages on the right, the
 * other side's on the left. A trader's own messages say "(you)"; support sees each message's
 * side in its tag and its name. `download` fetches an attached file.
 */
export function TicketMessages({
  messages,
  viewer,
  download,
}: {
  messages: readonly TicketMessage[];
  viewer: TicketViewer;
  download: (file: StoredFile) => Promise<void>;
}) {
  return (
    <ol aria-label="Messages" className="space-y-4">
      {messages.map((message) => {
        const own = message.author === viewer;
        const author = AUTHOR[message.author];
        const look = own ? OWN : { ...OTHER, name: author.name };
        const time = formatLocalDateTime(message.createdAt);
        const label =
          viewer === "support"
            ? `${message.authorName} (${author.label}), ${time}`
            : `${message.authorName}, ${time}`;
        return (
          <li key={message.id} data-author={message.author} className={`flex ${look.row}`}>
            <article
              aria-label={label}
              className={`w-full rounded-2xl border px-4 py-3 sm:w-auto sm:max-w-[85%] sm:min-w-64 ${look.bubble}`}
            >
              <header className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs">
                <span className={`text-sm font-semibold ${look.name}`}>{message.authorName}</span>
                {own && viewer === "trader" ? (
                  <span className="text-slate-400">(you)</span>
                ) : (
                  <span
                    className={`inline-flex items-center rounded-full border px-2 py-0.5 font-medium ${author.tag}`}
                  >
                    {author.label}
                  </span>
                )}
                <time dateTime={message.createdAt} className="text-slate-400">
                  {time}
                </time>
              </header>
              <p className="mt-2 text-sm break-words whitespace-pre-wrap text-slate-100">
                {message.body}
              </p>
              {message.attachment && (
                <AttachmentDownload file={message.attachment} download={download} />
              )}
            </article>
          </li>
        );
      })}
    </ol>
  );
}
