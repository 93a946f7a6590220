import { and, eq, gt, isNull } from "drizzle-orm";
import type { Db } from "../../db/database";
import { emailTokens } from "../../db/schema";
import type { Clock } from "../../lib/clock";
import { hashToken, newSecretToken } from "../../lib/secret-token";

export type EmailTokenPurpose = (typeof emailTokens.$inferSelect)["purpose"];

export const EMAIL_TOKEN_TTL_MS: Record<EmailTokenPurpose, number> = {
  verify_email: 24 * 60 * 60 * 1000,
  reset_password: 60 * 60 * 1000,
};

/** Creates a single-use token; only its hash is stored. Returns the token for the link. */
export async function issueEmailToken(
  db: Db,
  clock: Clock,
  userId: string,
  purpose: EmailTokenPurpose,
): Promise<string> {
  const token = newSecretToken();
  await db.insert(emailTokens).values({
    userId,
    purpose,
    tokenHash: hashToken(token),
    expiresAt: new Date(clock.now().getTime() + EMAIL_TOKEN_TTL_MS[purpose]),
  });
  return token;
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
    .returning({ userId: emailTokens.userId });
  return row?.userId ?? null;
}
