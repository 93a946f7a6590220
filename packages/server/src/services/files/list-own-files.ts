import { type UploadPurpose } from "@proparena/contracts/uploads";
import { and, eq, inArray } from "drizzle-orm";
import type { Db, Tx } from "../../db/database";
import { storedFiles } from "../../db/schema";
import { fieldInvalid } from "../../lib/http-error";
import { type FileRow } from "./file-views";

/**
 * The files a form refers to, checked: each must be the user's own upload for `purpose`. A
 * wrong one is a 400 on its field. Answers them by id.
 */
export async function ownFiles(
  db: Db | Tx,
  userId: string,
  purpose: UploadPurpose,
  fields: Record<string, string | undefined | null>,
): Promise<Map<string, FileRow>> {
  const ids = Object.values(fields).filter((id): id is string => typeof id === "string");
  const rows =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(storedFiles)
          .where(
            and(
              inArray(storedFiles.id, ids),
              eq(storedFiles.ownerId, userId),
              eq(storedFiles.purpose, purpose),
            ),
          );
  const byId = new Map(rows.map((row) => [row.id, row]));
  for (const [field, id] of Object.entries(fields)) {
    if (id && !byId.has(id)) throw fieldInvalid(field, "Upload this file again: it was not found.");
  }
  return byId;
}
