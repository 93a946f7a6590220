import type { StoredFile } from "@proparena/contracts/uploads";
import { apiDownload } from "./api-client";
import { apiPathOf } from "./api-path";
import { saveFile } from "./save-file";

/**
 * GET <file.url> (/api/files/:id) with the bearer token (a plain link could not send it), saved
 * under the name the file had when it was uploaded, or `fallbackName` when it had none.
 */
export async function downloadStoredFile(file: StoredFile, fallbackName: string): Promise<void> {
  const download = await apiDownload(apiPathOf(file.url), file.mimeType);
  saveFile(download.blob, file.name || download.filename || fallbackName);
}
