import type { StoredFile, UploadPurpose } from "@proparena/contracts/uploads";
import { UPLOAD_RULES } from "@proparena/contracts/uploads";
import { api } from "./api";

/** Why the server would refuse this file, checked before sending it (the server checks again). */
export function uploadRefusal(purpose: UploadPurpose, file: File): string | null {
  const rules = UPLOAD_RULES[purpose];
  if (file.size === 0) return "The file is empty.";
  if (file.size > rules.maxBytes) {
    return `The file is too large: at most ${Math.round(rules.maxBytes / (1024 * 1024))} MB.`;
  }
  return null;
}

/** Uploads one file (POST /uploads/:purpose); the server reads its type from the bytes. */
export async function uploadFile(purpose: UploadPurpose, file: File): Promise<StoredFile> {
  const { file: stored } = await api("POST /uploads/:purpose", {
    params: { purpose },
    file: { blob: file, name: file.name },
  });
  return stored;
}
