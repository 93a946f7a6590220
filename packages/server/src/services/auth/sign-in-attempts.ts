import type { SigninResponse } from "@proparena/contracts/auth";
import { ERROR_CODES } from "@proparena/contracts/error-codes";
import { and, eq, gt, isNull, lt, sql } from "drizzle-orm";
import { signInAttempts } from "../../db/schema";
import { HttpError } from "../../lib/http-error";
import { hashToken, newSecretToken } from "../../lib/secret-token";
import { checkSecondFactor } from "../account/two-factor";
import type { ServiceContext } from "../service-context";
import { findUserById } from "./find-user";
import { toPublicUser } from "./public-user";
import { createSession, type SessionOrigin } from "./sessions";

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

const attemptEnded = (why: string) =>
  new HttpError(ERROR_CODES.signInAttemptEnded, `${why} Sign in with your password again.`);

const wrongCode = (codesLeft: number, attempt: string) =>
  new HttpError(
    ERROR_CODES.signInCodeInvalid,
    "That code is not right, or was already used.",
    [
      {
        path: "code",
        message: `That code is not right, or was already used. ${codesLeft} ${codesLeft === 1 ? "try" : "tries"} left.`,
      },
    ],
    { body: { attempt, codesLeft } },
  );

/**
 * The second step: a code for an open attempt. A try counts on the attempt before its code is
 * checked (a conditional update, so parallel tries count one by one): after CODES_PER_ATTEMPT
 * tries the attempt is over. Every try also counts on the account (checkSecondFactor), which
 * slows the account's codes whoever sends them. A right code ends the attempt and opens the
 * session, once.
 */
export async function finishSignInAttempt(
  ctx: ServiceContext,
  body: { attempt: string; code: string },
  origin: SessionOrigin = {},
): Promise<SigninResponse> {
  const now = ctx.clock.now();
  const hash = hashToken(body.attempt);
  const [attempt] = await ctx.db
    .update(signInAttempts)
    .set({ tries: sql`${signInAttempts.tries} + 1` })
    .where(
      and(
        eq(signInAttempts.tokenHash, hash),
        isNull(signInAttempts.endedAt),
        gt(signInAttempts.expiresAt, now),
        lt(signInAttempts.tries, CODES_PER_ATTEMPT),
      ),
    )
    .returning();
  if (!attempt) throw attemptEnded("This sign-in is over: too many codes, too old, or signed out.");
  const user = await findUserById(ctx.db, attempt.userId);
  if (!user?.totpEnabledAt || user.suspendedAt || !user.emailVerifiedAt)
    throw attemptEnded("This sign-in is over.");
  let accepted: boolean;
  try {
    accepted = await checkSecondFactor(ctx, user, body.code, origin);
  } catch (error) {
    // Told to wait: that try did not happen, the attempt keeps it.
    await ctx.db
      .update(signInAttempts)
      .set({ tries: sql`${signInAttempts.tries} - 1` })
      .where(eq(signInAttempts.id, attempt.id));
    throw error;
  }
  if (!accepted) {
    const left = CODES_PER_ATTEMPT - attempt.tries;
    if (left > 0) throw wrongCode(left, body.attempt);
    await endAttempt(ctx, attempt.id);
    throw attemptEnded(`${CODES_PER_ATTEMPT} wrong codes ended this sign-in.`);
  }
  // Two right codes at once (an app code and a recovery code) open one session, not two.
  if (!(await endAttempt(ctx, attempt.id))) throw attemptEnded("This sign-in is over.");
  const token = await createSession(
    ctx.db,
    ctx.clock,
    user.id,
    ctx.settings.sessionTtlHours,
    origin,
  );
  return { token, user: toPublicUser(user) };
}

async function endAttempt(ctx: ServiceContext, id: string): Promise<boolean> {
  const [ended] = await ctx.db
    .update(signInAttempts)
    .set({ endedAt: ctx.clock.now() })
    .where(and(eq(signInAttempts.id, id), isNull(signInAttempts.endedAt)))
    .returning({ id: signInAttempts.id });
  return ended !== undefined;
}
