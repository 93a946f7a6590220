import type { ContactBody } from "@proparena/contracts/public-site";
import { contactMessages } from "../../db/schema";
import type { ServiceContext } from "../service-context";
import { contactReference } from "../support/contact-views";

/**
 * Stores the message in the back office's contact inbox (durable before we answer), with its
 * sender, and tells support by e-mail. Answers its reference (quoted in the operators' replies).
 */
export async function sendContactMessage(
  ctx: ServiceContext,
  body: ContactBody,
  meta: { userId: string | null; ip: string; supportEmail: string },
): Promise<{ reference: string }> {
  const now = ctx.clock.now();
  const [row] = await ctx.db
    .insert(contactMessages)
    .values({ ...body, userId: meta.userId, ip: meta.ip, createdAt: now, updatedAt: now })
    .returning({ id: contactMessages.id, number: contactMessages.number });
  const reference = contactReference(row!.number);
  await ctx.mailer.send({
    to: meta.supportEmail,
    subject: `[${reference}] ${body.subject}`,
    text: [
      `From: ${body.name} <${body.email}>`,
      meta.userId ? `User: ${meta.userId}` : "Not signed in",
      "",
      body.message,
      "",
      `Answer it from the contact inbox: ${ctx.settings.publicOrigin}/admin/contact?message=${row!.id}`,
    ].join("\n"),
  });
  return { reference };
}
