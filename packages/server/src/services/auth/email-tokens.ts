import { and, eq, gt, inArray, isNull, or, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/database";
import { emailTokens, users } from "../../db/schema";
import type { Clock } from "../../lib/clock";
import { hashToken, newSecretToken } from "../../lib/secret-token";

export type EmailTokenPurpose = (typeof emailTokens.$inferSelect)["purpose"];

export const EMAIL_TOKEN_TTL_MS: Record<EmailTokenPurpose, number> = {
  verify_email: 24 * 60 * 60 * 1000,
  reset_password: 30 * 60 * 1000,
  change_email: 24 * 60 * 60 * 1000,
  revert_email: 7 * 24 * 60 * 60 * 1000,
};

/**
 * The links that hand out credentials. A credential event voids every one of them; an undo
 * link (revert_email) is not among them: it is the old owner's way back and must outlive
 * whatever the new holder of the account does.
 */
export const CREDENTIAL_LINKS = ["verify_email", "reset_password", "change_email"] as const;

/** Voids every unused token of a user for these purposes (a newer link, a credential event). */
export async function voidEmailTokens(
  db: Db | Tx,
  clock: Clock,
  userId: string,
  purposes: readonly EmailTokenPurpose[],
): Promise<void> {
  await db
    .update(emailTokens)
    .set({ usedAt: clock.now() })
    .where(
      and(
        eq(emailTokens.userId, userId),
        inArray(emailTokens.purpose, [...purposes]),
        isNull(emailTokens.usedAt),
      ),
    );
}

/** What a link carries besides its purpose. */
export interface EmailTokenData {
  /** Where a change_email link moves the account (a revert_email link: back to). */
  newEmail?: string;
  /** A sign-up's own password hash and name, activated only by its own verification link. */
  passwordHash?: string;
  name?: string;
}

/**
 * Creates a single-use token for the account as it is now (the link works only while
 * `user.email` is still the account's address). Only its hash is stored. Every older link of
 * the same purpose is voided, except verification links (each sign-up's link carries that
 * sign-up's own password, so they stand side by side until one of them is used) and undo links
 * (each goes to a different former address, and the earliest must keep working).
 */
export async function issueEmailToken(
  db: Db | Tx,
  clock: Clock,
  user: { id: string; email: string },
  purpose: EmailTokenPurpose,
  data: EmailTokenData = {},
): Promise<string> {
  const token = newSecretToken();
  const insert = (tx: Db | Tx) =>
    tx.insert(emailTokens).values({
      userId: user.id,
      purpose,
      tokenHash: hashToken(token),
      newEmail: data.newEmail ?? null,
      accountEmail: user.email,
      passwordHash: data.passwordHash ?? null,
      name: data.name ?? null,
      createdAt: clock.now(),
      expiresAt: new Date(clock.now().getTime() + EMAIL_TOKEN_TTL_MS[purpose]),
    });
  if (purpose === "verify_email" || purpose === "revert_email") await insert(db);
  else
    await db.transaction(async (tx) => {
      await voidEmailTokens(tx, clock, user.id, [purpose]);
      await insert(tx);
    });
  return token;
}

/**
 * The conditions of a live token: this hash and purpose, unused, unexpired, and (but for an
 * undo link, which restores an address the account no longer has) issued to the address the
 * account still has.
 */
function liveToken(token: string, purpose: EmailTokenPurpose, now: Date) {
  return and(
    eq(emailTokens.tokenHash, hashToken(token)),
    eq(emailTokens.purpose, purpose),
    isNull(emailTokens.usedAt),
    gt(emailTokens.expiresAt, now),
    or(
      eq(emailTokens.purpose, "revert_email"),
      sql`exists (select 1 from ${users} where ${users.id} = ${emailTokens.userId} and lower(${users.email}) = lower(${emailTokens.accountEmail}))`,
    ),
  );
}

/** A live token's row without using it up (checked before any costly work such as hashing). */
export async function peekEmailToken(
  db: Db,
  clock: Clock,
  token: string,
  purpose: EmailTokenPurpose,
): Promise<{ hasPassword: boolean } | null> {
  const [row] = await db
    .select({ passwordHash: emailTokens.passwordHash })
    .from(emailTokens)
    .where(liveToken(token, purpose, clock.now()))
    .limit(1);
  return row ? { hasPassword: row.passwordHash !== null } : null;
}

export interface UsedEmailToken {
  userId: string;
  newEmail: string | null;
  passwordHash: string | null;
  name: string | null;
  createdAt: Date;
}

/**
 * Uses a token once: the conditional update makes two concurrent uses impossible. Answers the
 * row, or null for an unknown, used or expired token, or one sent to an address the account
 * no longer has.
 */
export async function consumeEmailToken(
  db: Db | Tx,
  clock: Clock,
  token: string,
  purpose: EmailTokenPurpose,
): Promise<UsedEmailToken | null> {
  const now = clock.now();
  const [row] = await db
    .update(emailTokens)
    .set({ usedAt: now })
    .where(liveToken(token, purpose, now))
    .returning({
      userId: emailTokens.userId,
      newEmail: emailTokens.newEmail,
      passwordHash: emailTokens.passwordHash,
      name: emailTokens.name,
      createdAt: emailTokens.createdAt,
    });
  return row ?? null;
}
