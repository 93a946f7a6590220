import { verificationEmail } from "../../mail/templates";
import type { ServiceContext } from "../service-context";
import { EMAIL_TOKEN_TTL_MS, issueEmailToken } from "./email-tokens";
import type { UserRow } from "./public-user";

export async function sendVerificationEmail(ctx: ServiceContext, user: UserRow): Promise<void> {
  const token = await issueEmailToken(ctx.db, ctx.clock, user.id, "verify_email");
  await ctx.mailer.send(
    verificationEmail({
      to: user.email,
      name: user.name,
      link: `${ctx.settings.publicOrigin}/auth/verify/email/${token}`,
      productName: ctx.settings.productName,
      validHours: EMAIL_TOKEN_TTL_MS.verify_email / 3_600_000,
    }),
  );
}
