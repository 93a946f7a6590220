import { resetPasswordEmail } from "../../mail/templates";
import type { ServiceContext } from "../service-context";
import { EMAIL_TOKEN_TTL_MS, issueEmailToken } from "./email-tokens";
import { findUserByEmail } from "./find-user";

/** Sends a reset link when the account exists; the caller answers 202 either way. */
export async function requestPasswordReset(ctx: ServiceContext, email: string): Promise<void> {
  const user = await findUserByEmail(ctx.db, email);
  if (!user) return;
  const token = await issueEmailToken(ctx.db, ctx.clock, user, "reset_password");
  await ctx.mailer.send(
    resetPasswordEmail({
      to: user.email,
      name: user.name,
      link: `${ctx.settings.publicOrigin}/auth/reset-password?token=${token}`,
      productName: ctx.settings.productName,
      validMinutes: EMAIL_TOKEN_TTL_MS.reset_password / 60_000,
    }),
  );
}
