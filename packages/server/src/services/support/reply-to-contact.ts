import type { ContactMessage } from "@proparena/contracts/contact-inbox";
import { contactReplies, outboxEmails } from "../../db/schema";
import type { UserRow } from "../auth/public-user";
import type { ServiceContext } from "../service-context";
import { lockMessage, moveOn } from "./contact-status";
import { contactReference } from "./contact-views";
import { contactMessage } from "./get-contact-message";

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
  return contactMessage(ctx, id);
}
