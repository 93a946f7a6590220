import type { ContactSummary } from "@proparena/contracts/contact-inbox";
import { TicketList, UpdatedAgo } from "../../../../components/ticket-thread/ticket-list";

const replies = (n: number) => (n === 0 ? "no reply yet" : n === 1 ? "1 reply" : `${n} replies`);

/** The inbox of the chosen status, newest activity first; each opens its message (?message=). */
export function ContactMessagesList({
  messages,
  selectedId,
  now,
  searchFor,
}: {
  messages: readonly ContactSummary[];
  selectedId: string | null;
  now: number;
  searchFor: (id: string) => string;
}) {
  return (
    <TicketList
      label="Contact messages"
      tickets={messages}
      selectedId={selectedId}
      viewer="support"
      searchFor={searchFor}
      details={(message) => (
        <>
          <span className="mt-1 block truncate text-sm text-slate-300">
            {message.name}
            <span className="text-slate-500"> · {message.email}</span>
          </span>
          <span className="mt-1 block text-xs text-slate-400">
            <UpdatedAgo iso={message.updatedAt} now={now} />
            {" · "}
            {replies(message.replyCount)}
          </span>
        </>
      )}
    />
  );
}
