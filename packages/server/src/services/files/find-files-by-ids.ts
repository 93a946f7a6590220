import { type StoredFile } from "@proparena/contracts/uploads";
import { inArray } from "drizzle-orm";
import type { Db, Tx } from "../../db/database";
import { storedFiles } from "../../db/schema";
import { fileView } from "./file-views";

/** The views of files by id (for answers that show attachments). */
export async function filesByIds(
  db: Db | Tx,
  ids: (string | null)[],
): Promise<Map<string, StoredFile>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db.select().from(storedFiles).where(inArray(storedFiles.id, wanted));
  return new Map(rows.map((row) => [row.id, fileView(row)]));
}
