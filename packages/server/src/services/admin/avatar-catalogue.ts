import type { CatalogueAvatar } from "@proparena/contracts/admin-settings";
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../db/database";
import { catalogueAvatars } from "../../db/schema";
import { notFound } from "../../lib/http-error";
import { isUuid } from "../../lib/is-uuid";
import type { UserRow } from "../auth/public-user";
import { ownFiles, publicFileUrl } from "../files/stored-files";
import type { ServiceContext } from "../service-context";
import { writeAuditEntry } from "../audit/write-audit-entry";

type Row = typeof catalogueAvatars.$inferSelect;

const view = (row: Row): CatalogueAvatar => ({
  id: row.id,
  imageUrl: publicFileUrl(row.fileId),
  label: row.label,
  enabled: row.enabled,
  createdAt: row.createdAt.toISOString(),
});

export async function listAvatars(db: Db, options: { enabledOnly: boolean }) {
  const rows = await db
    .select()
    .from(catalogueAvatars)
    .where(options.enabledOnly ? eq(catalogueAvatars.enabled, true) : undefined)
    .orderBy(asc(catalogueAvatars.createdAt), asc(catalogueAvatars.id));
  return { avatars: rows.map(view) };
}

/** Whether a file is an enabled catalogue avatar (a trader may choose it for their profile). */
export async function isCatalogueAvatar(db: Db, fileId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: catalogueAvatars.id })
    .from(catalogueAvatars)
    .where(and(eq(catalogueAvatars.fileId, fileId), eq(catalogueAvatars.enabled, true)));
  return row !== undefined;
}

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
    let before: Row | undefined;
    let row: Row | undefined;
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
    await writeAuditEntry(tx, {
      actor: admin,
      action: before ? "avatar-update" : "avatar-create",
      details: {
        target: { kind: "avatar", id: row!.id },
        before: before ? view(before) : null,
        after: view(row!),
        ip: input.ip,
      },
      at: now,
    });
    return view(row!);
  });
}
