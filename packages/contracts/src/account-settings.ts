import { z } from "zod";
import { personText } from "./person-text";
import { emailSchema, newPasswordSchema } from "./auth";

/** The signed-in trader's own settings: password and sessions (spec §2 /dashboard/settings). */

/** POST /api/account/password: the other sessions end; this one stays signed in. */
export const changePasswordBodySchema = z.object({
  currentPassword: z
    .string({ error: "Your current password is required" })
    .min(1, "Your current password is required")
    .max(200, "Password is too long"),
  newPassword: newPasswordSchema,
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

export const changePasswordResponseSchema = z.object({
  message: z.string(),
  /** How many other sessions were signed out. */
  endedSessions: z.number().int(),
});
export type ChangePasswordResponse = z.infer<typeof changePasswordResponseSchema>;

/** One signed-in session of the trader (never its token). */
export const sessionInfoSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string(),
  expiresAt: z.string(),
  /** The browser's user agent at sign-in, when it sent one. */
  userAgent: z.string().nullable(),
  /** The address it signed in from. */
  ip: z.string().nullable(),
  /** The session making this request. */
  current: z.boolean(),
});
export type SessionInfo = z.infer<typeof sessionInfoSchema>;

/** GET /api/account/sessions: live sessions, the current one first, then by last use. */
export const sessionsResponseSchema = z.object({ sessions: z.array(sessionInfoSchema) });
export type SessionsResponse = z.infer<typeof sessionsResponseSchema>;

/** DELETE /api/account/sessions/:id and POST /api/account/sessions/revoke-others */
export const revokedSessionsResponseSchema = z.object({ revoked: z.number().int() });
export type RevokedSessionsResponse = z.infer<typeof revokedSessionsResponseSchema>;

/** The trader's profile (spec §2 /dashboard/profile, §3 country and region). */
export const profileSchema = z.object({
  /** The full name; boards show the first name and last initial, never the e-mail. */
  name: z.string(),
  /** How leaderboards, payouts and certificates show the trader ("Ada L."). */
  publicName: z.string(),
  email: z.string(),
  /** ISO 3166-1 alpha-2, e.g. "US". */
  country: z.string(),
  /** A region of that country (its name as in the reference data), or null. */
  region: z.string().nullable(),
  /** IANA time zone the dashboard shows times in, e.g. "America/New_York". */
  timeZone: z.string(),
  /** The uploaded avatar (public), or null. */
  avatarUrl: z.string().nullable(),
  /** Shown by name (and avatar) on leaderboards and payouts; otherwise as "Anonymous trader". */
  publicProfile: z.boolean(),
  /** The trader's id on public pages: their openbook page is /openbook/<publicId>. */
  publicId: z.string(),
  createdAt: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;

/** GET and PATCH /api/account/profile */
export const profileResponseSchema = z.object({ profile: profileSchema });

/** PATCH /api/account/profile: any of the fields; the server checks country, region and zone. */
export const updateProfileBodySchema = z
  .object({
    name: personText({ label: "Name", max: 100 }),
    country: z.string().regex(/^[A-Z]{2}$/, "Choose a country"),
    region: z.string().trim().min(1).max(100).nullable(),
    timeZone: z.string().min(1).max(64),
    /** An upload with purpose "avatar" (resized by the server), or null to remove it. */
    avatarFileId: z.uuid().nullable(),
    publicProfile: z.boolean(),
  })
  .partial();
export type UpdateProfileBody = z.infer<typeof updateProfileBodySchema>;

/**
 * POST /api/account/email: a confirmation link goes to the new address (valid 24 h); the
 * address changes only when it is followed. The current address is told.
 */
export const changeEmailBodySchema = z.object({
  newEmail: emailSchema,
  currentPassword: z
    .string({ error: "Your current password is required" })
    .min(1, "Your current password is required")
    .max(200),
});
export type ChangeEmailBody = z.infer<typeof changeEmailBodySchema>;
export const changeEmailResponseSchema = z.object({
  message: z.string(),
  pendingEmail: z.string(),
});
export type ChangeEmailResponse = z.infer<typeof changeEmailResponseSchema>;

/** POST /api/auth/email-change/confirm {token} (the link's page: /auth/change-email/:token). */
export const confirmEmailChangeResponseSchema = z.object({
  message: z.string(),
  email: z.string(),
});
export type ConfirmEmailChangeResponse = z.infer<typeof confirmEmailChangeResponseSchema>;

/**
 * The trader's preferences: which optional e-mails they get, and how the app behaves. Money and
 * security e-mails (payouts, receipts, our team's acts on an account, sign-in and password) are
 * not optional and have no switch (notices.ts `NOTICE_EMAIL_PREFERENCE`).
 */
export const preferencesSchema = z.object({
  /** E-mail when an account breaches a rule (with the rule and a link to the evidence). */
  emailBreaches: z.boolean(),
  /** E-mail when a phase is passed and the next account opens. */
  emailPhasePasses: z.boolean(),
  /** E-mail when support answers a ticket. */
  emailSupportReplies: z.boolean(),
  /** Occasional product news. */
  emailProductNews: z.boolean(),
  /** Trading sounds in the arena. */
  sound: z.boolean(),
  /** Fewer animations (also on when the system asks for reduced motion). */
  reducedMotion: z.boolean(),
});
export type Preferences = z.infer<typeof preferencesSchema>;
export const DEFAULT_PREFERENCES: Preferences = {
  emailBreaches: true,
  emailPhasePasses: true,
  emailSupportReplies: true,
  emailProductNews: false,
  sound: true,
  reducedMotion: false,
};
/** GET and PATCH /api/account/preferences (PATCH takes any of the fields). */
export const preferencesResponseSchema = z.object({ preferences: preferencesSchema });
export const updatePreferencesBodySchema = preferencesSchema.partial();
