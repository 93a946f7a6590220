import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { belongsToUser } from "./auth";
import { at, createdAt, uuidPrimaryKey } from "./columns";

// What the product tells people: the e-mail outbox and in-app notices.

/** Every email the product sends is kept here; without SMTP_URL this is where it goes. */
export const outboxEmails = pgTable(
  "outbox_emails",
  {
    id: uuidPrimaryKey(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html"),
    sentAt: at("sent_at"),
    error: text("error"),
    /** Sending attempts so far; the outbox retry job gives up after a few. */
    attempts: integer("attempts").notNull().default(0),
    /**
     * Files sent with the message, by reference (mail/attachments.ts `MailAttachment`: a name, a
     * type and where the bytes come from, e.g. an agreement signature's id): each attempt
     * builds them again, so the outbox never holds the bytes.
     */
    attachments: jsonb("attachments").$type<unknown[]>(),
    createdAt: createdAt(),
  },
  (t) => [
    index("outbox_emails_to_idx").on(t.to),
    index("outbox_emails_unsent_idx")
      .on(t.createdAt)
      .where(sql`${t.sentAt} is null`),
  ],
);

/**
 * What happened to a trader's account that they should hear of (a breach, a pass, a payout, an
 * operator's act): shown in the app and, by their preferences, e-mailed. `event_key` names the
 * event (`decision:<id>`, `audit:<id>`, ...): a notice and its e-mail are written once per event.
 */
export const notices = pgTable(
  "notices",
  {
    id: uuidPrimaryKey(),
    userId: belongsToUser(),
    kind: text("kind").notNull(),
    eventKey: text("event_key").notNull(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    /** A path in the app (the evidence, the payouts page, ...), or null. */
    link: text("link"),
    /** The trading account it is about (kept as text: the account may be deleted later). */
    accountId: uuid("account_id"),
    /** The outbox message it sent, or null (switched off, or no e-mail for it). */
    emailId: uuid("email_id"),
    readAt: at("read_at"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("notices_event_key_unique").on(t.eventKey),
    index("notices_user_idx").on(t.userId, t.createdAt, t.id),
  ],
);
