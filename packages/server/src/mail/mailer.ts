import { and, asc, eq, gt, isNull, lt, or, sql } from "drizzle-orm";
import nodemailer from "nodemailer";
import type { Db } from "../db/database";
import { outboxEmails } from "../db/schema";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** What one pass of the outbox retry did. */
export interface RetrySummary {
  /** Messages tried again. */
  tried: number;
  sent: number;
  /** Messages that failed for the last allowed time and stay in the outbox unsent. */
  gaveUp: number;
}

export interface Mailer {
  /**
   * Writes the message to the outbox (durable once this resolves) and starts delivering it in
   * the background: a request never waits for the SMTP server, so its timing tells nothing.
   */
  send(message: MailMessage): Promise<void>;
  /** Resolves when every delivery started so far has finished (tests, shutdown). */
  flush(): Promise<void>;
  /**
   * Sends again what is still unsent (a failed attempt, or a process stopped between writing
   * and sending), oldest first, up to `limit` messages. Without SMTP there is nothing to send.
   */
  retryUnsent(limit: number): Promise<RetrySummary>;
}

interface Logger {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** How many times a message is tried in all before it is left in the outbox for good. */
export const MAX_SEND_ATTEMPTS = 5;
/** A message younger than this may still be on its first attempt: the retry leaves it be. */
const FIRST_ATTEMPT_GRACE_S = 60;

type OutboxRow = typeof outboxEmails.$inferSelect;

/**
 * Every message is written to the outbox table first (so it is never lost and can be read in
 * tests and development); with SMTP configured it is then sent in the background and marked
 * sent, and a failed send is tried again by the outbox retry job. Without SMTP the message is
 * printed to the log, links included, when `logMessages` is on (development), so a developer
 * can click through.
 */
export function createMailer(deps: {
  db: Db;
  from: string;
  smtpUrl?: string;
  /** Without SMTP, print each message (links included) to the log; never with SMTP. */
  logMessages?: boolean;
  log: Logger;
}): Mailer {
  const transport = deps.smtpUrl ? nodemailer.createTransport(deps.smtpUrl) : undefined;

  /** One attempt at a stored message; records the outcome. True when it was sent. */
  const attempt = async (row: OutboxRow): Promise<boolean> => {
    if (!transport) return false;
    try {
      await transport.sendMail({
        from: deps.from,
        to: row.to,
        subject: row.subject,
        text: row.text,
      });
      await deps.db
        .update(outboxEmails)
        .set({ sentAt: new Date(), error: null, attempts: sql`${outboxEmails.attempts} + 1` })
        .where(eq(outboxEmails.id, row.id));
      return true;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      await deps.db
        .update(outboxEmails)
        .set({ error: reason, attempts: sql`${outboxEmails.attempts} + 1` })
        .where(eq(outboxEmails.id, row.id));
      deps.log.error({ err: error, to: row.to }, "email could not be sent; kept in the outbox");
      return false;
    }
  };

  const deliveries = new Set<Promise<unknown>>();
  const inBackground = (work: Promise<unknown>) => {
    const tracked = work.finally(() => deliveries.delete(tracked));
    deliveries.add(tracked);
  };

  return {
    async flush() {
      while (deliveries.size > 0) await Promise.allSettled([...deliveries]);
    },

    async send(message) {
      const [row] = await deps.db
        .insert(outboxEmails)
        .values({ to: message.to, subject: message.subject, text: message.text })
        .returning();
      if (!transport) {
        const shown = deps.logMessages ? message : { to: message.to, subject: message.subject };
        deps.log.info({ mail: shown }, `email to ${message.to} kept in the outbox (no SMTP_URL)`);
        return;
      }
      inBackground(attempt(row!));
    },

    async retryUnsent(limit) {
      const summary: RetrySummary = { tried: 0, sent: 0, gaveUp: 0 };
      if (!transport) return summary;
      const due = await deps.db
        .select()
        .from(outboxEmails)
        .where(
          and(
            isNull(outboxEmails.sentAt),
            lt(outboxEmails.attempts, MAX_SEND_ATTEMPTS),
            // Tried and failed, or written long enough ago (database time) to be orphaned.
            or(
              gt(outboxEmails.attempts, 0),
              lt(
                outboxEmails.createdAt,
                sql`now() - ${`${FIRST_ATTEMPT_GRACE_S} seconds`}::interval`,
              ),
            ),
          ),
        )
        .orderBy(asc(outboxEmails.createdAt))
        .limit(limit);
      for (const row of due) {
        summary.tried++;
        if (await attempt(row)) summary.sent++;
        else if (row.attempts + 1 >= MAX_SEND_ATTEMPTS) summary.gaveUp++;
      }
      return summary;
    },
  };
}
