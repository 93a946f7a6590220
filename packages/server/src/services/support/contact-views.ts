import type { ContactStatus, ContactSummary } from "@proparena/contracts/contact-inbox";
import type { contactMessages } from "../../db/schema";

// Contact messages as the API shows them, and their reference (C-1001).

export type MessageRow = typeof contactMessages.$inferSelect;

/** "C-1001": how a contact message is quoted to its sender and in the back office. */
export function contactReference(number: number | null): string {
  return `C-${number ?? 0}`;
}

export function summaryOf(row: MessageRow, replies: number): ContactSummary {
  return {
    id: row.id,
    reference: contactReference(row.number),
    name: row.name,
    email: row.email,
    subject: row.subject,
    status: row.status as ContactStatus,
    userId: row.userId,
    replyCount: replies,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
