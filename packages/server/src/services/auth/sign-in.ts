import type { SigninBody, SigninResponse } from "@proparena/contracts/auth";
import { ERROR_CODES } from "@proparena/contracts/error-codes";
import { HttpError } from "../../lib/http-error";
import { dummyPasswordHash, verifyPassword } from "../../lib/passwords";
import type { ServiceContext } from "../service-context";
import { useSecondFactor } from "../account/two-factor";
import { findUserByEmail } from "./find-user";
import { suspendedMessage } from "./suspension";
import { toPublicUser } from "./public-user";
import { createSession, type SessionOrigin } from "./sessions";

export const INVALID_CREDENTIALS_MESSAGE = "Incorrect email or password.";

export async function signIn(
  ctx: ServiceContext,
  body: SigninBody,
  origin: SessionOrigin = {},
): Promise<SigninResponse> {
  const user = await findUserByEmail(ctx.db, body.email);
  const ok = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), body.password);
  if (!user || !ok) {
    throw new HttpError(401, ERROR_CODES.invalidCredentials, INVALID_CREDENTIALS_MESSAGE);
  }
  if (!user.emailVerifiedAt) {
    throw new HttpError(
      403,
      ERROR_CODES.emailNotVerified,
      "Verify your email address before signing in: open the link we sent you, or ask for a new one.",
    );
  }
  const suspended = suspendedMessage(user);
  if (suspended) throw new HttpError(403, ERROR_CODES.forbidden, suspended);
  if (user.totpEnabledAt) {
    if (!body.code) {
      throw new HttpError(
        401,
        ERROR_CODES.twoFactorRequired,
        "Enter the 6-digit code from your authenticator app (or a recovery code).",
      );
    }
    if (!(await useSecondFactor(ctx, ctx.db, user, body.code))) {
      throw new HttpError(
        401,
        ERROR_CODES.twoFactorInvalid,
        "That code is not right, or was already used.",
        [{ path: "code", message: "That code is not right, or was already used." }],
      );
    }
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
