import { z } from "zod";
import { newPasswordSchema } from "./auth";

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
