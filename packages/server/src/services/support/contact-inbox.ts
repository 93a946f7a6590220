import type {
  ContactMessage,
  ContactStatus,
  ContactSummary,
} from "@proparena/contracts/contact-inbox";
import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/database";
import { contactMessages, contactReplies, outboxEmails } from "../../db/schema";
import { conflict, notFound } from "../../lib/http-error";
import { isUuid } from "../../lib/is-uuid";
import type { UserRow } from "../auth/public-user";
import { decodeCursor, olderThan, pageOf } from "../keyset-page";
import type { ServiceContext } from "../service-context";
import { writeAuditEntry } from "../audit/write-audit-entry";

type MessageRow = typeof contactMessages.$inferSelect;

/** "C-1001": how a contact message is quoted to its sender and in the back office. */
export function contactReference(number: number | null): string {
  return `C-${number ?? 0}`;
}

const replyCount = sql<number>`(select count(*)::int from ${contactReplies} where ${contactReplies.messageId} = ${contactMessages.id})`;

function summaryOf(row: MessageRow, replies: number): ContactSummary {
  return {
    id: row.id,
    reference: contactReference(row.number),
    name: row.name,
    email: row.email,
    subject: row.subject,
    status: row.status as ContactStatus,
    userId: row.userId,
    replyCount: replies,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The inbox, newest activity first, optionally one status, a keyset page at a time. */
export async function listContactMessages(
  db: Db,
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

/** One message with its replies, oldest first. */
export async function contactMessage(db: Db, id: string): Promise<ContactMessage> {
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

async function lockMessage(tx: Tx, id: string): Promise<MessageRow> {
  const [row] = isUuid(id)
    ? await tx.select().from(contactMessages).where(eq(contactMessages.id, id)).for("update")
    : [];
  if (!row) throw notFound("Contact message not found");
  return row;
}

/** An operator's act on a locked message: its status (and activity time) and the audit entry. */
async function moveOn(
  tx: Tx,
  act: {
    admin: UserRow;
    current: MessageRow;
    status: string;
    action: "contact-reply" | "contact-close";
    ip: string;
    now: Date;
  },
) {
  const { admin, current, now } = act;
  await tx
    .update(contactMessages)
    .set({ status: act.status, updatedAt: now })
    .where(eq(contactMessages.id, current.id));
  await writeAuditEntry(tx, {
    actor: admin,
    action: act.action,
    details: {
      target: { kind: "contact_message", id: current.id, email: current.email },
      before: current.status,
      after: act.status,
      ip: act.ip,
    },
    at: now,
  });
}

/** The first lines of the sender's message, quoted under the reply. */
function quoted(text: string): string {
  const lines = text.split("\n");
  const shown = lines.slice(0, 12).map((line) => `> ${line}`);
  if (lines.length > 12) shown.push("> …");
  return shown.join("\n");
}

/**
 * An operator answers a contact message: the reply is kept with the message and e-mailed to its
 * sender (who may have no account), in one transaction with its outbox message; an open message
 * becomes answered. Audited.
 */
export async function replyToContact(
  ctx: ServiceContext,
  admin: UserRow,
  id: string,
  input: { body: string; ip: string },
): Promise<ContactMessage> {
  const now = ctx.clock.now();
  const mail = await ctx.db.transaction(async (tx) => {
    const current = await lockMessage(tx, id);
    const reference = contactReference(current.number);
    const { productName, publicOrigin, supportEmail } = ctx.settings;
    const [email] = await tx
      .insert(outboxEmails)
      .values({
        to: current.email,
        subject: `Re: ${current.subject} [${reference}]`,
        text: [
          `Hello ${current.name},`,
          "",
          input.body,
          "",
          "--",
          `${productName} support, answering your message ${reference} of ${current.createdAt.toISOString().slice(0, 10)}:`,
          "",
          quoted(current.message),
          "",
          `To write back, e-mail ${supportEmail} or use ${publicOrigin}/contact, quoting ${reference}.`,
        ].join("\n"),
      })
      .returning();
    await tx.insert(contactReplies).values({
      messageId: id,
      authorId: admin.id,
      authorEmail: admin.email,
      body: input.body,
      emailId: email!.id,
      createdAt: now,
    });
    const status = current.status === "open" ? "answered" : current.status;
    await moveOn(tx, { admin, current, status, action: "contact-reply", ip: input.ip, now });
    return email!;
  });
  ctx.mailer.deliver([mail]);
  return contactMessage(ctx.db, id);
}

/** An operator closes a contact message (409 when it is closed already). Audited. */
export async function closeContact(
  ctx: ServiceContext,
  admin: UserRow,
  id: string,
  input: { ip: string },
): Promise<ContactMessage> {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const current = await lockMessage(tx, id);
    if (current.status === "closed") throw conflict("This message is closed already.");
    await moveOn(tx, {
      admin,
      current,
      status: "closed",
      action: "contact-close",
      ip: input.ip,
      now,
    });
  });
  return contactMessage(ctx.db, id);
}
