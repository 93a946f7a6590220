import { useAdminContactMessages } from "../requests/get-admin-contact-messages";
import { ContactMessageView } from "../components/contact-inbox/contact-message-view";
import { ContactMessagesList } from "../components/contact-inbox/contact-messages-list";
import { StatusQueuePage, type QueueFilter } from "../../../components/status-queue-page";

const EMPTY: Record<QueueFilter, [string, string]> = {
  open: [
    "No message is waiting",
    "What visitors and traders send from the contact page appears here.",
  ],
  answered: ["No answered message", "Messages we answered by e-mail appear here."],
  closed: ["No closed message", "Settled messages appear here."],
  all: ["No contact messages yet", "What people send from the contact page appears here."],
};

/**
 * /admin/contact — the contact inbox: messages from /contact (visitors without an account too)
 * by status, newest activity first, and the chosen one (?message= in the URL) with its sender,
 * the replies e-mailed so far, a reply and closing.
 */
export function AdminContactInboxPage() {
  return (
    <StatusQueuePage
      title="Contact inbox"
      description="Messages from the contact page, newest activity first. Replies go to the sender by e-mail."
      noun="message"
      itemParam="message"
      useItems={useAdminContactMessages}
      itemsOf={(page) => page.messages}
      empty={EMPTY}
      renderList={(messages, view) => <ContactMessagesList messages={messages} {...view} />}
      renderDetail={(id, onShowAll) => (
        <ContactMessageView key={id} messageId={id} onShowAll={onShowAll} />
      )}
    />
  );
}
