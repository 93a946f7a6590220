import { randomUUID } from "node:crypto";
import {
  NOTICE_EMAIL_PREFERENCE,
  type Notice,
  type NoticeKind,
} from "@proparena/contracts/notices";
import { inArray, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/database";
import { users } from "../../db/schema";
import type { StoredMail } from "../../mail/mailer";
import { noticeEmail } from "../../mail/templates";
import { preferencesOf } from "../account/read-preferences";
import type { ServiceContext } from "../service-context";
import { announceCreated, type CreatedNotice } from "./notice-bus";

/**
 * One notice for one trader: what any act or rule outcome tells them. `eventKey` names the event
 * and is unique across all notices: recording the same key again (a retry, a restart, a replay)
 * records nothing and sends nothing.
 */
export interface NoticeInput {
  userId: string;
  kind: NoticeKind;
  /** e.g. `decision:<rule decision id>`, `audit:<audit log id>`, `payout-week:<week>:<user>`. */
  eventKey: string;
  /** One line: the toast's title and the e-mail's subject. */
  title: string;
  /** Plain text: what happened and what follows. */
  body: string;
  /** A path in the app to see it (`/dashboard/metrics/<user>/<account>#decision-<id>`). */
  link?: string | null;
  accountId?: string | null;
  /** For a kind whose e-mail is the follow's choice ("follow"): whether to e-mail it. */
  emailed?: boolean;
}

/** What a kind's e-mail footer says it is about. */
const ABOUT: Record<NoticeKind, string> = {
  breach: "rule breaches on your accounts",
  "phase-passed": "phases you pass and the accounts they open",
  "account-opened": "phases you pass and the accounts they open",
  payout: "money owed to you (payouts and payout requests)",
  "admin-act": "changes our team makes to your accounts",
  "followed-trade": "the trades of traders you follow",
};

/** What was recorded: the new notices (the others existed) and the e-mails they wrote. */
export interface RecordedNotices {
  created: CreatedNotice[];
  mails: StoredMail[];
}

type NoticeRow = {
  id: string;
  user_id: string;
  kind: NoticeKind;
  title: string;
  body: string;
  link: string | null;
  account_id: string | null;
  created_at: string;
  read_at: string | null;
};

/**
 * Writes the notices whose event is new and, for each, its e-mail to the outbox when the trader
 * wants it (or it cannot be switched off): one statement, so a notice and its e-mail exist
 * together or not at all, whatever the count. `db` may be the caller's transaction: then call
 * `announceNotices` after it commits.
 */
export async function recordNotices(
  db: Db | Tx,
  ctx: Pick<ServiceContext, "clock" | "settings">,
  inputs: readonly NoticeInput[],
): Promise<RecordedNotices> {
  if (inputs.length === 0) return { created: [], mails: [] };
  const userIds = [...new Set(inputs.map((n) => n.userId))];
  const people = await db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      preferences: users.preferences,
    })
    .from(users)
    .where(inArray(users.id, userIds));
  const byId = new Map(people.map((p) => [p.id, p]));
  const now = ctx.clock.now().toISOString();
  const { publicOrigin, productName } = ctx.settings;
  const notices: object[] = [];
  const mails: object[] = [];
  const seen = new Set<string>();
  for (const input of inputs) {
    const person = byId.get(input.userId);
    if (!person || seen.has(input.eventKey)) continue;
    seen.add(input.eventKey);
    const preference = NOTICE_EMAIL_PREFERENCE[input.kind];
    const emailed =
      preference === "follow"
        ? input.emailed === true
        : preference === null || preferencesOf(person.preferences)[preference];
    const emailId = emailed ? randomUUID() : null;
    notices.push({
      userId: input.userId,
      kind: input.kind,
      eventKey: input.eventKey,
      title: input.title,
      body: input.body,
      link: input.link ?? null,
      accountId: input.accountId ?? null,
      emailId,
      createdAt: now,
    });
    if (emailId) {
      const mail = noticeEmail({
        to: person.email,
        name: person.name,
        title: input.title,
        body: input.body,
        link: input.link ? `${publicOrigin}${input.link}` : null,
        settingsLink:
          // A follow's e-mails are switched off where the follow is: the trader's page.
          preference === "follow"
            ? `${publicOrigin}${input.link ?? "/openbook"}`
            : preference
              ? `${publicOrigin}/dashboard/settings#preferences`
              : null,
        about: ABOUT[input.kind],
        productName,
      });
      mails.push({ id: emailId, to: mail.to, subject: mail.subject, text: mail.text });
    }
  }
  if (notices.length === 0) return { created: [], mails: [] };

  // The e-mails of the notices actually inserted (a known event key inserts neither).
  const result = await db.execute(sql`
    with n as (
      insert into notices (user_id, kind, event_key, title, body, link, account_id, email_id, created_at)
      select "userId", "kind", "eventKey", "title", "body", "link", "accountId", "emailId", "createdAt"
      from json_to_recordset(${JSON.stringify(notices)}::json) as r(
        "userId" uuid, "kind" text, "eventKey" text, "title" text, "body" text, "link" text,
        "accountId" uuid, "emailId" uuid, "createdAt" timestamptz)
      on conflict (event_key) do nothing
      returning id, user_id, kind, title, body, link, account_id, email_id, created_at, read_at
    ), e as (
      insert into outbox_emails (id, "to", subject, text)
      select m."id", m."to", m."subject", m."text"
      from json_to_recordset(${JSON.stringify(mails)}::json) as m(
        "id" uuid, "to" text, "subject" text, "text" text)
      join n on n.email_id = m."id"
      returning id, "to", subject, text, attachments
    )
    select (select coalesce(json_agg(n), '[]'::json) from n) as notices,
      (select coalesce(json_agg(e), '[]'::json) from e) as mails`);
  const [row] = (result as unknown as { rows: { notices: unknown; mails: unknown }[] }).rows;
  const parse = <T>(value: unknown): T[] =>
    (typeof value === "string" ? JSON.parse(value) : value) as T[];
  return {
    created: parse<NoticeRow>(row?.notices).map((n) => ({
      userId: n.user_id,
      notice: noticeView(n),
    })),
    mails: parse<StoredMail>(row?.mails),
  };
}

function noticeView(row: NoticeRow): Notice {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    body: row.body,
    link: row.link,
    accountId: row.account_id,
    createdAt: new Date(row.created_at).toISOString(),
    readAt: row.read_at ? new Date(row.read_at).toISOString() : null,
  };
}

/** After the commit: the new notices to their owners' sockets, their e-mails on their way. */
export function announceNotices(ctx: Pick<ServiceContext, "mailer">, recorded: RecordedNotices) {
  announceCreated(recorded.created);
  ctx.mailer.deliver(recorded.mails);
}

/**
 * Tells traders what happened: each notice is recorded once per event key, shown in the app
 * (socket and list) and e-mailed by the trader's preferences (money and security always).
 * Answers how many notices were new.
 */
export async function notify(
  ctx: ServiceContext,
  notices: NoticeInput | readonly NoticeInput[],
): Promise<number> {
  const recorded = await recordNotices(ctx.db, ctx, Array.isArray(notices) ? notices : [notices]);
  announceNotices(ctx, recorded);
  return recorded.created.length;
}
