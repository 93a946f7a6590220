import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/database";
import { catalogueAvatars } from "../../db/schema";
import { avatarView } from "./avatar-views";

export async function listAvatars(db: Db, options: { enabledOnly: boolean }) {
  const rows = await db
    .select()
    .from(catalogueAvatars)
    .where(options.enabledOnly ? eq(catalogueAvatars.enabled, true) : undefined)
    .orderBy(asc(catalogueAvatars.createdAt), asc(catalogueAvatars.id));
  return { avatars: rows.map(avatarView) };
}
