import type { ResetPasswordBody } from "@proparena/contracts/auth";
import { ERROR_CODES } from "@proparena/contracts/error-codes";
import { and, eq, gt, isNull } from "drizzle-orm";
import { emailTokens, recoveryCodes, users } from "../../db/schema";
import { badRequest, fieldInvalid } from "../../lib/http-error";
import { passwordProblem } from "../../lib/password-strength";
import { hashPassword } from "../../lib/passwords";
import { endOtherCredentials } from "../auth/credential-events";
import { consumeEmailToken, peekEmailToken } from "../auth/email-tokens";
import { forgetCachedUser } from "../auth/sessions";
import type { ServiceContext } from "../service-context";
import { refuseTaken } from "./email-change-refusals";

const invalidUndoLink = () =>
  badRequest(
    "This link is invalid, already used or expired. Write to support if you need help.",
    ERROR_CODES.linkInvalid,
  );

/**
 * The old address's link undoes a move (for a week, whatever happened to the account since):
 * the account goes back to that address with a new password chosen here, every session and
 * pending link ends, and two-factor sign-in turned on after the move (by whoever moved it) is
 * turned off. A credential event.
 */
export async function revertEmailChange(
  ctx: ServiceContext,
  body: ResetPasswordBody,
): Promise<{ message: string; email: string }> {
  if (!(await peekEmailToken(ctx.db, ctx.clock, body.token, "revert_email")))
    throw invalidUndoLink();
  const weak = passwordProblem(body.password);
  if (weak) throw fieldInvalid("password", weak);
  const passwordHash = await hashPassword(body.password);
  const now = ctx.clock.now();
  const { user, restored, ended } = await ctx.db.transaction(async (tx) => {
    const row = await consumeEmailToken(tx, ctx.clock, body.token, "revert_email");
    if (!row?.newEmail) throw invalidUndoLink();
    const [current] = await tx.select().from(users).where(eq(users.id, row.userId)).for("update");
    if (!current) throw invalidUndoLink();
    await refuseTaken(tx, row.newEmail, current.id);
    const twoFactorSinceMove =
      current.totpEnabledAt !== null && current.totpEnabledAt > row.createdAt;
    await tx
      .update(users)
      .set({
        email: row.newEmail,
        emailVerifiedAt: now,
        passwordHash,
        updatedAt: now,
        ...(twoFactorSinceMove
          ? { totpSecret: null, totpEnabledAt: null, totpLastStep: null, totpPendingSecret: null }
          : {}),
      })
      .where(eq(users.id, current.id));
    if (twoFactorSinceMove)
      await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, current.id));
    // Undo links of later moves would move it away again; earlier ones stay (the first
    // owner's link must beat whoever moved the account twice).
    await tx
      .update(emailTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(emailTokens.userId, current.id),
          eq(emailTokens.purpose, "revert_email"),
          isNull(emailTokens.usedAt),
          gt(emailTokens.createdAt, row.createdAt),
        ),
      );
    return {
      user: current,
      restored: row.newEmail,
      ended: await endOtherCredentials(tx, ctx.clock, current.id),
    };
  });
  ended.announce();
  forgetCachedUser(user.id);
  const product = ctx.settings.productName;
  await ctx.mailer.send({
    to: restored,
    subject: `Your ${product} account is back at this address`,
    text: `Hello ${user.name},\n\nThe change of your account's address was undone: it uses ${restored} again, with the password you just chose. Every session was signed out.\n`,
  });
  if (user.email.toLowerCase() !== restored.toLowerCase())
    await ctx.mailer.send({
      to: user.email,
      subject: `This address no longer signs in to ${product}`,
      text: `Hello,\n\nThe owner of the ${product} account that used this address moved it back to its earlier address. This address no longer signs in.\n`,
    });
  return {
    message: `Your account uses ${restored} again. Sign in with your new password.`,
    email: restored,
  };
}
