import type { Ticket } from "@proparena/contracts/support";
import { and, eq } from "drizzle-orm";
import { supportTickets } from "../../db/schema";
import { notFound } from "../../lib/http-error";
import { isUuid } from "../../lib/is-uuid";
import type { ServiceContext } from "../service-context";
import { ticketView } from "./ticket-views";

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
