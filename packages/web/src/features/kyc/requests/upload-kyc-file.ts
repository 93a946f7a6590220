import { useMutation } from "@tanstack/react-query";
import { uploadFile, uploadRefusal } from "../../../lib/api-upload";

/**
 * POST /uploads/kyc with the file's bytes -> the stored file. A file the browser can already
 * tell is wrong (empty, too large) is refused here without being sent; the server checks the
 * type from the bytes and answers 400 `{message}` for anything else.
 */
export async function uploadKycFile(file: File) {
  const refusal = uploadRefusal("kyc", file);
  if (refusal) throw new Error(refusal);
  return uploadFile("kyc", file);
}

export function useUploadKycFile() {
  return useMutation({ mutationFn: uploadKycFile });
}
