import { createHash, randomUUID } from "node:crypto";
import { ERROR_CODES } from "@proparena/contracts/error-codes";
import {
  UPLOAD_RULES,
  type StoredFile,
  type UploadMimeType,
  type UploadPurpose,
} from "@proparena/contracts/uploads";
import { fileTypeFromBuffer } from "file-type";
import { storedFiles } from "../../db/schema";
import { HttpError } from "../../lib/http-error";
import type { UserRow } from "../auth/public-user";
import type { ServiceContext } from "../service-context";
import { normalizeImage } from "./normalize-image";
import { cleanFileName, fileTooLarge } from "./upload-checks";
import { fileView } from "./file-views";

const LABELS: Record<UploadMimeType, string> = {
  "image/jpeg": "JPEG",
  "image/png": "PNG",
  "application/pdf": "PDF",
};

/**
 * Stores an upload: the type is read from the bytes (never from the name or the header), checked
 * against what the purpose accepts, with its size cap. The bytes are on disk before the row is
 * written, so a row always has its file.
 */
export async function storeUpload(
  ctx: ServiceContext,
  user: UserRow,
  purpose: UploadPurpose,
  bytes: Buffer,
  rawName: string | undefined,
): Promise<StoredFile> {
  const rules = UPLOAD_RULES[purpose];
  const accepted = rules.types.map((type) => LABELS[type]).join(", ");
  if (bytes.length === 0) {
    throw new HttpError(ERROR_CODES.fileRejected, "The file is empty.");
  }
  if (bytes.length > rules.maxBytes) throw fileTooLarge(rules.maxBytes);
  const detected = await fileTypeFromBuffer(bytes);
  const mimeType = detected?.mime as UploadMimeType | undefined;
  if (!mimeType || !rules.types.includes(mimeType)) {
    throw new HttpError(
      ERROR_CODES.fileRejected,
      `Only ${accepted} files are accepted here${detected ? `, and this one is ${detected.ext.toUpperCase()}` : ", and this file's content is none of them"}.`,
    );
  }
  const id = randomUUID();
  const name = cleanFileName(rawName, `${purpose}.${detected!.ext}`);
  const stored = await normalizeImage(purpose, bytes, mimeType);
  await ctx.files.put(purpose, id, stored);
  try {
    const [row] = await ctx.db
      .insert(storedFiles)
      .values({
        id,
        ownerId: user.id,
        purpose,
        mimeType,
        sizeBytes: stored.length,
        name,
        sha256: createHash("sha256").update(stored).digest("hex"),
        createdAt: ctx.clock.now(),
      })
      .returning();
    return fileView(row!);
  } catch (error) {
    await ctx.files.remove(purpose, id);
    throw error;
  }
}
