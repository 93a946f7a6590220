import type {
  Ticket,
  TicketCategory,
  TicketStatus,
  TicketSummary,
} from "@proparena/contracts/support";
import { ticketReference } from "@proparena/domain/backoffice/support-tickets";
import { asc, eq } from "drizzle-orm";
import type { Db, Tx } from "../../db/database";
import type { supportTickets } from "../../db/schema";
import { supportMessages } from "../../db/schema";
import { filesByIds } from "../files/find-files-by-ids";

// Support tickets as the API shows them: a summary and the whole ticket.

export type TicketRow = typeof supportTickets.$inferSelect;

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

export async function ticketView(db: Db | Tx, row: TicketRow): Promise<Ticket> {
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
