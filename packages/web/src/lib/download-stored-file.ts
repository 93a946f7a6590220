import type { StoredFile } from "@proparena/contracts/uploads";
import { apiFile, type ApiFile } from "./api-file";
import { saveFile } from "./save-file";

/**
 * A stored file's bytes, fetched with the bearer token (a plain link could not send it), asking
 * for `accept`: from GET /public/files/:id when the server handed out a public URL (avatars,
 * merch), else from GET /files/:id (the owner and admins).
 */
export function fetchStoredFile(
  file: Pick<StoredFile, "id" | "url">,
  accept: string,
): Promise<ApiFile> {
  const route = file.url.startsWith("/api/public/") ? "GET /public/files/:id" : "GET /files/:id";
  return apiFile(route, { params: { id: file.id }, accept });
}

/** A stored file saved under the name it had when it was uploaded, or `fallbackName`. */
export async function downloadStoredFile(file: StoredFile, fallbackName: string): Promise<void> {
  const download = await fetchStoredFile(file, file.mimeType);
  saveFile(download.blob, file.name || download.filename || fallbackName);
}
