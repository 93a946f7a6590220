import { eq } from "drizzle-orm";
import type { Tx } from "../../db/database";
import { contactMessages } from "../../db/schema";
import { notFound } from "../../lib/http-error";
import { isUuid } from "../../lib/is-uuid";
import type { UserRow } from "../auth/public-user";
import { writeAuditEntry } from "../audit/write-audit-entry";
import { type MessageRow } from "./contact-views";

// An operator's act on a contact message: the locked read and the status move with its audit entry.

export async function lockMessage(tx: Tx, id: string): Promise<MessageRow> {
  const [row] = isUuid(id)
    ? await tx.select().from(contactMessages).where(eq(contactMessages.id, id)).for("update")
    : [];
  if (!row) throw notFound("Contact message not found");
  return row;
}

/** An operator's act on a locked message: its status (and activity time) and the audit entry. */
export async function moveOn(
  tx: Tx,
  act: {
    admin: UserRow;
    current: MessageRow;
    status: string;
    action: "contact-reply" | "contact-close";
    ip: string;
    now: Date;
  },
) {
  const { admin, current, now } = act;
  await tx
    .update(contactMessages)
    .set({ status: act.status, updatedAt: now })
    .where(eq(contactMessages.id, current.id));
  await writeAuditEntry(tx, {
    actor: admin,
    action: act.action,
    details: {
      target: { kind: "contact_message", id: current.id, email: current.email },
      before: current.status,
      after: act.status,
      ip: act.ip,
    },
    at: now,
  });
}
