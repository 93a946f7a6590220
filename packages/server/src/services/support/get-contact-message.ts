import type { ContactMessage } from "@proparena/contracts/contact-inbox";
import { asc, eq } from "drizzle-orm";
import { contactMessages, contactReplies } from "../../db/schema";
import { notFound } from "../../lib/http-error";
import { isUuid } from "../../lib/is-uuid";
import { summaryOf } from "./contact-views";
import type { ServiceContext } from "../service-context";

/** One message with its replies, oldest first. */
export async function contactMessage({ db }: ServiceContext, id: string): Promise<ContactMessage> {
  const [row] = isUuid(id)
    ? await db.select().from(contactMessages).where(eq(contactMessages.id, id))
    : [];
  if (!row) throw notFound("Contact message not found");
  const replies = await db
    .select()
    .from(contactReplies)
    .where(eq(contactReplies.messageId, id))
    .orderBy(asc(contactReplies.createdAt), asc(contactReplies.id));
  return {
    ...summaryOf(row, replies.length),
    message: row.message,
    replies: replies.map((r) => ({
      id: r.id,
      authorEmail: r.authorEmail,
      body: r.body,
      createdAt: r.createdAt.toISOString(),
    })),
  };
}
