import type { ReplyTicketBody, Ticket } from "@proparena/contracts/support";
import type { UserRow } from "../auth/public-user";
import type { ServiceContext } from "../service-context";
import { actOnLockedTicket, lockTicket } from "./ticket-acts";
import { ticketView } from "./ticket-views";

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
    const row = await actOnLockedTicket(
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
