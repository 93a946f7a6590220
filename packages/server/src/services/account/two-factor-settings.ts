import { fieldInvalid } from "../../lib/http-error";
import { verifyPassword } from "../../lib/passwords";
import type { UserRow } from "../auth/public-user";
import { forgetCachedUser } from "../auth/sessions";
import type { ServiceContext } from "../service-context";

// What the two-factor settings share: the request an act comes from, the password check, the
// signed-out sentence and the aftermath of turning two-factor on or off.

export async function checkPassword(user: UserRow, password: string) {
  if (!(await verifyPassword(user.passwordHash, password)))
    throw fieldInvalid("currentPassword", "Your current password is not right.");
}

/** Where an act in the settings comes from: the session that asks, and its address. */
export interface SettingsRequest {
  /** The bearer token of the request: that session stays, every other one ends. */
  token: string;
  ip?: string | null;
}

export const signedOutLine = (n: number) =>
  n === 0 ? "" : ` Every other session (${n}) was signed out.`;

/**
 * After two-factor sign-in was turned on or off: the other sessions' end announced, the cached
 * user dropped, and the owner told by e-mail.
 */
export async function tellTwoFactorChange(
  ctx: ServiceContext,
  user: UserRow,
  ended: { announce(): void },
  mail: { subject: string; text: string },
): Promise<void> {
  ended.announce();
  forgetCachedUser(user.id);
  await ctx.mailer.send({ to: user.email, ...mail });
}
