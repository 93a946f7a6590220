import type { TicketStatus } from "@proparena/contracts/support";
import { ticketTransition, type TicketAction } from "@proparena/domain/backoffice/support-tickets";
import { and, eq } from "drizzle-orm";
import type { Tx } from "../../db/database";
import { supportMessages, supportTickets, supportTicketEvents } from "../../db/schema";
import { conflict, notFound } from "../../lib/http-error";
import { isUuid } from "../../lib/is-uuid";
import type { UserRow } from "../auth/public-user";
import { ownFiles } from "../files/list-own-files";
import type { ServiceContext } from "../service-context";
import { type TicketRow } from "./ticket-views";

// A support ticket's acts: the locked read and the state-machine move with its message and event.

export async function lockTicket(tx: Tx, id: string, ownerId?: string): Promise<TicketRow> {
  const [row] = isUuid(id)
    ? await tx
        .select()
        .from(supportTickets)
        .where(
          and(eq(supportTickets.id, id), ownerId ? eq(supportTickets.userId, ownerId) : undefined),
        )
        .for("update")
    : [];
  if (!row) throw notFound("Ticket not found");
  return row;
}

/**
 * Moves a locked ticket on by `action` and adds the message, if any; records the status change
 * with its actor. 409 when the state machine refuses.
 */
export async function actOnLockedTicket(
  tx: Tx,
  ctx: ServiceContext,
  ticket: TicketRow,
  actor: UserRow,
  action: TicketAction,
  message?: { body: string; attachmentFileId?: string },
): Promise<TicketRow> {
  const next = ticketTransition(ticket.status as TicketStatus, action);
  if (!next.ok) throw conflict(next.reason);
  const now = ctx.clock.now();
  if (message) {
    const support = action === "supportReply";
    if (message.attachmentFileId) {
      // A trader attaches their own uploads; support attaches its own too.
      await ownFiles(tx, actor.id, "ticket", { attachmentFileId: message.attachmentFileId });
    }
    await tx.insert(supportMessages).values({
      ticketId: ticket.id,
      author: support ? "support" : "trader",
      authorId: actor.id,
      authorName: support ? `${ctx.settings.productName} support` : actor.name,
      body: message.body,
      attachmentFileId: message.attachmentFileId ?? null,
      createdAt: now,
    });
  }
  const [updated] = await tx
    .update(supportTickets)
    .set({
      status: next.status,
      updatedAt: now,
      messageCount: ticket.messageCount + (message ? 1 : 0),
    })
    .where(eq(supportTickets.id, ticket.id))
    .returning();
  if (next.status !== ticket.status) {
    await tx.insert(supportTicketEvents).values({
      ticketId: ticket.id,
      fromStatus: ticket.status,
      toStatus: next.status,
      actorId: actor.id,
      actorEmail: actor.email,
      at: now,
    });
  }
  return updated!;
}
