import { createHash, randomUUID } from "node:crypto";
import { ERROR_CODES } from "@proparena/contracts/error-codes";
import { cleanPersonText, cutText } from "@proparena/contracts/person-text";
import {
  FILE_NAME_HEADER,
  UPLOAD_RULES,
  type StoredFile,
  type UploadMimeType,
  type UploadPurpose,
} from "@proparena/contracts/uploads";
import { and, eq, inArray } from "drizzle-orm";
import { fileTypeFromBuffer } from "file-type";
import type { Db, Tx } from "../../db/database";
import { storedFiles, supportMessages, supportTickets } from "../../db/schema";
import { fieldInvalid, HttpError, notFound } from "../../lib/http-error";
import { isUuid } from "../../lib/is-uuid";
import type { UserRow } from "../auth/public-user";
import type { ServiceContext } from "../service-context";
import { normalizeImage } from "./normalize-image";

type FileRow = typeof storedFiles.$inferSelect;

/** Avatars and merch images are shown to everyone; the rest only to their owner and admins. */
export const PUBLIC_PURPOSES: readonly UploadPurpose[] = ["avatar", "merch"];

const LABELS: Record<UploadMimeType, string> = {
  "image/jpeg": "JPEG",
  "image/png": "PNG",
  "application/pdf": "PDF",
};

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

/** 413 FILE_TOO_LARGE: an upload over its purpose's cap, `maxBytes`. */
export const fileTooLarge = (maxBytes: number) =>
  new HttpError(
    ERROR_CODES.fileTooLarge,
    `The file is too large: at most ${maxBytes / (1024 * 1024)} MB.`,
  );

/** The longest file name kept; a longer one is cut at a whole character, its extension kept. */
const MAX_FILE_NAME = 200;

/**
 * The uploader's name for the file, as display text only: no folders, no control characters,
 * then the rules of all text people read (`cleanPersonText`: NFC, no broken characters, no
 * direction controls, something visible), cut to 200 characters at a whole character. No name
 * at all takes `fallback`; a name those rules refuse is a 400 on the name header.
 */
export function cleanFileName(raw: string | undefined, fallback: string): string {
  let name = raw ?? "";
  try {
    name = decodeURIComponent(name);
  } catch {
    // not URI-encoded: take it as it is
  }
  name = (name.split(/[\\/]/).pop() ?? "")
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]/g, "")
    .normalize("NFC")
    .trim();
  if (name === "" || name === "." || name === "..") return fallback;
  const extension = /\.[\p{L}\p{N}]{1,10}$/u.exec(name)?.[0] ?? "";
  const stem = name.slice(0, name.length - extension.length);
  const cleaned = cleanPersonText(
    name.length > MAX_FILE_NAME
      ? cutText(stem, MAX_FILE_NAME - extension.length) + extension
      : name,
    { label: "The file's name", max: MAX_FILE_NAME, cut: true },
  );
  if (!cleaned.ok) throw fieldInvalid(FILE_NAME_HEADER, cleaned.problem);
  return cleaned.text;
}

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
