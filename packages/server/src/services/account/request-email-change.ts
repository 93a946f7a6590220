import type { ChangeEmailBody } from "@proparena/contracts/account-settings";
import { fieldInvalid } from "../../lib/http-error";
import { verifyPassword } from "../../lib/passwords";
import { issueEmailToken, voidEmailTokens } from "../auth/email-tokens";
import { findUserByEmail } from "../auth/find-user";
import type { UserRow } from "../auth/public-user";
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
