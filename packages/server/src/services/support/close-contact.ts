import type { ContactMessage } from "@proparena/contracts/contact-inbox";
import { conflict } from "../../lib/http-error";
import type { UserRow } from "../auth/public-user";
import type { ServiceContext } from "../service-context";
import { lockMessage, moveOn } from "./contact-status";
import { contactMessage } from "./get-contact-message";

/** An operator closes a contact message (409 when it is closed already). Audited. */
export async function closeContact(
  ctx: ServiceContext,
  admin: UserRow,
  id: string,
  input: { ip: string },
): Promise<ContactMessage> {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const current = await lockMessage(tx, id);
    if (current.status === "closed") throw conflict("This message is closed already.");
    await moveOn(tx, {
      admin,
      current,
      status: "closed",
      action: "contact-close",
      ip: input.ip,
      now,
    });
  });
  return contactMessage(ctx, id);
}
