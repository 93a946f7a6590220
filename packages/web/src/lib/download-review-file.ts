import { useMutation } from "@tanstack/react-query";
import type { StoredFile } from "@proparena/contracts/uploads";
import { downloadStoredFile } from "./download-stored-file";

/**
 * GET <file.url> with the bearer token, saved under the name the file had when it was
 * uploaded: KYC documents and ticket attachments.
 */
export function downloadReviewFile(file: StoredFile): Promise<void> {
  return downloadStoredFile(file, "file");
}

export function useDownloadReviewFile() {
  return useMutation({ mutationFn: downloadReviewFile });
}
