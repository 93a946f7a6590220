import { ERROR_CODES } from "@proparena/contracts/error-codes";
import { signInAttempts } from "../../db/schema";
import { HttpError } from "../../lib/http-error";
import { hashToken, newSecretToken } from "../../lib/secret-token";
import type { ServiceContext } from "../service-context";

/** Codes one sign-in attempt takes; the next wrong one ends it (the password is asked again). */
export const CODES_PER_ATTEMPT = 3;

/** How long the second step may wait after the password. */
export const ATTEMPT_TTL_MS = 10 * 60_000;

const CODE_MESSAGE = "Enter the 6-digit code from your authenticator app (or a recovery code).";

/**
 * The password was right and the account asks for a second factor: a sign-in attempt opens,
 * and its token comes with the 401 TWO_FACTOR_REQUIRED answer, for POST /api/auth/signin/code.
 */
export async function openSignInAttempt(ctx: ServiceContext, userId: string): Promise<string> {
  const token = newSecretToken();
  const now = ctx.clock.now();
  await ctx.db.insert(signInAttempts).values({
    userId,
    tokenHash: hashToken(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + ATTEMPT_TTL_MS),
  });
  return token;
}

export const codeRequired = (attempt: string) =>
  new HttpError(ERROR_CODES.twoFactorRequired, CODE_MESSAGE, undefined, {
    body: { attempt, codesLeft: CODES_PER_ATTEMPT },
  });

export const attemptEnded = (why: string) =>
  new HttpError(ERROR_CODES.signInAttemptEnded, `${why} Sign in with your password again.`);
