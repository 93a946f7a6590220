import type { ContactStatus } from "@proparena/contracts/contact-inbox";
import { and, desc, eq, sql } from "drizzle-orm";
import { contactMessages, contactReplies } from "../../db/schema";
import { decodeCursor, olderThan, pageOf } from "../keyset-page";
import { summaryOf } from "./contact-views";
import type { ServiceContext } from "../service-context";

const replyCount = sql<number>`(select count(*)::int from ${contactReplies} where ${contactReplies.messageId} = ${contactMessages.id})`;

/** The inbox, newest activity first, optionally one status, a keyset page at a time. */
export async function listContactMessages(
  { db }: ServiceContext,
  query: { status?: ContactStatus; cursor?: string; limit: number },
) {
  const after = decodeCursor(query.cursor);
  const rows = await db
    .select({ message: contactMessages, replies: replyCount })
    .from(contactMessages)
    .where(
      and(
        query.status ? eq(contactMessages.status, query.status) : undefined,
        olderThan(contactMessages.updatedAt, contactMessages.id, after),
      ),
    )
    .orderBy(desc(contactMessages.updatedAt), desc(contactMessages.id))
    .limit(query.limit + 1);
  const page = pageOf(
    rows,
    query.limit,
    (row) => ({ time: row.message.updatedAt, id: row.message.id }),
    (row) => summaryOf(row.message, row.replies),
  );
  return { messages: page.items, nextCursor: page.nextCursor };
}
