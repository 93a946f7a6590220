import { eq } from "drizzle-orm";
import nodemailer from "nodemailer";
import type { Db } from "../db/database";
import { outboxEmails } from "../db/schema";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

interface Logger {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/**
 * Every message is written to the outbox table first (so it is never lost and can be read in
 * tests and development); with SMTP configured it is then sent and marked sent. Without SMTP
 * the message is printed to the log, links included, so a developer can click through.
 */
export function createMailer(deps: {
  db: Db;
  from: string;
  smtpUrl?: string;
  log: Logger;
}): Mailer {
  const transport = deps.smtpUrl ? nodemailer.createTransport(deps.smtpUrl) : undefined;
  return {
    async send(message) {
      const [row] = await deps.db
        .insert(outboxEmails)
        .values({ to: message.to, subject: message.subject, text: message.text })
        .returning({ id: outboxEmails.id });
      if (!transport) {
        deps.log.info({ mail: message }, `email to ${message.to} kept in the outbox (no SMTP_URL)`);
        return;
      }
      try {
        await transport.sendMail({ from: deps.from, ...message });
        await deps.db
          .update(outboxEmails)
          .set({ sentAt: new Date() })
          .where(eq(outboxEmails.id, row!.id));
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        await deps.db
          .update(outboxEmails)
          .set({ error: reason })
          .where(eq(outboxEmails.id, row!.id));
        deps.log.error(
          { err: error, to: message.to },
          "email could not be sent; kept in the outbox",
        );
      }
    },
  };
}
