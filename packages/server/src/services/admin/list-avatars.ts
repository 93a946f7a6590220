import { asc, eq } from "drizzle-orm";
import { catalogueAvatars } from "../../db/schema";
import { avatarView } from "./avatar-views";
import type { ServiceContext } from "../service-context";

export async function listAvatars({ db }: ServiceContext, options: { enabledOnly: boolean }) {
  const rows = await db
    .select()
    .from(catalogueAvatars)
    .where(options.enabledOnly ? eq(catalogueAvatars.enabled, true) : undefined)
    .orderBy(asc(catalogueAvatars.createdAt), asc(catalogueAvatars.id));
  return { avatars: rows.map(avatarView) };
}
