import type {
  CreateTicketBody,
  ReplyTicketBody,
  Ticket,
  TicketCategory,
  TicketStatus,
  TicketSummary,
} from "@proparena/contracts/support";
import {
  ticketReference,
  ticketTransition,
  type TicketAction,
} from "@proparena/domain/backoffice/support-tickets";
import { and, asc, desc, eq } from "drizzle-orm";
import type { Db, Tx } from "../../db/database";
import {
  auditLog,
  supportMessages,
  supportTickets,
  supportTicketEvents,
  users,
} from "../../db/schema";
import { conflict, notFound } from "../../lib/http-error";
import { isUuid } from "../../lib/is-uuid";
import type { UserRow } from "../auth/public-user";
import { preferencesOf } from "../account/preferences";
import { filesByIds, ownFiles } from "../files/stored-files";
import { decodeCursor, olderThan, pageOf } from "../keyset-page";
import type { ServiceContext } from "../service-context";

type TicketRow = typeof supportTickets.$inferSelect;

export function ticketSummary(row: TicketRow): TicketSummary {
  return {
    id: row.id,
    reference: ticketReference(row.number ?? 0),
    subject: row.subject,
    category: row.category as TicketCategory,
    status: row.status as TicketStatus,
    messageCount: row.messageCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function ticketView(db: Db | Tx, row: TicketRow): Promise<Ticket> {
  const messages = await db
    .select()
    .from(supportMessages)
    .where(eq(supportMessages.ticketId, row.id))
    .orderBy(asc(supportMessages.createdAt), asc(supportMessages.id));
  const files = await filesByIds(
    db,
    messages.map((m) => m.attachmentFileId),
  );
  return {
    ...ticketSummary(row),
    messages: messages.map((m) => ({
      id: m.id,
      author: m.author as "trader" | "support",
      authorName: m.authorName,
      body: m.body,
      attachment: m.attachmentFileId ? (files.get(m.attachmentFileId) ?? null) : null,
      createdAt: m.createdAt.toISOString(),
    })),
  };
}

async function lockTicket(tx: Tx, id: string, ownerId?: string): Promise<TicketRow> {
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
async function act(
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

export async function myTickets(ctx: ServiceContext, userId: string) {
  const rows = await ctx.db
    .select()
    .from(supportTickets)
    .where(eq(supportTickets.userId, userId))
    .orderBy(desc(supportTickets.updatedAt), desc(supportTickets.id))
    .limit(200);
  return { tickets: rows.map(ticketSummary) };
}

/** A ticket of the trader's own (404 for anyone else's). */
export async function myTicket(ctx: ServiceContext, userId: string, id: string): Promise<Ticket> {
  const [row] = isUuid(id)
    ? await ctx.db
        .select()
        .from(supportTickets)
        .where(and(eq(supportTickets.id, id), eq(supportTickets.userId, userId)))
    : [];
  if (!row) throw notFound("Ticket not found");
  return ticketView(ctx.db, row);
}

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
    const row = await act(tx, ctx, created!, user, "traderReply", {
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

/** The trader replies (or closes) on their own ticket. */
export async function traderActs(
  ctx: ServiceContext,
  user: UserRow,
  id: string,
  action: "traderReply" | "close",
  body?: ReplyTicketBody,
): Promise<Ticket> {
  return ctx.db.transaction(async (tx) => {
    const ticket = await lockTicket(tx, id, user.id);
    const row = await act(
      tx,
      ctx,
      ticket,
      user,
      action,
      body ? { body: body.message, attachmentFileId: body.attachmentFileId } : undefined,
    );
    return ticketView(tx, row);
  });
}

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
    const row = await act(
      tx,
      ctx,
      current,
      admin,
      action,
      input.body
        ? { body: input.body.message, attachmentFileId: input.body.attachmentFileId }
        : undefined,
    );
    await tx.insert(auditLog).values({
      actorId: admin.id,
      actorEmail: admin.email,
      action: action === "close" ? "ticket-close" : "ticket-reply",
      details: {
        target: { kind: "support_ticket", id, userId: current.userId },
        before: current.status,
        after: row.status,
        ip: input.ip,
      },
      createdAt: now,
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
  return adminTicket(ctx.db, ticket.id);
}

export async function listTicketsForAdmin(
  db: Db,
  query: { status?: TicketStatus; cursor?: string; limit: number },
) {
  const after = decodeCursor(query.cursor);
  const t = supportTickets;
  const rows = await db
    .select({ ticket: t, email: users.email, name: users.name })
    .from(t)
    .innerJoin(users, eq(users.id, t.userId))
    .where(
      and(
        query.status ? eq(t.status, query.status) : undefined,
        olderThan(t.updatedAt, t.id, after),
      ),
    )
    .orderBy(desc(t.updatedAt), desc(t.id))
    .limit(query.limit + 1);
  const page = pageOf(
    rows,
    query.limit,
    (row) => ({ time: row.ticket.updatedAt, id: row.ticket.id }),
    (row) => ({
      ...ticketSummary(row.ticket),
      userId: row.ticket.userId,
      userEmail: row.email,
      userName: row.name,
    }),
  );
  return { tickets: page.items, nextCursor: page.nextCursor };
}

export async function adminTicket(db: Db, id: string) {
  const [row] = isUuid(id)
    ? await db
        .select({ ticket: supportTickets, email: users.email, name: users.name })
        .from(supportTickets)
        .innerJoin(users, eq(users.id, supportTickets.userId))
        .where(eq(supportTickets.id, id))
    : [];
  if (!row) throw notFound("Ticket not found");
  return {
    ...(await ticketView(db, row.ticket)),
    userId: row.ticket.userId,
    userEmail: row.email,
    userName: row.name,
  };
}
