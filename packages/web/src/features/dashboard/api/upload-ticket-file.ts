import { useMutation } from "@tanstack/react-query";
import type { StoredFile } from "@proparena/contracts/uploads";
import { uploadFile } from "../../../lib/api-upload";

/**
 * POST /api/uploads/ticket with the file's bytes -> {file}; a 400 when the bytes are not a
 * JPEG, PNG or PDF, or are over 8 MB. The ticket or reply then refers to the file's id.
 */
export function uploadTicketFile(file: File): Promise<StoredFile> {
  return uploadFile("ticket", file);
}

export function useUploadTicketFile() {
  return useMutation({ mutationFn: uploadTicketFile });
}
