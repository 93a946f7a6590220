import type { SigninResponse } from "@proparena/contracts/auth";
import { recordSignal } from "../integrity/record-signal";
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
  // The sign-in address, hashed, for the multi-account detector (docs/SECURITY.md). A sign-in
  // never fails for it.
  if (origin.ip) await recordSignal(ctx, user.id, "ip", origin.ip).catch(() => undefined);
  return { token, user: toPublicUser(user) };
}
