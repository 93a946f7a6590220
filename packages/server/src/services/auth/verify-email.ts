import { ERROR_CODES } from "@proparena/contracts/error-codes";
import { eq } from "drizzle-orm";
import { users } from "../../db/schema";
import { badRequest, HttpError } from "../../lib/http-error";
import { passwordProblem } from "../../lib/password-strength";
import { hashPassword } from "../../lib/passwords";
import type { ServiceContext } from "../service-context";
import { ensureBetaAccount } from "../trading/ensure-beta-account";
import { endOtherCredentials } from "./credential-events";
import { consumeEmailToken, peekEmailToken } from "./email-tokens";
import { findUserByEmail } from "./find-user";
import { sendVerificationEmail } from "./send-verification";

const invalidLink = () =>
  badRequest(
    "This verification link is invalid, already used or expired. Request a new one.",
    ERROR_CODES.linkInvalid,
  );

export const CHOOSE_PASSWORD_MESSAGE =
  "Choose a password to finish: this link was sent again, so it carries none.";

/**
 * Verifies the address and activates the credentials of the sign-up that sent this link (or,
 * for a link sent again, the password chosen now): a credential event, so every other link
 * (other sign-ups' included) and any session end. The link is checked before any password is
 * hashed.
 */
export async function verifyEmail(
  ctx: ServiceContext,
  body: { token: string; password?: string | undefined },
): Promise<void> {
  const link = await peekEmailToken(ctx.db, ctx.clock, body.token, "verify_email");
  if (!link) throw invalidLink();
  let chosenHash: string | null = null;
  if (!link.hasPassword) {
    if (!body.password) {
      throw new HttpError(ERROR_CODES.passwordRequired, CHOOSE_PASSWORD_MESSAGE, [
        { path: "password", message: CHOOSE_PASSWORD_MESSAGE },
      ]);
    }
    const weak = passwordProblem(body.password);
    if (weak)
      throw new HttpError(ERROR_CODES.validation, weak, [{ path: "password", message: weak }]);
    chosenHash = await hashPassword(body.password);
  }
  const { userId, ended } = await ctx.db.transaction(async (tx) => {
    const used = await consumeEmailToken(tx, ctx.clock, body.token, "verify_email");
    if (!used) throw invalidLink();
    const [user] = await tx.select().from(users).where(eq(users.id, used.userId)).for("update");
    // An account verified already has no verification link left (verifying ends them all).
    if (!user || user.emailVerifiedAt) throw invalidLink();
    // Never the password the account row holds: only one chosen through this address.
    const passwordHash = used.passwordHash ?? chosenHash;
    if (!passwordHash) throw invalidLink();
    const now = ctx.clock.now();
    await tx
      .update(users)
      .set({
        passwordHash,
        name: used.name ?? user.name,
        emailVerifiedAt: now,
        updatedAt: now,
      })
      .where(eq(users.id, user.id));
    return { userId: user.id, ended: await endOtherCredentials(tx, ctx.clock, user.id) };
  });
  ended.announce();
  // A follower has no desk: the leader opens the Beta account on the first GET /api/accounts.
  if (ctx.cluster.leads) await ensureBetaAccount(ctx, userId);
}

/** Sends a new link when the account exists and is not verified; says nothing either way. */
export async function resendVerification(ctx: ServiceContext, email: string): Promise<void> {
  const user = await findUserByEmail(ctx.db, email);
  if (user && !user.emailVerifiedAt) await sendVerificationEmail(ctx, user);
}
