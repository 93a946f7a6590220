import { useMutation } from "@tanstack/react-query";
import type { StoredFile } from "@proparena/contracts/uploads";
import { apiDownload } from "../../../lib/api-client";
import { saveFile } from "../../../lib/save-file";
import { reviewApiPath } from "../lib/review-format";

/**
 * GET <file.url> with the bearer token (a plain link could not send it), saved under the name
 * the file had when it was uploaded: KYC documents and ticket attachments.
 */
export async function downloadReviewFile(file: StoredFile): Promise<void> {
  const download = await apiDownload(reviewApiPath(file.url), file.mimeType);
  saveFile(download.blob, file.name || download.filename || "file");
}

export function useDownloadReviewFile() {
  return useMutation({ mutationFn: downloadReviewFile });
}
