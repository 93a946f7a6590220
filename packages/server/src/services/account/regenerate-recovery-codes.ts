import { conflict } from "../../lib/http-error";
import type { UserRow } from "../auth/public-user";
import { endOtherCredentials } from "../auth/credential-events";
import type { ServiceContext } from "../service-context";
import { type SettingsRequest } from "./two-factor-settings";
import { checkSecondFactor } from "./check-second-factor";
import { invalidCode, replaceRecoveryCodes } from "./two-factor-codes";
import { twoFactorStatus } from "./read-two-factor-status";

/** New recovery codes (a code first); the old ones stop working. A credential event. */
export async function regenerateRecoveryCodes(
  ctx: ServiceContext,
  user: UserRow,
  code: string,
  request: SettingsRequest,
) {
  if (!user.totpEnabledAt) throw conflict("Two-factor sign-in is not on.");
  if (!(await checkSecondFactor(ctx, user, code, request))) throw invalidCode();
  const { result, ended } = await ctx.db.transaction(async (tx) => {
    const recovery = await replaceRecoveryCodes(tx, user.id);
    return {
      result: { twoFactor: await twoFactorStatus(tx, user), recoveryCodes: recovery },
      ended: await endOtherCredentials(tx, ctx.clock, user.id, request.token),
    };
  });
  ended.announce();
  return { ...result, endedSessions: ended.endedSessions };
}
