import { ERROR_CODES } from "@proparena/contracts/error-codes";
import { and, eq, isNull } from "drizzle-orm";
import { users } from "../../db/schema";
import { badRequest } from "../../lib/http-error";
import type { ServiceContext } from "../service-context";
import { ensureBetaAccount } from "../trading/ensure-beta-account";
import { consumeEmailToken } from "./email-tokens";
import { findUserByEmail } from "./find-user";
import { sendVerificationEmail } from "./send-verification";

export async function verifyEmail(ctx: ServiceContext, token: string): Promise<void> {
  const userId = await consumeEmailToken(ctx.db, ctx.clock, token, "verify_email");
  if (!userId) {
    throw badRequest(
      "This verification link is invalid, already used or expired. Request a new one.",
      ERROR_CODES.linkInvalid,
    );
  }
  await ctx.db
    .update(users)
    .set({ emailVerifiedAt: ctx.clock.now(), updatedAt: ctx.clock.now() })
    .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)));
  // A follower has no desk: the leader opens the Beta account on the first GET /api/accounts.
  if (ctx.cluster.leads) await ensureBetaAccount(ctx, userId);
}

/** Sends a new link when the account exists and is not verified; says nothing either way. */
export async function resendVerification(ctx: ServiceContext, email: string): Promise<void> {
  const user = await findUserByEmail(ctx.db, email);
  if (user && !user.emailVerifiedAt) await sendVerificationEmail(ctx, user);
}
