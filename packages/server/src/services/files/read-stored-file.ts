import { type UploadPurpose } from "@proparena/contracts/uploads";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/database";
import { storedFiles, supportMessages, supportTickets } from "../../db/schema";
import { notFound } from "../../lib/http-error";
import { isUuid } from "../../lib/is-uuid";
import type { UserRow } from "../auth/public-user";
import type { ServiceContext } from "../service-context";
import { PUBLIC_PURPOSES, fileView, type FileRow } from "./file-views";

/** Support's attachment on a ticket of the viewer's is the viewer's to read. */
async function attachedForViewer(db: Db, row: FileRow, viewer: UserRow): Promise<boolean> {
  if (row.purpose !== "ticket") return false;
  const [hit] = await db
    .select({ id: supportMessages.id })
    .from(supportMessages)
    .innerJoin(supportTickets, eq(supportTickets.id, supportMessages.ticketId))
    .where(and(eq(supportMessages.attachmentFileId, row.id), eq(supportTickets.userId, viewer.id)))
    .limit(1);
  return hit !== undefined;
}

/**
 * A stored file and its bytes for `viewer`: the owner or an admin (any purpose), or anyone for
 * a public purpose when `viewer` is null. 404 otherwise, so nobody learns another's file exists.
 */
export async function readStoredFile(ctx: ServiceContext, viewer: UserRow | null, id: string) {
  const [row] = isUuid(id)
    ? await ctx.db.select().from(storedFiles).where(eq(storedFiles.id, id))
    : [];
  const allowed =
    row &&
    (viewer
      ? viewer.isAdmin ||
        row.ownerId === viewer.id ||
        (await attachedForViewer(ctx.db, row, viewer))
      : PUBLIC_PURPOSES.includes(row.purpose as UploadPurpose));
  if (!allowed) throw notFound("File not found");
  const bytes = await ctx.files.get(row.purpose, row.id);
  if (!bytes) throw notFound("File not found");
  return { file: fileView(row), bytes };
}
