import { eq } from "drizzle-orm";
import { supportTickets, users } from "../../db/schema";
import { notFound } from "../../lib/http-error";
import { isUuid } from "../../lib/is-uuid";
import { ticketView } from "./ticket-views";
import type { ServiceContext } from "../service-context";

export async function adminTicket({ db }: ServiceContext, id: string) {
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
