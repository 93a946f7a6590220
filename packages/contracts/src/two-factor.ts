import { z } from "zod";

/**
 * Two-factor sign-in with TOTP (RFC 6238: 6 digits, 30 s; spec §2 /dashboard/settings). Set up
 * with an authenticator app from the QR code, confirmed with one code; ten single-use recovery
 * codes are shown once.
 */
export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  enabledAt: z.string().nullable(),
  /** Unused recovery codes left. */
  recoveryCodesLeft: z.number().int(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

/** GET /api/account/2fa */
export const twoFactorResponseSchema = z.object({ twoFactor: twoFactorStatusSchema });

const currentPassword = z
  .string({ error: "Your current password is required" })
  .min(1, "Your current password is required")
  .max(200);
const code = z
  .string({ error: "Enter the 6-digit code" })
  .trim()
  .min(6, "Enter the 6-digit code")
  .max(40);

/** POST /api/account/2fa/setup: a new secret to scan (replaces an unconfirmed one). */
export const twoFactorSetupBodySchema = z.object({ currentPassword });
export const twoFactorSetupResponseSchema = z.object({
  /** Base32, for typing into the app by hand. */
  secret: z.string(),
  otpauthUri: z.string(),
  /** The otpauth URI as a QR code (an SVG data URL). */
  qrCodeDataUrl: z.string(),
});
export type TwoFactorSetupResponse = z.infer<typeof twoFactorSetupResponseSchema>;

/** POST /api/account/2fa/enable: the first code from the app turns it on. */
export const twoFactorEnableBodySchema = z.object({
  code: z
    .string({ error: "Enter the 6-digit code" })
    .trim()
    .regex(/^\d{6}$/, "Enter the 6-digit code from your app"),
});
/** How many other sessions a change of two-factor signed out (every one but the asking one). */
const endedSessions = z.number().int();
/** The recovery codes, shown this once (enable and regenerate). */
export const twoFactorCodesResponseSchema = z.object({
  twoFactor: twoFactorStatusSchema,
  recoveryCodes: z.array(z.string()),
  endedSessions,
});
export type TwoFactorCodesResponse = z.infer<typeof twoFactorCodesResponseSchema>;

/** POST /api/account/2fa/disable: the password and a code (or a recovery code). */
export const twoFactorDisableBodySchema = z.object({ currentPassword, code });
export const twoFactorDisableResponseSchema = z.object({
  twoFactor: twoFactorStatusSchema,
  endedSessions,
});
export type TwoFactorDisableResponse = z.infer<typeof twoFactorDisableResponseSchema>;
/** POST /api/account/2fa/recovery-codes: new codes; the old ones stop working. */
export const twoFactorRegenerateBodySchema = z.object({ code });
