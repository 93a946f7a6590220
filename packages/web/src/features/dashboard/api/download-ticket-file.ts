import { useMutation } from "@tanstack/react-query";
import type { StoredFile } from "@proparena/contracts/uploads";
import { apiDownload } from "../../../lib/api-client";
import { saveFile } from "../../../lib/save-file";

/** The API path of a stored file's url ("/api/files/:id" -> "/files/:id"), for apiDownload. */
export function apiPathOf(url: string): string {
  const parsed = new URL(url, window.location.origin);
  const path = `${parsed.pathname}${parsed.search}`;
  return path.startsWith("/api/") ? path.slice("/api".length) : path;
}

/**
 * GET /api/files/:id with the bearer token (a plain link could not send it), saved under the
 * name the file had when it was attached.
 */
export async function downloadTicketFile(file: StoredFile): Promise<void> {
  const download = await apiDownload(apiPathOf(file.url), file.mimeType);
  saveFile(download.blob, file.name || download.filename || "attachment");
}

export function useDownloadTicketFile() {
  return useMutation({ mutationFn: downloadTicketFile });
}
