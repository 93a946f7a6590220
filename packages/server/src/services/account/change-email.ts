import type { ChangeEmailBody } from "@proparena/contracts/account-settings";
import type { ResetPasswordBody } from "@proparena/contracts/auth";
import { ERROR_CODES } from "@proparena/contracts/error-codes";
import { and, eq, gt, isNull, ne, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/database";
import { emailTokens, recoveryCodes, users } from "../../db/schema";
import { badRequest, conflict, fieldInvalid } from "../../lib/http-error";
import { passwordProblem } from "../../lib/password-strength";
import { hashPassword, verifyPassword } from "../../lib/passwords";
import { endOtherCredentials } from "../auth/credential-events";
import {
  consumeEmailToken,
  EMAIL_TOKEN_TTL_MS,
  issueEmailToken,
  peekEmailToken,
  voidEmailTokens,
} from "../auth/email-tokens";
import { findUserByEmail } from "../auth/find-user";
import type { UserRow } from "../auth/public-user";
import { forgetCachedUser } from "../auth/sessions";
import type { ServiceContext } from "../service-context";

/**
 * A signed-in trader asks to move their account to another address (the password first). A
 * link goes to the new address; nothing changes until it is followed, and it works only while
 * the account still has the address it was asked from. The answer is the same whether or not
 * the address already has an account (that address's owner is told instead), so this cannot
 * be used to find out who is a customer.
 */
export async function requestEmailChange(
  ctx: ServiceContext,
  user: UserRow,
  body: ChangeEmailBody,
): Promise<{ message: string; pendingEmail: string }> {
  if (!(await verifyPassword(user.passwordHash, body.currentPassword)))
    throw fieldInvalid("currentPassword", "Your current password is not right.");
  const newEmail = body.newEmail.toLowerCase();
  if (newEmail === user.email.toLowerCase())
    throw fieldInvalid("newEmail", "That is already your address.");
  const product = ctx.settings.productName;
  const taken = await findUserByEmail(ctx.db, newEmail);
  if (taken) {
    await voidEmailTokens(ctx.db, ctx.clock, user.id, ["change_email"]);
    await ctx.mailer.send({
      to: newEmail,
      subject: `Someone tried to move a ${product} account to this address`,
      text: `Hello,\n\nSomeone asked to move another ${product} account to this address, which already has an account. Nothing changed. If it was you, sign in with this address instead: ${ctx.settings.publicOrigin}/auth/signin\n`,
    });
  } else {
    const token = await issueEmailToken(ctx.db, ctx.clock, user, "change_email", { newEmail });
    await ctx.mailer.send({
      to: newEmail,
      subject: `Confirm your new ${product} e-mail address`,
      text: `Hello ${user.name},\n\nFollow this link to use ${newEmail} for your ${product} account (it works for 24 hours):\n\n${ctx.settings.publicOrigin}/auth/change-email/${token}\n\nIf you did not ask for this, ignore this e-mail.\n`,
    });
  }
  await ctx.mailer.send({
    to: user.email,
    subject: `A change of your ${product} e-mail address was requested`,
    text: `Hello ${user.name},\n\nSomeone signed in to your account asked to change its address to ${newEmail}. It changes only when the link sent there is followed.\n\nIf this was not you, change your password now: ${ctx.settings.publicOrigin}/dashboard/settings\n`,
  });
  return { message: `We sent a confirmation link to ${newEmail}.`, pendingEmail: newEmail };
}

const UNDO_DAYS = EMAIL_TOKEN_TTL_MS.revert_email / 86_400_000;

/**
 * The link from the new address moves the account there (409 if it was taken meanwhile). A
 * credential event: every other session and pending link ends (the session that follows the
 * link stays, when it is the owner's: `keepSession`). The old address is told, with a link
 * that undoes the move for a week.
 */
export async function confirmEmailChange(
  ctx: ServiceContext,
  token: string,
  keepSession?: { userId: string; token: string },
): Promise<{ message: string; email: string }> {
  const now = ctx.clock.now();
  const { userId, oldEmail, newEmail, name, ended, undoToken } = await ctx.db.transaction(
    async (tx) => {
      const row = await consumeEmailToken(tx, ctx.clock, token, "change_email");
      if (!row?.newEmail) {
        throw badRequest(
          "This link is invalid, already used or expired. Ask for a new one in your settings.",
          ERROR_CODES.linkInvalid,
        );
      }
      const [user] = await tx.select().from(users).where(eq(users.id, row.userId)).for("update");
      if (!user) throw badRequest("This link is invalid.", ERROR_CODES.linkInvalid);
      await refuseTaken(tx, row.newEmail, user.id);
      await tx
        .update(users)
        .set({ email: row.newEmail, emailVerifiedAt: now, updatedAt: now })
        .where(eq(users.id, user.id));
      const kept = keepSession?.userId === user.id ? keepSession.token : undefined;
      return {
        userId: user.id,
        oldEmail: user.email,
        newEmail: row.newEmail,
        name: user.name,
        ended: await endOtherCredentials(tx, ctx.clock, user.id, kept),
        // Sent to the old address, for the account as it is now; credential events leave it.
        undoToken: await issueEmailToken(
          tx,
          ctx.clock,
          { id: user.id, email: row.newEmail },
          "revert_email",
          { newEmail: user.email },
        ),
      };
    },
  );
  ended.announce();
  forgetCachedUser(userId);
  await ctx.mailer.send({
    to: oldEmail,
    subject: `Your ${ctx.settings.productName} e-mail address was changed`,
    text: `Hello ${name},\n\nYour account now uses ${newEmail}; this address no longer signs in, and every other session was signed out.\n\nIf this was not you, undo the change with this link (it works for ${UNDO_DAYS} days): it moves the account back to this address, signs every session out and lets you choose a new password.\n\n${ctx.settings.publicOrigin}/auth/undo-email-change/${undoToken}\n\nQuestions: ${ctx.settings.supportEmail}\n`,
  });
  return { message: `Your account now uses ${newEmail}.`, email: newEmail };
}

async function refuseTaken(tx: Db | Tx, email: string, userId: string) {
  const [taken] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = lower(${email})`, ne(users.id, userId)));
  if (taken) throw conflict(`${email} is already used by another account.`);
}

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
