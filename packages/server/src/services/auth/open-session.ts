import type { SigninResponse } from "@proparena/contracts/auth";
import type { ServiceContext } from "../service-context";
import { toPublicUser, type UserRow } from "./public-user";
import { createSession, type SessionOrigin } from "./sessions";

/** The end of a sign-in: a new session for the user, answered with its token and the user. */
export async function openSession(
  ctx: ServiceContext,
  user: UserRow,
  origin: SessionOrigin,
): Promise<SigninResponse> {
  const token = await createSession(
    ctx.db,
    ctx.clock,
    user.id,
    ctx.settings.sessionTtlHours,
    origin,
  );
  return { token, user: toPublicUser(user) };
}
