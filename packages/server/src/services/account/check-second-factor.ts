import { and, eq, isNull, lt, or } from "drizzle-orm";
import { recoveryCodes, users } from "../../db/schema";
import type { UserRow } from "../auth/public-user";
import { forgetCachedUser } from "../auth/sessions";
import type { ServiceContext } from "../service-context";
import {
  codeAccepted,
  countCodeTry,
  countRecoveryFailure,
  reportCodeFailures,
} from "./second-factor-guard";
import { PERIOD_S, hashRecoveryCode, normalizeRecoveryCode, totpFor } from "./two-factor-codes";

/** Who the code is for: the user row's fields the check needs. */
type CodeOwner = Pick<UserRow, "id" | "email" | "name" | "totpSecret">;

/**
 * Whether `code` is a good second factor for the user now, used up if so: a TOTP code of the
 * current step or one either side, never one of a step already used (the step is stored with a
 * conditional update, so two uses of one code cannot both pass), or an unused recovery code.
 *
 * Every try counts on the account, whatever address it comes from (second-factor-guard.ts):
 * past a few failures in a row the next authenticator code waits (429), growing each time,
 * and the owner is told by e-mail. Recovery codes never wait. The counting runs outside any
 * transaction of the caller's, so a refused action does not take its failure back.
 */
export async function checkSecondFactor(
  ctx: ServiceContext,
  user: CodeOwner,
  code: string,
  from: { ip?: string | null } = {},
): Promise<boolean> {
  if (!user.totpSecret) return false;
  const trimmed = code.trim().replace(/\s/g, "");
  let failures: number;
  if (/^\d{6}$/.test(trimmed)) {
    failures = await countCodeTry(ctx, user.id);
    if (await useTotpCode(ctx, user.id, user.email, user.totpSecret, trimmed)) {
      await codeAccepted(ctx, user.id);
      return true;
    }
  } else {
    if (normalizeRecoveryCode(trimmed).length !== 12) return false;
    if (await useRecoveryCode(ctx, user.id, trimmed)) {
      await codeAccepted(ctx, user.id);
      return true;
    }
    failures = await countRecoveryFailure(ctx, user.id);
  }
  await reportCodeFailures(ctx, user, failures, from);
  return false;
}

async function useTotpCode(
  ctx: ServiceContext,
  userId: string,
  email: string,
  secret: string,
  code: string,
): Promise<boolean> {
  const now = ctx.clock.now().getTime();
  const delta = totpFor(ctx, email, secret).validate({ token: code, timestamp: now, window: 1 });
  if (delta === null) return false;
  const step = Math.floor(now / 1000 / PERIOD_S) + delta;
  const [used] = await ctx.db
    .update(users)
    .set({ totpLastStep: step })
    .where(and(eq(users.id, userId), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
    .returning({ id: users.id });
  forgetCachedUser(userId);
  return used !== undefined;
}

async function useRecoveryCode(ctx: ServiceContext, userId: string, code: string) {
  const [used] = await ctx.db
    .update(recoveryCodes)
    .set({ usedAt: ctx.clock.now() })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, hashRecoveryCode(code)),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return used !== undefined;
}
