import type { TicketStatus } from "@proparena/contracts/support";
import { and, desc, eq } from "drizzle-orm";
import { supportTickets, users } from "../../db/schema";
import { decodeCursor, olderThan, pageOf } from "../keyset-page";
import { ticketSummary } from "./ticket-views";
import type { ServiceContext } from "../service-context";

export async function listTicketsForAdmin(
  { db }: ServiceContext,
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
