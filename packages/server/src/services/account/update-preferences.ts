import { type Preferences } from "@proparena/contracts/account-settings";
import { eq } from "drizzle-orm";
import { users } from "../../db/schema";
import type { UserRow } from "../auth/public-user";
import { forgetCachedUser } from "../auth/sessions";
import type { ServiceContext } from "../service-context";
import { preferencesOf } from "./read-preferences";

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
