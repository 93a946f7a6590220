import type { ReplyTicketBody } from "@proparena/contracts/support";
import { ticketReference } from "@proparena/domain/backoffice/support-tickets";
import { eq } from "drizzle-orm";
import { users } from "../../db/schema";
import type { UserRow } from "../auth/public-user";
import { preferencesOf } from "../account/read-preferences";
import type { ServiceContext } from "../service-context";
import { writeAuditEntry } from "../audit/write-audit-entry";
import { actOnLockedTicket, lockTicket } from "./ticket-acts";
import { adminTicket } from "./get-ticket";

/** Support replies (the trader gets an e-mail) or closes a ticket; audited. */
export async function supportActs(
  ctx: ServiceContext,
  admin: UserRow,
  id: string,
  action: "supportReply" | "close",
  input: { body?: ReplyTicketBody; ip: string },
) {
  const now = ctx.clock.now();
  const ticket = await ctx.db.transaction(async (tx) => {
    const current = await lockTicket(tx, id);
    const row = await actOnLockedTicket(
      tx,
      ctx,
      current,
      admin,
      action,
      input.body
        ? { body: input.body.message, attachmentFileId: input.body.attachmentFileId }
        : undefined,
    );
    await writeAuditEntry(tx, {
      actor: admin,
      action: action === "close" ? "ticket-close" : "ticket-reply",
      details: {
        target: { kind: "support_ticket", id, userId: current.userId },
        before: current.status,
        after: row.status,
        ip: input.ip,
      },
      at: now,
    });
    return row;
  });
  const [owner] = await ctx.db.select().from(users).where(eq(users.id, ticket.userId));
  if (owner && action === "supportReply" && preferencesOf(owner.preferences).emailSupportReplies) {
    const reference = ticketReference(ticket.number ?? 0);
    await ctx.mailer.send({
      to: owner.email,
      subject: `[${reference}] We answered your ticket: ${ticket.subject}`,
      text: `Hello ${owner.name},\n\nWe replied to your ticket "${ticket.subject}":\n\n${input.body!.message}\n\nReply or close it here: ${ctx.settings.publicOrigin}/dashboard/support?ticket=${ticket.id}\n`,
    });
  }
  return adminTicket(ctx, ticket.id);
}
