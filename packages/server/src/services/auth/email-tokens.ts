import { and, eq, gt, isNull } from "drizzle-orm";
import type { Db, Tx } from "../../db/database";
import { emailTokens } from "../../db/schema";
import type { Clock } from "../../lib/clock";
import { hashToken, newSecretToken } from "../../lib/secret-token";

export type EmailTokenPurpose = (typeof emailTokens.$inferSelect)["purpose"];

export const EMAIL_TOKEN_TTL_MS: Record<EmailTokenPurpose, number> = {
  verify_email: 24 * 60 * 60 * 1000,
  reset_password: 30 * 60 * 1000,
  change_email: 24 * 60 * 60 * 1000,
};

/** Voids every unused token of a user for a purpose (a newer link, a changed password). */
export async function voidEmailTokens(
  db: Db | Tx,
  clock: Clock,
  userId: string,
  purpose: EmailTokenPurpose,
): Promise<void> {
  await db
    .update(emailTokens)
    .set({ usedAt: clock.now() })
    .where(
      and(
        eq(emailTokens.userId, userId),
        eq(emailTokens.purpose, purpose),
        isNull(emailTokens.usedAt),
      ),
    );
}

/**
 * Creates a single-use token and voids the user's older ones for the same purpose: only the
 * newest link works. Only its hash is stored. Returns the token for the link.
 */
export async function issueEmailToken(
  db: Db,
  clock: Clock,
  userId: string,
  purpose: EmailTokenPurpose,
  newEmail?: string,
): Promise<string> {
  const token = newSecretToken();
  await db.transaction(async (tx) => {
    await voidEmailTokens(tx, clock, userId, purpose);
    await tx.insert(emailTokens).values({
      userId,
      purpose,
      tokenHash: hashToken(token),
      newEmail: newEmail ?? null,
      expiresAt: new Date(clock.now().getTime() + EMAIL_TOKEN_TTL_MS[purpose]),
    });
  });
  return token;
}

/** Whether a token would be accepted now (checked before any costly work such as hashing). */
export async function isLiveEmailToken(
  db: Db,
  clock: Clock,
  token: string,
  purpose: EmailTokenPurpose,
): Promise<boolean> {
  const [row] = await db
    .select({ id: emailTokens.id })
    .from(emailTokens)
    .where(
      and(
        eq(emailTokens.tokenHash, hashToken(token)),
        eq(emailTokens.purpose, purpose),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, clock.now()),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Uses a token once: the conditional update makes two concurrent uses impossible.
 * Returns the user id, or null for an unknown, used or expired token.
 */
export async function consumeEmailToken(
  db: Db,
  clock: Clock,
  token: string,
  purpose: EmailTokenPurpose,
): Promise<string | null> {
  return (await consumeEmailTokenRow(db, clock, token, purpose))?.userId ?? null;
}

/** consumeEmailToken, answering the whole row (a change_email token's new address). */
export async function consumeEmailTokenRow(
  db: Db | Tx,
  clock: Clock,
  token: string,
  purpose: EmailTokenPurpose,
): Promise<{ userId: string; newEmail: string | null } | null> {
  const now = clock.now();
  const [row] = await db
    .update(emailTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(emailTokens.tokenHash, hashToken(token)),
        eq(emailTokens.purpose, purpose),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, now),
      ),
    )
    .returning({ userId: emailTokens.userId, newEmail: emailTokens.newEmail });
  return row ?? null;
}
