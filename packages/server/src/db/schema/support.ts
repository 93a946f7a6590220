import { index, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { belongsToUser, users } from "./auth";
import { at, createdAt, updatedAt, uuidPrimaryKey } from "./columns";
import { fileRef } from "./files";

// Support: contact-page messages and their replies, tickets with their messages and events.

/** Messages from the contact page: the back office's contact inbox (also e-mailed to SUPPORT_EMAIL). */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: uuidPrimaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    ip: text("ip"),
    /** The back office's contact inbox: open until answered or closed (contracts `ContactStatus`). */
    status: text("status").notNull().default("open"),
    /** The public reference (C-<number>), quoted in the answers. */
    number: integer("number").generatedAlwaysAsIdentity({ startWith: 1001 }),
    /** The last reply or status change (the inbox is ordered by it). */
    updatedAt: updatedAt(),
    createdAt: createdAt(),
  },
  (t) => [
    index("contact_messages_created_idx").on(t.createdAt),
    index("contact_messages_inbox_idx").on(t.status, t.updatedAt, t.id),
    index("contact_messages_updated_idx").on(t.updatedAt, t.id),
  ],
);

/** The operators' answers to a contact message, each e-mailed to its sender. */
export const contactReplies = pgTable(
  "contact_replies",
  {
    id: uuidPrimaryKey(),
    messageId: uuid("message_id")
      .notNull()
      .references(() => contactMessages.id, { onDelete: "cascade" }),
    authorId: uuid("author_id").references(() => users.id, { onDelete: "set null" }),
    authorEmail: text("author_email").notNull(),
    body: text("body").notNull(),
    /** The e-mail that carried it to the sender (the outbox). */
    emailId: uuid("email_id"),
    createdAt: createdAt(),
  },
  (t) => [index("contact_replies_message_idx").on(t.messageId, t.createdAt)],
);

/** Support tickets (DESIGN §9): open, answered, closed; every message and status change kept. */
export const supportTickets = pgTable(
  "support_tickets",
  {
    id: uuidPrimaryKey(),
    /** The public reference number (T-<number>). */
    number: integer("number").generatedAlwaysAsIdentity({ startWith: 1001 }),
    userId: belongsToUser(),
    subject: text("subject").notNull(),
    category: text("category").notNull(),
    status: text("status").notNull(),
    messageCount: integer("message_count").notNull().default(0),
    createdAt: at("created_at").notNull(),
    updatedAt: at("updated_at").notNull(),
  },
  (t) => [
    index("support_tickets_user_idx").on(t.userId, t.updatedAt),
    index("support_tickets_status_idx").on(t.status, t.updatedAt, t.id),
  ],
);

export const supportMessages = pgTable(
  "support_messages",
  {
    id: uuidPrimaryKey(),
    ticketId: uuid("ticket_id")
      .notNull()
      .references(() => supportTickets.id, { onDelete: "cascade" }),
    author: text("author").notNull(),
    authorId: uuid("author_id").references(() => users.id, { onDelete: "set null" }),
    authorName: text("author_name").notNull(),
    body: text("body").notNull(),
    attachmentFileId: fileRef("attachment_file_id"),
    createdAt: at("created_at").notNull(),
  },
  (t) => [index("support_messages_ticket_idx").on(t.ticketId, t.createdAt)],
);

/** Every status change of a ticket, with who made it and when. */
export const supportTicketEvents = pgTable(
  "support_ticket_events",
  {
    id: uuidPrimaryKey(),
    ticketId: uuid("ticket_id")
      .notNull()
      .references(() => supportTickets.id, { onDelete: "cascade" }),
    fromStatus: text("from_status"),
    toStatus: text("to_status").notNull(),
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
    actorEmail: text("actor_email").notNull(),
    at: at("at").notNull(),
  },
  (t) => [index("support_ticket_events_ticket_idx").on(t.ticketId)],
);
