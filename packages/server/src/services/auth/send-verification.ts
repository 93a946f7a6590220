import { verificationEmail } from "../../mail/templates";
import type { ServiceContext } from "../service-context";
import { EMAIL_TOKEN_TTL_MS, issueEmailToken } from "./email-tokens";
import type { UserRow } from "./public-user";

/** The password (hashed) and name one sign-up chose, carried by its own link. */
export interface SignUpCredentials {
  passwordHash: string;
  name: string;
}

/**
 * E-mails a verification link. A sign-up's link carries that sign-up's credentials; a link
 * sent again later (resend, an admin) carries none, and its page asks for a new password, so
 * verifying an address never activates a password its owner did not choose.
 */
export async function sendVerificationEmail(
  ctx: ServiceContext,
  user: UserRow,
  credentials?: SignUpCredentials,
): Promise<void> {
  const token = await issueEmailToken(ctx.db, ctx.clock, user, "verify_email", credentials);
  await ctx.mailer.send(
    verificationEmail({
      to: user.email,
      name: credentials?.name ?? user.name,
      link: `${ctx.settings.publicOrigin}/auth/verify/email/${token}`,
      productName: ctx.settings.productName,
      validHours: EMAIL_TOKEN_TTL_MS.verify_email / 3_600_000,
    }),
  );
}
