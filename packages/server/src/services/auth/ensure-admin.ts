import type { Db } from "../../db/database";
import { users } from "../../db/schema";
import type { Clock } from "../../lib/clock";
import { hashPassword } from "../../lib/passwords";
import { findUserByEmail } from "./find-user";
import { promoteUser } from "./promote-user";

export type EnsureAdminResult = "created" | "promoted" | "unchanged";

/**
 * ADMIN_EMAIL + ADMIN_PASSWORD at boot: create that admin (verified), or promote the existing
 * user. An existing user's password is left alone (use the reset flow to change it).
 */
export async function ensureAdmin(
  db: Db,
  clock: Clock,
  email: string,
  password: string,
): Promise<EnsureAdminResult> {
  const existing = await findUserByEmail(db, email);
  if (existing) return (await promoteUser(db, clock, email)) ?? "unchanged";
  await db.insert(users).values({
    email: email.toLowerCase(),
    name: "Admin",
    passwordHash: await hashPassword(password),
    isAdmin: true,
    emailVerifiedAt: clock.now(),
  });
  return "created";
}
