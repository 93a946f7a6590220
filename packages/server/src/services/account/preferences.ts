import { DEFAULT_PREFERENCES, type Preferences } from "@proparena/contracts/account-settings";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/database";
import { users } from "../../db/schema";
import type { UserRow } from "../auth/public-user";
import { forgetCachedUser } from "../auth/sessions";
import type { ServiceContext } from "../service-context";

/** The stored preferences over the defaults (a key never set takes its default). */
export function preferencesOf(stored: Record<string, boolean> | null | undefined): Preferences {
  const out = { ...DEFAULT_PREFERENCES };
  for (const key of Object.keys(out) as (keyof Preferences)[]) {
    if (typeof stored?.[key] === "boolean") out[key] = stored[key];
  }
  return out;
}

export async function updatePreferences(
  ctx: ServiceContext,
  user: UserRow,
  changes: Partial<Preferences>,
): Promise<Preferences> {
  const next = { ...preferencesOf(user.preferences), ...changes };
  await ctx.db
    .update(users)
    .set({ preferences: next, updatedAt: ctx.clock.now() })
    .where(eq(users.id, user.id));
  forgetCachedUser(user.id);
  return next;
}

/** Whether a user wants an optional e-mail (by id; true for an unknown key). */
export async function wantsEmail(
  db: Db,
  userId: string,
  key: "emailSupportReplies" | "emailPayouts" | "emailProductNews",
): Promise<boolean> {
  const [row] = await db
    .select({ preferences: users.preferences })
    .from(users)
    .where(eq(users.id, userId));
  return preferencesOf(row?.preferences)[key];
}
