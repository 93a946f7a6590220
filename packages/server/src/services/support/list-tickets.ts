import type { TicketStatus } from "@proparena/contracts/support";
import { eq } from "drizzle-orm";
import { supportTickets, users } from "../../db/schema";
import { inboxPage } from "./inbox-page";
import { ticketSummary } from "./ticket-views";
import type { ServiceContext } from "../service-context";

export async function listTicketsForAdmin(
  { db }: ServiceContext,
  query: { status?: TicketStatus; cursor?: string; limit: number },
) {
  const page = await inboxPage(
    db
      .select({ ticket: supportTickets, email: users.email, name: users.name })
      .from(supportTickets)
      .innerJoin(users, eq(users.id, supportTickets.userId))
      .$dynamic(),
    supportTickets,
    query,
    (row) => row.ticket,
    (row) => ({
      ...ticketSummary(row.ticket),
      userId: row.ticket.userId,
      userEmail: row.email,
      userName: row.name,
    }),
  );
  return { tickets: page.items, nextCursor: page.nextCursor };
}
