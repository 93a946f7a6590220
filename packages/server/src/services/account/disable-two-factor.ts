import { eq } from "drizzle-orm";
import { recoveryCodes, users } from "../../db/schema";
import { conflict } from "../../lib/http-error";
import type { UserRow } from "../auth/public-user";
import { endOtherCredentials } from "../auth/credential-events";
import type { ServiceContext } from "../service-context";
import {
  checkPassword,
  signedOutLine,
  tellTwoFactorChange,
  type SettingsRequest,
} from "./two-factor-settings";
import { checkSecondFactor } from "./check-second-factor";
import { invalidCode } from "./two-factor-codes";
import { twoFactorStatus } from "./read-two-factor-status";

/** Off again: the password and a code (or a recovery code). A credential event, like turning it on. */
export async function disableTwoFactor(
  ctx: ServiceContext,
  user: UserRow,
  body: { currentPassword: string; code: string },
  request: SettingsRequest,
) {
  await checkPassword(user, body.currentPassword);
  if (!user.totpEnabledAt) throw conflict("Two-factor sign-in is not on.");
  if (!(await checkSecondFactor(ctx, user, body.code, request))) throw invalidCode();
  const { status, ended } = await ctx.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(users)
      .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null, totpPendingSecret: null })
      .where(eq(users.id, user.id))
      .returning();
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
    return {
      status: await twoFactorStatus(tx, updated!),
      ended: await endOtherCredentials(tx, ctx.clock, user.id, request.token),
    };
  });
  await tellTwoFactorChange(ctx, user, ended, {
    subject: `Two-factor sign-in is off for your ${ctx.settings.productName} account`,
    text: `Hello ${user.name},\n\nTwo-factor sign-in was turned off for your account.${signedOutLine(ended.endedSessions)}\n\nIf this was not you, reset your password now and turn it on again: ${ctx.settings.publicOrigin}/auth/reset-password\n`,
  });
  return { twoFactor: status, endedSessions: ended.endedSessions };
}
