import { z } from "zod";
import { apiErrorSchema } from "./errors";
import { personText } from "./person-text";

export const PASSWORD_MIN_LENGTH = 10;
/** What a password form says under the field; the server also refuses common and guessable ones. */
export const PASSWORD_HINT = `At least ${PASSWORD_MIN_LENGTH} characters. A few unrelated words work well; common or easily guessed passwords are refused.`;
export const PASSWORD_MAX_LENGTH = 200;

const email = z
  .string({ error: "Email is required" })
  .trim()
  .toLowerCase()
  .max(254, "Email is too long")
  .pipe(z.email({ error: "Enter a valid email address" }));

export const newPasswordSchema = z
  .string({ error: "Password is required" })
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);

/** Tokens travel as 64 hex characters (256 random bits). */
const token = z
  .string({ error: "Token is required" })
  .regex(/^[0-9a-f]{64}$/, "This link is malformed");

const password = newPasswordSchema;

export const signupBodySchema = z.object({
  email,
  password,
  name: personText({ label: "Name", max: 80 }),
});
export type SignupBody = z.infer<typeof signupBodySchema>;

export const signinBodySchema = z.object({
  email,
  // No length rule on sign-in: a wrong password is just wrong credentials.
  password: z
    .string({ error: "Password is required" })
    .min(1, "Password is required")
    .max(PASSWORD_MAX_LENGTH),
  /**
   * With two-factor sign-in on: the 6-digit code of the authenticator app, or one unused
   * recovery code. Without it such an account answers 401 TWO_FACTOR_REQUIRED.
   */
  code: z.string().trim().max(40).optional(),
});
export type SigninBody = z.infer<typeof signinBodySchema>;

export const emailBodySchema = z.object({ email });
export { email as emailSchema };
export type EmailBody = z.infer<typeof emailBodySchema>;

export const tokenBodySchema = z.object({ token });
export type TokenBody = z.infer<typeof tokenBodySchema>;

/**
 * POST /api/auth/verify-email. A sign-up's own link carries that sign-up's password; a link
 * sent again carries none and answers 400 PASSWORD_REQUIRED until one is chosen here.
 */
export const verifyEmailBodySchema = z.object({ token, password: password.optional() });
export type VerifyEmailBody = z.infer<typeof verifyEmailBodySchema>;

/**
 * POST /api/auth/signin/code: the second step of a sign-in whose password was right. `attempt`
 * comes with the 401 TWO_FACTOR_REQUIRED answer; a few wrong codes end it.
 */
export const signinCodeBodySchema = z.object({
  attempt: token,
  code: z.string({ error: "Enter the code" }).trim().min(1, "Enter the code").max(40),
});
export type SigninCodeBody = z.infer<typeof signinCodeBodySchema>;

/** The error answers of sign-in: the second step's attempt and how many codes it has left. */
export const signinErrorSchema = apiErrorSchema.extend({
  attempt: z.string().optional(),
  codesLeft: z.number().int().optional(),
});
export type SigninError = z.infer<typeof signinErrorSchema>;

export const resetPasswordBodySchema = z.object({ token, password });
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

export const publicUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  isAdmin: z.boolean(),
  emailVerifiedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

/**
 * POST /api/auth/signup -> 201, the same answer whether or not the address already has an
 * account (that is told to the address by e-mail, never to whoever asks).
 */
export const signupResponseSchema = z.object({ email: z.string(), message: z.string() });
export type SignupResponse = z.infer<typeof signupResponseSchema>;

export const signinResponseSchema = z.object({ token: z.string(), user: publicUserSchema });
export type SigninResponse = z.infer<typeof signinResponseSchema>;

export const authCheckResponseSchema = z.object({ message: z.string(), user: publicUserSchema });
export type AuthCheckResponse = z.infer<typeof authCheckResponseSchema>;

export const adminCheckResponseSchema = z.object({ user: publicUserSchema });
export type AdminCheckResponse = z.infer<typeof adminCheckResponseSchema>;

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;
