import type { ServiceContext } from "../service-context";
import { findUserByEmail } from "./find-user";
import { sendVerificationEmail } from "./send-verification";

/** Sends a new link when the account exists and is not verified; says nothing either way. */
export async function resendVerification(ctx: ServiceContext, email: string): Promise<void> {
  const user = await findUserByEmail(ctx.db, email);
  if (user && !user.emailVerifiedAt) await sendVerificationEmail(ctx, user);
}
