import type { ContactStatus } from "@proparena/contracts/contact-inbox";
import { sql } from "drizzle-orm";
import { contactMessages, contactReplies } from "../../db/schema";
import { inboxPage } from "./inbox-page";
import { summaryOf } from "./contact-views";
import type { ServiceContext } from "../service-context";

const replyCount = sql<number>`(select count(*)::int from ${contactReplies} where ${contactReplies.messageId} = ${contactMessages.id})`;

/** The inbox, newest activity first, optionally one status, a keyset page at a time. */
export async function listContactMessages(
  { db }: ServiceContext,
  query: { status?: ContactStatus; cursor?: string; limit: number },
) {
  const page = await inboxPage(
    db.select({ message: contactMessages, replies: replyCount }).from(contactMessages).$dynamic(),
    contactMessages,
    query,
    (row) => row.message,
    (row) => summaryOf(row.message, row.replies),
  );
  return { messages: page.items, nextCursor: page.nextCursor };
}
