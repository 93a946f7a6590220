import type { SignupBody } from "@proparena/contracts/auth";
import { users } from "../../db/schema";
import { fieldInvalid } from "../../lib/http-error";
import { passwordProblem } from "../../lib/password-strength";
import { hashPassword } from "../../lib/passwords";
import { isUniqueViolation } from "../../lib/unique-violation";
import { accountExistsEmail } from "../../mail/templates";
import type { ServiceContext } from "../service-context";
import { findUserByEmail } from "./find-user";
import type { UserRow } from "./public-user";
import { sendVerificationEmail, type SignUpCredentials } from "./send-verification";

/**
 * Opens an account and e-mails its verification link. An address that already has one gets
 * an e-mail instead (a link of this sign-up's own while it is unverified, else a note with
 * sign-in and reset links), and the caller answers the same either way: sign-up never tells
 * who has an account. The password is hashed on every path, so they take about as long. A
 * weak password is refused first (the same for every address, so that answer tells nothing).
 *
 * Each sign-up's password and name travel with its own link, and only that link activates
 * them: whoever signed up first with someone else's address has no way in once its owner
 * verifies it with their own link (which ends every other link).
 */
export async function signUp(ctx: ServiceContext, body: SignupBody): Promise<void> {
  const weak = passwordProblem(body.password, [body.email, body.name]);
  if (weak) throw fieldInvalid("password", weak);
  const credentials = { passwordHash: await hashPassword(body.password), name: body.name };
  const existing = await findUserByEmail(ctx.db, body.email);
  if (existing) return tellOwner(ctx, existing, credentials);
  try {
    const [row] = await ctx.db
      .insert(users)
      .values({ email: body.email, ...credentials })
      .returning();
    await sendVerificationEmail(ctx, row!, credentials);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // The same address signed up at the same moment: the other request opened the account.
    const winner = await findUserByEmail(ctx.db, body.email);
    if (winner) await tellOwner(ctx, winner, credentials);
  }
}

async function tellOwner(
  ctx: ServiceContext,
  user: UserRow,
  credentials: SignUpCredentials,
): Promise<void> {
  if (!user.emailVerifiedAt) return sendVerificationEmail(ctx, user, credentials);
  const origin = ctx.settings.publicOrigin;
  await ctx.mailer.send(
    accountExistsEmail({
      to: user.email,
      name: user.name,
      signInLink: `${origin}/auth/signin`,
      resetLink: `${origin}/auth/reset-password`,
      productName: ctx.settings.productName,
    }),
  );
}
