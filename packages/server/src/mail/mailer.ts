import { and, asc, eq, gt, isNull, lt, or, sql } from "drizzle-orm";
import nodemailer from "nodemailer";
import type { Db } from "../db/database";
import { outboxEmails } from "../db/schema";
import { attachmentContent, type MailAttachment } from "./attachments";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** Files sent with it, by reference (their bytes are built at each attempt). */
  attachments?: MailAttachment[];
}

/** A message already in the outbox, as `deliver` takes it. */
export interface StoredMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  attachments: unknown[] | null;
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
  /**
   * Delivers, in the background, messages the caller wrote to the outbox itself (in the
   * statement that recorded their cause, e.g. notices): a burst of thousands is written with one
   * statement and sent a few at a time, never on the caller's path.
   */
  deliver(messages: readonly StoredMail[]): void;
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
/** Messages handed to the SMTP server at once; the rest wait their turn in memory. */
const PARALLEL_SENDS = 4;

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
  const attempt = async (row: StoredMail): Promise<boolean> => {
    if (!transport) return false;
    try {
      const attachments = await Promise.all(
        ((row.attachments ?? []) as MailAttachment[]).map(async (a) => ({
          filename: a.filename,
          contentType: a.contentType,
          content: await attachmentContent(deps.db, a.source),
        })),
      );
      await transport.sendMail({
        from: deps.from,
        to: row.to,
        subject: row.subject,
        text: row.text,
        attachments,
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

  // Background deliveries: a queue sent PARALLEL_SENDS at a time. `inFlight` holds the ids queued
  // or being sent, which the retry job leaves alone (a burst may take longer than its grace).
  const queue: StoredMail[] = [];
  const inFlight = new Set<string>();
  let active = 0;
  let idleWaiters: (() => void)[] = [];
  const pump = () => {
    while (active < PARALLEL_SENDS && queue.length > 0) {
      const row = queue.shift()!;
      active++;
      void attempt(row).finally(() => {
        inFlight.delete(row.id);
        active--;
        pump();
        if (active === 0 && queue.length === 0) {
          for (const wake of idleWaiters) wake();
          idleWaiters = [];
        }
      });
    }
  };
  const deliver = (rows: readonly StoredMail[]) => {
    if (!transport) {
      for (const row of rows) {
        const shown = deps.logMessages
          ? { to: row.to, subject: row.subject, text: row.text, attachments: row.attachments }
          : { to: row.to, subject: row.subject };
        deps.log.info({ mail: shown }, `email to ${row.to} kept in the outbox (no SMTP_URL)`);
      }
      return;
    }
    for (const row of rows) {
      if (inFlight.has(row.id)) continue;
      inFlight.add(row.id);
      queue.push(row);
    }
    pump();
  };

  return {
    async flush() {
      while (active > 0 || queue.length > 0) {
        await new Promise<void>((resolve) => idleWaiters.push(resolve));
      }
    },

    async send(message) {
      const [row] = await deps.db
        .insert(outboxEmails)
        .values({
          to: message.to,
          subject: message.subject,
          text: message.text,
          attachments: message.attachments ?? null,
        })
        .returning();
      deliver([row!]);
    },

    deliver,

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
        // Still on its way from `send` or `deliver`: not orphaned, only slow.
        if (inFlight.has(row.id)) continue;
        summary.tried++;
        if (await attempt(row)) summary.sent++;
        else if (row.attempts + 1 >= MAX_SEND_ATTEMPTS) summary.gaveUp++;
      }
      return summary;
    },
  };
}
