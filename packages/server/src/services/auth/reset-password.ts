import type { ResetPasswordBody } from "@proparena/contracts/auth";
import { ERROR_CODES } from "@proparena/contracts/error-codes";
import { eq, sql } from "drizzle-orm";
import { users } from "../../db/schema";
import { badRequest, fieldInvalid } from "../../lib/http-error";
import { passwordProblem } from "../../lib/password-strength";
import { hashPassword } from "../../lib/passwords";
import type { ServiceContext } from "../service-context";
import { endOtherCredentials } from "./credential-events";
import { consumeEmailToken, peekEmailToken } from "./email-tokens";

const invalidLink = () =>
  badRequest(
    "This reset link is invalid, already used or expired. Ask for a new one.",
    ERROR_CODES.linkInvalid,
  );

/**
 * Sets the new password and proves the email: a credential event, so every session and every
 * other link of the account ends. The link is checked before the password is hashed, so a bad
 * link costs the server nothing.
 */
export async function resetPassword(ctx: ServiceContext, body: ResetPasswordBody): Promise<void> {
  if (!(await peekEmailToken(ctx.db, ctx.clock, body.token, "reset_password"))) {
    throw invalidLink();
  }
  const weak = passwordProblem(body.password);
  if (weak) throw fieldInvalid("password", weak);
  const passwordHash = await hashPassword(body.password);
  const ended = await ctx.db.transaction(async (tx) => {
    const link = await consumeEmailToken(tx, ctx.clock, body.token, "reset_password");
    if (!link) throw invalidLink();
    const { userId } = link;
    const now = ctx.clock.now();
    await tx
      .update(users)
      .set({
        passwordHash,
        updatedAt: now,
        emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now})`,
      })
      .where(eq(users.id, userId));
    return endOtherCredentials(tx, ctx.clock, userId);
  });
  ended.announce();
}
