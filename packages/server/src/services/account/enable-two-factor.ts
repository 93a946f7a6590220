import { and, eq, isNull } from "drizzle-orm";
import { users } from "../../db/schema";
import { conflict } from "../../lib/http-error";
import type { UserRow } from "../auth/public-user";
import { endOtherCredentials } from "../auth/credential-events";
import type { ServiceContext } from "../service-context";
import { signedOutLine, tellTwoFactorChange, type SettingsRequest } from "./two-factor-settings";
import { checkSecondFactor } from "./check-second-factor";
import { invalidCode, replaceRecoveryCodes } from "./two-factor-codes";
import { twoFactorStatus } from "./read-two-factor-status";

/**
 * The first code from the app turns two-factor on; the recovery codes are answered this once.
 * A credential event: every other session (all opened before two-factor was on) and every
 * pending link end.
 */
export async function enableTwoFactor(
  ctx: ServiceContext,
  user: UserRow,
  code: string,
  request: SettingsRequest,
) {
  if (user.totpEnabledAt) throw conflict("Two-factor sign-in is already on.");
  const pending = user.totpPendingSecret;
  if (!pending) throw conflict("Start the set-up again: scan a new QR code first.");
  if (!(await checkSecondFactor(ctx, { ...user, totpSecret: pending }, code, request)))
    throw invalidCode();
  const { result, ended } = await ctx.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(users)
      .set({ totpSecret: pending, totpPendingSecret: null, totpEnabledAt: ctx.clock.now() })
      .where(and(eq(users.id, user.id), isNull(users.totpEnabledAt)))
      .returning();
    if (!updated) throw conflict("Two-factor sign-in is already on.");
    const recovery = await replaceRecoveryCodes(tx, user.id);
    return {
      result: { twoFactor: await twoFactorStatus(tx, updated), recoveryCodes: recovery },
      ended: await endOtherCredentials(tx, ctx.clock, user.id, request.token),
    };
  });
  await tellTwoFactorChange(ctx, user, ended, {
    subject: `Two-factor sign-in is on for your ${ctx.settings.productName} account`,
    text: `Hello ${user.name},\n\nTwo-factor sign-in was turned on for your account. From now on, signing in asks for a code from your authenticator app.${signedOutLine(ended.endedSessions)}\n\nIf this was not you, reset your password now: ${ctx.settings.publicOrigin}/auth/reset-password\n`,
  });
  return { ...result, endedSessions: ended.endedSessions };
}
