import { and, eq, gt, isNull } from "drizzle-orm";
import type { Db } from "../../db/database";
import { sessions, users } from "../../db/schema";
import type { Clock } from "../../lib/clock";
import { hashToken, newSecretToken } from "../../lib/secret-token";
import type { UserRow } from "./public-user";

export async function createSession(
  db: Db,
  clock: Clock,
  userId: string,
  ttlHours: number,
): Promise<string> {
  const token = newSecretToken();
  await db.insert(sessions).values({
    userId,
    tokenHash: hashToken(token),
    expiresAt: new Date(clock.now().getTime() + ttlHours * 3_600_000),
  });
  return token;
}

const TOKEN_SHAPE = /^[0-9a-f]{64}$/;

/** The user behind a bearer token, or null when it is missing, garbage, expired or revoked. */
export async function userForToken(
  db: Db,
  clock: Clock,
  token: string | undefined,
): Promise<UserRow | null> {
  if (!token || !TOKEN_SHAPE.test(token)) return null;
  const [row] = await db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, clock.now()),
      ),
    )
    .limit(1);
  return row?.user ?? null;
}

export async function revokeSession(db: Db, clock: Clock, token: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: clock.now() })
    .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt)));
}

export async function revokeAllSessions(db: Db, clock: Clock, userId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: clock.now() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
