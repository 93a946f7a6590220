import type { ContactBody } from "@proparena/contracts/public-site";
import { contactMessages } from "../../db/schema";
import type { ServiceContext } from "../service-context";

/** Stores the message (durable before we answer) and emails it to support. */
export async function sendContactMessage(
  ctx: ServiceContext,
  body: ContactBody,
  meta: { userId: string | null; ip: string; supportEmail: string },
): Promise<void> {
  await ctx.db.insert(contactMessages).values({ ...body, userId: meta.userId, ip: meta.ip });
  await ctx.mailer.send({
    to: meta.supportEmail,
    subject: `[Contact] ${body.subject}`,
    text: [
      `From: ${body.name} <${body.email}>`,
      meta.userId ? `User: ${meta.userId}` : "Not signed in",
      "",
      body.message,
    ].join("\n"),
  });
}
