import { useMutation } from "@tanstack/react-query";
import type { StoredFile } from "@proparena/contracts/uploads";
import { uploadFile } from "../../../lib/api-upload";

/** POST /api/uploads/:purpose with the file's bytes -> {file}: a reply's attachment or a merch image. */
export function useUploadReviewFile(purpose: "ticket" | "merch") {
  return useMutation({
    mutationFn: (file: File): Promise<StoredFile> => uploadFile(purpose, file),
  });
}
