import type { CatalogueAvatar } from "@proparena/contracts/admin-settings";
import { eq } from "drizzle-orm";
import { catalogueAvatars } from "../../db/schema";
import { notFound } from "../../lib/http-error";
import { isUuid } from "../../lib/is-uuid";
import type { UserRow } from "../auth/public-user";
import { ownFiles } from "../files/list-own-files";
import type { ServiceContext } from "../service-context";
import { type AuditedCatalogue, writeCatalogueEdit } from "../audit/write-catalogue-edit";
import { type AvatarRow, avatarView } from "./avatar-views";

const AVATARS: AuditedCatalogue<AvatarRow, ReturnType<typeof avatarView>> = {
  subject: "avatar",
  kind: "avatar",
  view: avatarView,
};

/** Adds an uploaded picture (the admin's own "avatar" upload) or changes one; audited. */
export async function saveAvatar(
  ctx: ServiceContext,
  admin: UserRow,
  input:
    | { create: { fileId: string; label: string }; ip: string }
    | { id: string; change: { label?: string; enabled?: boolean }; ip: string },
): Promise<CatalogueAvatar> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    let before: AvatarRow | undefined;
    let row: AvatarRow | undefined;
    if ("create" in input) {
      await ownFiles(tx, admin.id, "avatar", { fileId: input.create.fileId });
      [row] = await tx
        .insert(catalogueAvatars)
        .values({ fileId: input.create.fileId, label: input.create.label, createdAt: now })
        .returning();
    } else {
      [before] = isUuid(input.id)
        ? await tx
            .select()
            .from(catalogueAvatars)
            .where(eq(catalogueAvatars.id, input.id))
            .for("update")
        : [];
      if (!before) throw notFound("No such avatar");
      [row] = await tx
        .update(catalogueAvatars)
        .set(input.change)
        .where(eq(catalogueAvatars.id, input.id))
        .returning();
    }
    return writeCatalogueEdit(tx, AVATARS, { actor: admin, ip: input.ip, at: now }, before, row!);
  });
}
