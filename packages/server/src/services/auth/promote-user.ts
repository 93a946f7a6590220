import { eq } from "drizzle-orm";
import type { Db } from "../../db/database";
import { users } from "../../db/schema";
import type { Clock } from "../../lib/clock";
import { findUserByEmail } from "./find-user";
import { type EnsureAdminResult } from "./ensure-admin";

/** Makes a user an admin. Returns undefined when no such user exists. */
export async function promoteUser(
  db: Db,
  clock: Clock,
  email: string,
): Promise<EnsureAdminResult | undefined> {
  const user = await findUserByEmail(db, email);
  if (!user) return undefined;
  if (user.isAdmin) return "unchanged";
  await db
    .update(users)
    .set({ isAdmin: true, updatedAt: clock.now() })
    .where(eq(users.id, user.id));
  return "promoted";
}
