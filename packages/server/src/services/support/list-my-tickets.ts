import { desc, eq } from "drizzle-orm";
import { supportTickets } from "../../db/schema";
import type { ServiceContext } from "../service-context";
import { ticketSummary } from "./ticket-views";

export async function myTickets(ctx: ServiceContext, userId: string) {
  const rows = await ctx.db
    .select()
    .from(supportTickets)
    .where(eq(supportTickets.userId, userId))
    .orderBy(desc(supportTickets.updatedAt), desc(supportTickets.id))
    .limit(200);
  return { tickets: rows.map(ticketSummary) };
}
