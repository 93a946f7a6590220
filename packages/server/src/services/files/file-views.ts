import {
  type StoredFile,
  type UploadMimeType,
  type UploadPurpose,
} from "@proparena/contracts/uploads";
import type { storedFiles } from "../../db/schema";

// Stored files as the API shows them, and the public URL of a public one.

export type FileRow = typeof storedFiles.$inferSelect;

/** Avatars and merch images are shown to everyone; the rest only to their owner and admins. */
export const PUBLIC_PURPOSES: readonly UploadPurpose[] = ["avatar", "merch"];

/** Where anyone may load a public file (an avatar, a merch image) from. */
export function publicFileUrl(fileId: string): string {
  return `/api/public/files/${fileId}`;
}

export function fileView(row: FileRow): StoredFile {
  const purpose = row.purpose as UploadPurpose;
  return {
    id: row.id,
    purpose,
    mimeType: row.mimeType as UploadMimeType,
    sizeBytes: row.sizeBytes,
    name: row.name,
    url: PUBLIC_PURPOSES.includes(purpose) ? publicFileUrl(row.id) : `/api/files/${row.id}`,
    createdAt: row.createdAt.toISOString(),
  };
}
