import { and, eq, isNull } from "drizzle-orm";
import type { Db, Tx } from "../../db/database";
import { signInAttempts } from "../../db/schema";
import type { Clock } from "../../lib/clock";
import { CREDENTIAL_LINKS, voidEmailTokens } from "./email-tokens";
import { announceEnded, endUserSessions } from "./sessions";

/**
 * What every credential event does (a password reset or change, a confirmed e-mail change or
 * its undo, a verified sign-up, two-factor turned on or off, new recovery codes, an admin's
 * reset): the account keeps one credential state. Every pending credential link (verification,
 * reset, e-mail change), every sign-in attempt waiting for its second factor and every session
 * but `keepSession` (the token of the request that made the change, if it is the owner's) end.
 *
 * Runs in the caller's transaction, so the event and its consequences commit together; call
 * the answered `announce` after the commit to end the sessions on every instance at once.
 */
export async function endOtherCredentials(
  tx: Db | Tx,
  clock: Clock,
  userId: string,
  keepSession?: string,
): Promise<{ endedSessions: number; announce: () => void }> {
  await voidEmailTokens(tx, clock, userId, CREDENTIAL_LINKS);
  await tx
    .update(signInAttempts)
    .set({ endedAt: clock.now() })
    .where(and(eq(signInAttempts.userId, userId), isNull(signInAttempts.endedAt)));
  const ended = await endUserSessions(
    tx,
    clock,
    userId,
    keepSession ? { allBut: keepSession } : "all",
  );
  return { endedSessions: ended.length, announce: () => announceEnded(ended) };
}
