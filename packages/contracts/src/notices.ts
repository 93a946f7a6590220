import { z } from "zod";
import type { Preferences } from "./account-settings";

/**
 * Notices: what happened to a trader's account that they should hear of, in the app (a toast
 * and the notices list) and by e-mail. Optional e-mails follow the trader's preferences;
 * security and money notices are always e-mailed.
 */
export const NOTICE_KINDS = [
  /** A rule failed the account (the rule and a link to its evidence). */
  "breach",
  /** A phase was passed; the next phase's account opened, or what it waits for. */
  "phase-passed",
  /** The funded account opened (identity verified, agreement signed). */
  "account-opened",
  /** Money: a weekly payout credit, a payout request approved, rejected or paid. */
  "payout",
  /** Security: our team acted on the trader's account (failed, reinstated, closed positions...). */
  "admin-act",
  /** A trader they follow opened or closed a trade (shown after the openbook delay). */
  "followed-trade",
] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

/** The preferences that switch a notice's e-mail off. */
export type NoticeEmailPreference = Extract<
  keyof Preferences,
  "emailBreaches" | "emailPhasePasses"
>;

/**
 * Which preference switches each kind's e-mail off; null: always e-mailed (money and security:
 * money owed to the trader and changes someone else made to their account must reach them);
 * "follow": the follow's own choice (`emailNotices`, set when following).
 */
export const NOTICE_EMAIL_PREFERENCE: Record<NoticeKind, NoticeEmailPreference | null | "follow"> =
  {
    breach: "emailBreaches",
    "phase-passed": "emailPhasePasses",
    "account-opened": "emailPhasePasses",
    payout: null,
    "admin-act": null,
    "followed-trade": "follow",
  };

export const noticeSchema = z.object({
  id: z.string(),
  kind: z.enum(NOTICE_KINDS),
  title: z.string(),
  body: z.string(),
  /** A path in the app (e.g. the decision's evidence on the metrics page), or null. */
  link: z.string().nullable(),
  accountId: z.string().nullable(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type Notice = z.infer<typeof noticeSchema>;

/** GET /api/notices?cursor=&limit= : the trader's notices, newest first. */
export const noticesQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export const noticesResponseSchema = z.object({
  notices: z.array(noticeSchema),
  /** How many of all the trader's notices are unread. */
  unread: z.number().int(),
  nextCursor: z.string().nullable(),
});
export type NoticesResponse = z.infer<typeof noticesResponseSchema>;

/** POST /api/notices/read: marks the listed notices read, or every notice without `ids`. */
export const readNoticesBodySchema = z.object({
  ids: z.array(z.uuid()).min(1).max(100).optional(),
});
export type ReadNoticesBody = z.infer<typeof readNoticesBodySchema>;
export const readNoticesResponseSchema = z.object({ unread: z.number().int() });
