import type { UploadMimeType, UploadPurpose } from "@proparena/contracts/uploads";
import { ERROR_CODES } from "@proparena/contracts/error-codes";
import sharp from "sharp";
import { HttpError } from "../../lib/http-error";

/** What pictures shown to everyone become: square avatars, bounded merch images. */
const SHAPES: Partial<
  Record<UploadPurpose, { width: number; height: number; fit: "cover" | "inside" }>
> = {
  avatar: { width: 256, height: 256, fit: "cover" },
  merch: { width: 1200, height: 1200, fit: "inside" },
};

/** No decoded image larger than this (a "decompression bomb" is refused, not decoded). */
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * Avatars and merch images are re-encoded at their display size: smaller files, the camera's
 * metadata (location included) dropped, and whatever else was hidden in the bytes gone. Other
 * purposes keep their bytes as uploaded (documents are evidence).
 */
export async function normalizeImage(
  purpose: UploadPurpose,
  bytes: Buffer,
  mimeType: UploadMimeType,
): Promise<Buffer> {
  const shape = SHAPES[purpose];
  if (!shape || mimeType === "application/pdf") return bytes;
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ ...shape, withoutEnlargement: shape.fit === "inside" });
    return mimeType === "image/png"
      ? await image.png({ compressionLevel: 9 }).toBuffer()
      : await image.jpeg({ quality: 85, mozjpeg: true }).toBuffer();
  } catch {
    throw new HttpError(
      ERROR_CODES.fileRejected,
      "This image could not be read: upload another one.",
    );
  }
}
