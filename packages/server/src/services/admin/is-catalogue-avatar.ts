import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/database";
import { catalogueAvatars } from "../../db/schema";

/** Whether a file is an enabled catalogue avatar (a trader may choose it for their profile). */
export async function isCatalogueAvatar(db: Db, fileId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: catalogueAvatars.id })
    .from(catalogueAvatars)
    .where(and(eq(catalogueAvatars.fileId, fileId), eq(catalogueAvatars.enabled, true)));
  return row !== undefined;
}
