import { ERROR_CODES } from "@proparena/contracts/error-codes";
import { eq, sql } from "drizzle-orm";
import { users } from "../../db/schema";
import { HttpError } from "../../lib/http-error";
import type { ServiceContext } from "../service-context";

/**
 * Wrong second-factor codes on one account, from whatever address, that cost nothing; from
 * the next one on, each wrong code makes the account's next authenticator code wait longer.
 */
export const FREE_CODE_FAILURES = 2;
const FIRST_WAIT_S = 2;
export const MAX_WAIT_S = 15 * 60;

/** How long the account's next code waits after its n-th failure in a row: 0, then 2 s doubling to 15 min. */
export function secondFactorWaitSeconds(failures: number): number {
  if (failures <= FREE_CODE_FAILURES) return 0;
  return Math.min(FIRST_WAIT_S * 2 ** (failures - FREE_CODE_FAILURES - 1), MAX_WAIT_S);
}

/** The owner hears of the failures at the first wait, and again at every 10th failure. */
export function tellsOwnerAt(failures: number): boolean {
  return failures === FREE_CODE_FAILURES + 1 || (failures > 0 && failures % 10 === 0);
}

const delayed = (seconds: number) =>
  new HttpError(
    ERROR_CODES.twoFactorDelayed,
    `Too many wrong codes for this account lately. Try again in ${seconds} second${seconds === 1 ? "" : "s"}, or use one of your recovery codes.`,
    undefined,
    { body: { retryAfterSeconds: seconds }, headers: { "retry-after": String(seconds) } },
  );

/**
 * Counts one authenticator-code try on the account before its code is checked, so parallel
 * guesses from many addresses count one by one (the row lock orders them), and refuses it with
 * 429 while an earlier failure's wait runs. A right code then clears the count (`codeAccepted`).
 * Recovery codes never wait here: the owner is never locked out of them.
 */
export async function countCodeTry(ctx: ServiceContext, userId: string): Promise<number> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        failures: users.secondFactorFailures,
        blockedUntil: users.secondFactorBlockedUntil,
      })
      .from(users)
      .where(eq(users.id, userId))
      .for("update");
    if (!row) return 0;
    if (row.blockedUntil && row.blockedUntil > now)
      throw delayed(Math.ceil((row.blockedUntil.getTime() - now.getTime()) / 1000));
    const failures = row.failures + 1;
    const wait = secondFactorWaitSeconds(failures);
    await tx
      .update(users)
      .set({
        secondFactorFailures: failures,
        secondFactorBlockedUntil: wait > 0 ? new Date(now.getTime() + wait * 1000) : null,
      })
      .where(eq(users.id, userId));
    return failures;
  });
}

/** A wrong recovery code counts as a failure too (but never makes recovery codes wait). */
export async function countRecoveryFailure(ctx: ServiceContext, userId: string): Promise<number> {
  const [row] = await ctx.db
    .update(users)
    .set({ secondFactorFailures: sql`${users.secondFactorFailures} + 1` })
    .where(eq(users.id, userId))
    .returning({ failures: users.secondFactorFailures });
  return row?.failures ?? 0;
}

/** A right code: the account's count starts again. */
export async function codeAccepted(ctx: ServiceContext, userId: string): Promise<void> {
  await ctx.db
    .update(users)
    .set({ secondFactorFailures: 0, secondFactorBlockedUntil: null })
    .where(eq(users.id, userId));
}

/** Tells the owner, at the thresholds, that someone who knows their password fails the second step. */
export async function reportCodeFailures(
  ctx: ServiceContext,
  user: { email: string; name: string },
  failures: number,
  from: { ip?: string | null },
): Promise<void> {
  if (!tellsOwnerAt(failures)) return;
  const product = ctx.settings.productName;
  await ctx.mailer.send({
    to: user.email,
    subject: `Wrong two-factor codes on your ${product} account`,
    text: `Hello ${user.name},\n\n${failures} wrong two-factor codes were entered for your account in a row${from.ip ? `, the last from the address ${from.ip}` : ""}. Each one came after the right password, so someone else may know it. The next codes wait longer each time; your recovery codes always work.\n\nIf this was not you, change your password now: ${ctx.settings.publicOrigin}/dashboard/settings\n`,
  });
}
