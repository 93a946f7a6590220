import type { CreateTicketBody, Ticket } from "@proparena/contracts/support";
import { supportTickets, supportTicketEvents } from "../../db/schema";
import type { UserRow } from "../auth/public-user";
import type { ServiceContext } from "../service-context";
import { actOnLockedTicket } from "./ticket-acts";
import { ticketView } from "./ticket-views";

export async function openTicket(
  ctx: ServiceContext,
  user: UserRow,
  body: CreateTicketBody,
): Promise<Ticket> {
  const now = ctx.clock.now();
  const ticket = await ctx.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(supportTickets)
      .values({
        userId: user.id,
        subject: body.subject,
        category: body.category,
        status: "open",
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await tx.insert(supportTicketEvents).values({
      ticketId: created!.id,
      fromStatus: null,
      toStatus: "open",
      actorId: user.id,
      actorEmail: user.email,
      at: now,
    });
    // The first message is the trader's: an "open" ticket stays open.
    const row = await actOnLockedTicket(tx, ctx, created!, user, "traderReply", {
      body: body.message,
      attachmentFileId: body.attachmentFileId,
    });
    return ticketView(tx, row);
  });
  await ctx.mailer.send({
    to: ctx.settings.supportEmail,
    subject: `[${ticket.reference}] ${ticket.subject}`,
    text: `${user.name} <${user.email}> opened a ticket (${ticket.category}):\n\n${body.message}\n\nAnswer it in the admin area.`,
  });
  return ticket;
}
