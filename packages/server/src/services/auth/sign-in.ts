import type { SigninBody, SigninResponse } from "@proparena/contracts/auth";
import { ERROR_CODES } from "@proparena/contracts/error-codes";
import { HttpError } from "../../lib/http-error";
import { dummyPasswordHash, verifyPassword } from "../../lib/passwords";
import type { ServiceContext } from "../service-context";
import { findUserByEmail } from "./find-user";
import { suspendedMessage } from "./suspension";
import { toPublicUser } from "./public-user";
import { createSession, type SessionOrigin } from "./sessions";
import { codeRequired, finishSignInAttempt, openSignInAttempt } from "./sign-in-attempts";

export const INVALID_CREDENTIALS_MESSAGE = "Incorrect email or password.";

export async function signIn(
  ctx: ServiceContext,
  body: SigninBody,
  origin: SessionOrigin = {},
): Promise<SigninResponse> {
  const user = await findUserByEmail(ctx.db, body.email);
  const ok = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), body.password);
  if (!user || !ok) {
    throw new HttpError(ERROR_CODES.invalidCredentials, INVALID_CREDENTIALS_MESSAGE);
  }
  if (!user.emailVerifiedAt) {
    throw new HttpError(
      ERROR_CODES.emailNotVerified,
      "Verify your email address before signing in: open the link we sent you, or ask for a new one.",
    );
  }
  const suspended = suspendedMessage(user);
  if (suspended) throw new HttpError(ERROR_CODES.forbidden, suspended);
  if (user.totpEnabledAt) {
    // The second step runs on an attempt; a code sent with the password is its first try.
    const attempt = await openSignInAttempt(ctx, user.id);
    if (!body.code) throw codeRequired(attempt);
    return finishSignInAttempt(ctx, { attempt, code: body.code }, origin);
  }
  const token = await createSession(
    ctx.db,
    ctx.clock,
    user.id,
    ctx.settings.sessionTtlHours,
    origin,
  );
  return { token, user: toPublicUser(user) };
}
