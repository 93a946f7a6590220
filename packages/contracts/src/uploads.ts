import { z } from "zod";

/**
 * Uploaded files (DESIGN §9): the browser sends a file's bytes as the body of
 * `POST /api/uploads/:purpose` (any content type; the server reads the type from the bytes) with
 * its name in the `x-file-name` header (URI-encoded), and gets back the stored file's id, which a
 * form (KYC, a support ticket, the avatar, a merch item) then refers to.
 */
export const UPLOAD_PURPOSES = ["kyc", "ticket", "avatar", "merch", "appeal"] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

export const UPLOAD_MIME_TYPES = ["image/jpeg", "image/png", "application/pdf"] as const;
export type UploadMimeType = (typeof UPLOAD_MIME_TYPES)[number];

/** What each purpose accepts, checked against the file's bytes, and its size cap. */
export const UPLOAD_RULES: Record<
  UploadPurpose,
  { readonly types: readonly UploadMimeType[]; readonly maxBytes: number }
> = {
  kyc: { types: ["image/jpeg", "image/png", "application/pdf"], maxBytes: 8 * 1024 * 1024 },
  ticket: { types: ["image/jpeg", "image/png", "application/pdf"], maxBytes: 8 * 1024 * 1024 },
  avatar: { types: ["image/jpeg", "image/png"], maxBytes: 4 * 1024 * 1024 },
  merch: { types: ["image/jpeg", "image/png"], maxBytes: 4 * 1024 * 1024 },
  appeal: { types: ["image/jpeg", "image/png", "application/pdf"], maxBytes: 8 * 1024 * 1024 },
};

/** The header that carries the file's original name (metadata only; never a path). */
export const FILE_NAME_HEADER = "x-file-name";

export const storedFileSchema = z.object({
  id: z.string(),
  purpose: z.enum(UPLOAD_PURPOSES),
  /** Read from the bytes, not from what the browser claimed. */
  mimeType: z.enum(UPLOAD_MIME_TYPES),
  sizeBytes: z.number().int(),
  /** The name the file had on the uploader's machine (display only). */
  name: z.string(),
  /** `GET` it with the bearer token (the owner and admins only; avatars and merch are public). */
  url: z.string(),
  createdAt: z.string(),
});
export type StoredFile = z.infer<typeof storedFileSchema>;

/** POST /api/uploads/:purpose */
export const uploadResponseSchema = z.object({ file: storedFileSchema });
export type UploadResponse = z.infer<typeof uploadResponseSchema>;
