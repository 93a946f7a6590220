import { useMutation } from "@tanstack/react-query";
import { uploadFile, uploadRefusal } from "../../../lib/api-upload";

/**
 * POST /uploads/avatar with the image's bytes -> the stored file, which PATCH
 * /account/profile {avatarFileId} then makes the avatar. An empty or too large file is
 * refused here without being sent; the server answers 400 FILE_REJECTED for anything but JPEG
 * or PNG and 413 FILE_TOO_LARGE over 4 MB.
 */
export async function uploadAvatar(file: File) {
  const refusal = uploadRefusal("avatar", file);
  if (refusal) throw new Error(refusal);
  return uploadFile("avatar", file);
}

export function useUploadAvatar() {
  return useMutation({ mutationFn: uploadAvatar });
}
